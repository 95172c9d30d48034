import { Select } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { type RangeDays, rangeDays } from './dates.ts';

/** Today, 7, 30 or 90 days. */
export function RangeSelect({ value, onChange }: { value: RangeDays; onChange: (days: RangeDays) => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Select
      label={t('filters.range')}
      size="sm"
      value={String(value)}
      onChange={(next) => next && onChange(Number(next) as RangeDays)}
      options={rangeDays.map((days) => ({ value: String(days), label: t('filters.days', { count: days }) }))}
    />
  );
}
