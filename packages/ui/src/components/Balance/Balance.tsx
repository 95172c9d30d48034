import { useState } from 'react';
import { EyeIcon, EyeOffIcon, RefreshIcon } from '../../icons';
import { Spinner } from '../Spinner';
import * as styles from './Balance.css';
import { formatMinorUnits } from './formatMinorUnits';

export interface BalanceProps {
  /** Integer minor units (e.g. 123456 = 1,234.56); never a float. */
  amount: number | bigint;
  /** Shown before the amount. */
  currencySymbol?: string;
  /** Locale for separators. */
  locale?: string;
  /** Visible caption before the amount; also names the amount for screen readers. */
  label?: string;
  /** Controlled hidden state; the amount shows as '***'. */
  isHidden?: boolean;
  /** Initial hidden state when uncontrolled. */
  defaultHidden?: boolean;
  /** Shows the show/hide button. */
  onHiddenChange?: (hidden: boolean) => void;
  /** Shows the refresh button; the button is pending until the returned promise settles. */
  onRefresh?: () => unknown;
  /** Refresh under way, when the caller tracks it. */
  isRefreshing?: boolean;
  labels?: Partial<BalanceLabels>;
}

export interface BalanceLabels {
  show: string;
  hide: string;
  refresh: string;
}

export const defaultBalanceLabels: BalanceLabels = {
  show: 'Show balance',
  hide: 'Hide balance',
  refresh: 'Refresh balance',
};

export const hiddenAmount = '***';

export function Balance({
  amount,
  currencySymbol = 'P',
  locale = 'en-US',
  label = 'Balance',
  isHidden,
  defaultHidden = false,
  onHiddenChange,
  onRefresh,
  isRefreshing = false,
  labels,
}: BalanceProps) {
  const text = { ...defaultBalanceLabels, ...labels };
  const [ownHidden, setOwnHidden] = useState(defaultHidden);
  const [refreshing, setRefreshing] = useState(false);
  const hidden = isHidden ?? ownHidden;
  const pending = isRefreshing || refreshing;

  const toggle = () => {
    setOwnHidden(!hidden);
    onHiddenChange?.(!hidden);
  };

  const refresh = async () => {
    if (!onRefresh) return;
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <span className={styles.root} data-hidden={hidden || undefined}>
      <span className={styles.label}>{label}</span>
      <output className={styles.amount}>
        {hidden ? hiddenAmount : `${currencySymbol} ${formatMinorUnits(amount, { locale })}`}
      </output>
      {onHiddenChange || isHidden === undefined ? (
        <button
          type="button"
          className={styles.iconButton}
          onClick={toggle}
          aria-label={hidden ? text.show : text.hide}
        >
          {hidden ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      ) : null}
      {onRefresh ? (
        <button
          type="button"
          className={`${styles.iconButton} ${styles.refreshButton}`}
          onClick={pending ? undefined : refresh}
          aria-busy={pending || undefined}
          aria-disabled={pending || undefined}
          data-pending={pending || undefined}
          aria-label={text.refresh}
        >
          {pending ? <Spinner size="sm" tone="neutral" /> : <RefreshIcon />}
        </button>
      ) : null}
    </span>
  );
}
