import type { ReactNode } from 'react';
import * as styles from './Stat.css';

export interface StatGroupProps {
  /** What the figures are, for screen readers, e.g. "Rank summary". */
  label: string;
  /** Stat items. */
  children: ReactNode;
}

/** A list of key figures (a dashboard's numbers), as many side by side as fit. */
export function StatGroup({ label, children }: StatGroupProps) {
  return (
    <ul className={styles.group} aria-label={label}>
      {children}
    </ul>
  );
}

export interface StatProps {
  /** What the figure is, e.g. "Valid bets". */
  label: ReactNode;
  /** The figure, already formatted (money, a percentage, a rank name). */
  value: ReactNode;
  /** A line under the figure, e.g. "VIP" or "updated daily". */
  note?: ReactNode;
  /** More under the figure (a button, a meter). */
  children?: ReactNode;
}

/** One key figure with its label; an item of a StatGroup. */
export function Stat({ label, value, note, children }: StatProps) {
  return (
    <li className={styles.stat}>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>{value}</span>
      {note ? <span className={styles.note}>{note}</span> : null}
      {children}
    </li>
  );
}
