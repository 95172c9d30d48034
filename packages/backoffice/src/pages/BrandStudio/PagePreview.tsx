import { brandClassName, type ThemeValues, themeCss } from '@playsite/brands';
import { Select } from '@playsite/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert, muted, panel } from '../../layout/layout.css.ts';
import { accessibilityViolations, type Violation } from './accessibilityCheck.ts';
import { desktopFigure, frames, phoneFigure } from './BrandStudio.css.ts';
import { applyFrameCss, servesBrand } from './frameTheme.ts';
import { ScaledFrame } from './ScaledFrame.tsx';

/** Pages of the site to preview (its routes, packages/site/src/features/*\/routes.ts). */
export const previewPages = ['index', 'rng', 'live', 'promotions', 'login'] as const;

export type Audit = { state: 'waiting' } | { state: 'failed' } | { state: 'done'; violations: Violation[] };

/** How long the page may settle (fonts, first data) before axe-core reads it. */
const settleMs = { load: 1500, change: 600 } as const;

interface PagePreviewProps {
  brandId: string;
  /** The draft's theme, given to the page under its theme class (`html.brand-<id>`). */
  theme: ThemeValues;
  /** Changes when the frames must load the page again (after a publication). */
  reloadKey: number;
  onAudit: (audit: Audit) => void;
}

/**
 * The real site (same origin) on a phone and a desktop, wearing the draft: each page gets the
 * draft's stylesheet on load and on every change, and axe-core checks the phone's.
 */
export function PagePreview({ brandId, theme, reloadKey, onAudit }: PagePreviewProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState<string>(previewPages[0]);
  const phone = useRef<HTMLIFrameElement>(null);
  const desktop = useRef<HTMLIFrameElement>(null);
  const [phoneLoads, setPhoneLoads] = useState(0);
  const [desktopLoads, setDesktopLoads] = useState(0);
  const [otherBrand, setOtherBrand] = useState(false);
  const css = themeCss(`html.${brandClassName(brandId)}`, theme);
  const src = `/${page}?brand=${encodeURIComponent(brandId)}`;
  const frameKey = `${src}#${reloadKey}`;

  useEffect(() => {
    if (desktopLoads > 0) applyFrameCss(desktop.current, css);
  }, [css, desktopLoads]);

  // A page just loaded settles longer than one that only changed its stylesheet.
  const checkedLoads = useRef(0);
  useEffect(() => {
    const frame = phone.current;
    onAudit({ state: 'waiting' });
    const doc = applyFrameCss(frame, css);
    if (!frame || !doc) return;
    // The draft does not apply to another brand's page: checking it would say nothing.
    if (!servesBrand(doc, brandId)) {
      onAudit({ state: 'failed' });
      return;
    }
    const settle = checkedLoads.current === phoneLoads ? settleMs.change : settleMs.load;
    checkedLoads.current = phoneLoads;
    let current = true;
    const timer = setTimeout(
      () =>
        accessibilityViolations(frame).then(
          (violations) => current && onAudit({ state: 'done', violations }),
          () => current && onAudit({ state: 'failed' }),
        ),
      settle,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [css, phoneLoads, brandId, onAudit]);

  return (
    <section className={panel} id="studio-preview-pages" aria-labelledby="studio-pages">
      <h2 id="studio-pages">{t('studio.preview.pages')}</h2>
      <Select
        label={t('studio.preview.page')}
        value={page}
        options={previewPages.map((value) => ({ value, label: t(`studio.preview.pageNames.${value}`) }))}
        onChange={(value) => {
          if (!value) return;
          setPage(value);
          onAudit({ state: 'waiting' });
        }}
      />
      <p className={muted}>{t('studio.preview.note')}</p>
      {otherBrand && <p className={alert}>{t('studio.preview.otherBrand')}</p>}
      <div className={frames}>
        <figure className={phoneFigure}>
          <ScaledFrame
            key={frameKey}
            title={t('studio.preview.phone')}
            src={src}
            width={390}
            height={720}
            frameRef={phone}
            onLoad={() => {
              setPhoneLoads((loads) => loads + 1);
              const doc = phone.current?.contentDocument;
              setOtherBrand(!doc || !servesBrand(doc, brandId));
            }}
          />
          <figcaption className={muted}>{t('studio.preview.phoneSize')}</figcaption>
        </figure>
        <figure className={desktopFigure}>
          <ScaledFrame
            key={frameKey}
            title={t('studio.preview.desktop')}
            src={src}
            width={1280}
            height={800}
            frameRef={desktop}
            onLoad={() => setDesktopLoads((loads) => loads + 1)}
          />
          <figcaption className={muted}>{t('studio.preview.desktopSize')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
