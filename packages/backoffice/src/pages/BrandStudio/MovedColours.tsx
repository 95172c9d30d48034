import type { MovedColour } from '@playsite/brands';
import { useTranslation } from 'react-i18next';
import { muted, panel } from '../../layout/layout.css.ts';
import { movedItem, movedList, swatch } from './BrandStudio.css.ts';

/** The colours the derivation moved from the author's to reach WCAG AA, before and after. */
export function MovedColours({ moved }: { moved: readonly MovedColour[] }) {
  const { t } = useTranslation();
  return (
    <section className={panel} aria-labelledby="studio-moved">
      <h2 id="studio-moved">{t('studio.moved.title')}</h2>
      {moved.length === 0 ? (
        <p className={muted}>{t('studio.moved.none')}</p>
      ) : (
        <ul className={movedList}>
          {moved.map((colour) => (
            <li key={colour.role} className={movedItem}>
              <span className={swatch} style={{ background: colour.from }} aria-hidden="true" />
              <span className={swatch} style={{ background: colour.to }} aria-hidden="true" />
              <span>
                {t('studio.moved.item', {
                  role: t(`studio.roles.${colour.role}`),
                  from: colour.from,
                  to: colour.to,
                  ratio: colour.ratio.toFixed(2),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
