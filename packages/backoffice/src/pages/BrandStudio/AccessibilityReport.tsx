import { useTranslation } from 'react-i18next';
import { alert, link, muted, panel, status } from '../../layout/layout.css.ts';
import type { Audit } from './PagePreview.tsx';

/** What axe-core found on the phone preview (WCAG 2 A and AA): publishing waits for none. */
export function AccessibilityReport({ audit }: { audit: Audit }) {
  const { t } = useTranslation();
  const summary =
    audit.state === 'done'
      ? t('studio.a11y.count', { count: audit.violations.length })
      : t(`studio.a11y.${audit.state}`);
  const tone = audit.state === 'done' ? (audit.violations.length ? alert : status) : muted;
  return (
    <section className={panel} aria-labelledby="studio-a11y">
      <h2 id="studio-a11y">{t('studio.a11y.title')}</h2>
      <p role="status" className={tone}>
        {summary}
      </p>
      {audit.state === 'done' && audit.violations.length > 0 && (
        <ul>
          {audit.violations.map((violation) => (
            <li key={violation.id}>
              <a className={link} href={violation.helpUrl} target="_blank" rel="noreferrer">
                {violation.id}
              </a>
              {': '}
              {t('studio.a11y.violation', { help: violation.help, count: violation.elements })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
