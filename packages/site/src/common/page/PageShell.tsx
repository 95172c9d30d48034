import { visuallyHidden } from '@playsite/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../brand/index.ts';
import * as styles from './PageShell.css.ts';
import type { PageId } from './pageIds.ts';

interface PageShellProps {
  page: PageId;
  children?: ReactNode;
  /** For screen readers only: the page's own content is its first screen (the home page's banners). */
  isTitleHidden?: boolean;
}

/** A page's frame: its localised title (also the document title) and description, then its content. */
export function PageShell({ page, children, isTitleHidden = false }: PageShellProps) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  useEffect(() => {
    document.title = `${title} | ${brand.name}`;
  }, [title]);
  return (
    <section className={styles.page} aria-labelledby={`page-title-${page}`}>
      <hgroup className={isTitleHidden ? visuallyHidden : styles.heading}>
        <h1 id={`page-title-${page}`} className={styles.title}>
          {title}
        </h1>
        <p className={styles.description}>{t(`pages.${page}.description`)}</p>
      </hgroup>
      {children}
    </section>
  );
}
