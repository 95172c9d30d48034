import { type ThemeValues, themeCss } from '@playsite/brands';
import { Badge, Button, Checkbox, Link, Meter, Tabs, TextField } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { panel, row } from '../../layout/layout.css.ts';
import { previewHeader, previewScope } from './BrandStudio.css.ts';
import { useDocumentCss } from './useDocumentCss.ts';

/** The design system's components in the draft's theme (its token values under one class). */
export function ComponentPreview({ theme }: { theme: ThemeValues }) {
  const { t } = useTranslation();
  useDocumentCss(themeCss(`.${previewScope}`, theme));
  return (
    <section className={previewScope} aria-label={t('studio.preview.components')}>
      <div className={previewHeader}>{t('studio.sample.header')}</div>
      <div className={row}>
        <Button>{t('studio.sample.primary')}</Button>
        <Button variant="outline">{t('studio.sample.outline')}</Button>
        <Button tone="critical">{t('studio.sample.critical')}</Button>
        <Button isDisabled>{t('studio.sample.disabled')}</Button>
      </div>
      <TextField
        label={t('studio.sample.email')}
        defaultValue="player@"
        errorMessage={t('studio.sample.emailError')}
      />
      <Tabs
        label={t('studio.sample.tabs')}
        items={[
          { id: 'slots', label: t('studio.sample.slots'), content: <p>{t('studio.sample.slotsText')}</p> },
          { id: 'live', label: t('studio.sample.live'), content: <p>{t('studio.sample.liveText')}</p> },
        ]}
      />
      <div className={panel}>
        <h3>{t('studio.sample.card')}</h3>
        <p>{t('studio.sample.cardText')}</p>
        <Meter label={t('studio.sample.meter')} value={700} maxValue={1000} />
        <div className={row}>
          <Checkbox defaultSelected>{t('studio.sample.remember')}</Checkbox>
          <Link href="#studio-preview-pages">{t('studio.sample.link')}</Link>
          <Badge count={3} label={t('studio.sample.badge')}>
            <Button variant="ghost">{t('studio.sample.inbox')}</Button>
          </Badge>
        </div>
      </div>
    </section>
  );
}
