import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../brand/index.ts';
import * as styles from './PageShell.css.ts';
import type { PageId } from './pageIds.ts';

interface PageShellProps {
  page: PageId;
  children?: ReactNode;
}

/** A page's frame: its localised title (also the document title) and description, then its content. */
export function PageShell({ page, children }: PageShellProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby={`page-title-${page}`}>
      <h1 id={`page-title-${page}`} className={styles.title}>
        {title}
      </h1>
      <p className={styles.description}>{t(`pages.${page}.description`)}</p>
      {children}
    </section>
  );
}
