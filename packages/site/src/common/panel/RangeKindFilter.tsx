import { Select } from '@playsite/ui';
import { useState } from 'react';
import { dateRange, type RangeDays } from './dates.ts';
import * as styles from './panel.css.ts';
import { RangeSelect } from './RangeSelect.tsx';

/**
 * A records page's filter state: a date range, a kind ('all' or one value) and the page number,
 * which goes back to 1 whenever the range or the kind changes.
 */
export function useRangeKindFilter<K extends string>() {
  const [days, setDays] = useState<RangeDays>(30);
  const [kind, setKind] = useState<K | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  return {
    days,
    kind,
    pageNo,
    setPageNo,
    setDays: (next: RangeDays) => {
      setDays(next);
      setPageNo(1);
    },
    setKind: (next: K | 'all') => {
      setKind(next);
      setPageNo(1);
    },
    /** The call's date range and page. */
    page: { ...dateRange(days), pageNo, pageSize: 10 },
    /** The chosen kind, undefined for 'all' (the call then leaves it out). */
    chosenKind: kind === 'all' ? undefined : kind,
  };
}

export type RangeKindFilterState<K extends string> = ReturnType<typeof useRangeKindFilter<K>>;

/** The filter row: the date range, then the kind with 'all' first. */
export function RangeKindFilter<K extends string>({
  filter,
  kindLabel,
  allLabel,
  kinds,
}: {
  filter: RangeKindFilterState<K>;
  kindLabel: string;
  allLabel: string;
  kinds: readonly { value: K; label: string }[];
}) {
  return (
    <div className={styles.row}>
      <RangeSelect value={filter.days} onChange={filter.setDays} />
      <Select
        label={kindLabel}
        size="sm"
        value={filter.kind}
        onChange={(next) => next && filter.setKind(next as K | 'all')}
        options={[{ value: 'all', label: allLabel }, ...kinds]}
      />
    </div>
  );
}
