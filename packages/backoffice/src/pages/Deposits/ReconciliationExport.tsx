import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { link, muted, panel, row } from '../../layout/layout.css.ts';
import { DateField } from './DateField.tsx';
import { defaultPeriod, exportHref, exportRange, midnight } from './period.ts';

/** Every deposit asked for in a period, whatever became of it, as CSV for the channels' statements. */
export function ReconciliationExport() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => defaultPeriod(new Date()));
  const range = exportRange(period);
  const fromError = midnight(period.from) === undefined ? t('deposits.dayMissing') : undefined;
  const toError =
    midnight(period.to) === undefined
      ? t('deposits.dayMissing')
      : !fromError && !range
        ? t('deposits.periodBackwards')
        : undefined;
  return (
    <section className={panel} aria-labelledby="deposits-export">
      <h2 id="deposits-export">{t('deposits.export')}</h2>
      <p className={muted}>{t('deposits.exportHelp')}</p>
      <div className={row}>
        <DateField
          label={t('deposits.from')}
          value={period.from}
          max={period.to || undefined}
          onChange={(from) => setPeriod((current) => ({ ...current, from }))}
          errorMessage={fromError}
        />
        <DateField
          label={t('deposits.to')}
          value={period.to}
          min={period.from || undefined}
          onChange={(to) => setPeriod((current) => ({ ...current, to }))}
          errorMessage={toError}
        />
      </div>
      {range && (
        <a className={link} href={exportHref(range)} download>
          {t('deposits.download')}
        </a>
      )}
    </section>
  );
}
