import { Meter as AriaMeter, Label } from 'react-aria-components';
import * as styles from './Meter.css';

export interface MeterProps {
  /** What is measured, e.g. "Valid bets toward Gold"; shown above the bar unless `isLabelHidden`. */
  label: string;
  value: number;
  /** The goal; the bar is full at it (and stays full beyond it). A goal of 0 counts as 1: nothing to reach. */
  maxValue: number;
  /**
   * The figures as the reader should hear and see them, e.g. "P 700.00 / P 1,000.00" (money in
   * minor units is the caller's to format); a percentage when left out.
   */
  valueLabel?: string;
  /** Only the bar shows (label and figures are spoken): where a card already shows them. */
  isLabelHidden?: boolean;
}

/**
 * How far a quantity is toward a goal: a VIP level's turnover, a mission's target. A meter, not a
 * progress bar of a task: screen readers announce its label and value text.
 */
export function Meter({ label, value, maxValue, valueLabel, isLabelHidden = false }: MeterProps) {
  const goal = Math.max(maxValue, 1);
  return (
    <AriaMeter
      className={styles.root}
      value={Math.min(Math.max(value, 0), goal)}
      maxValue={goal}
      valueLabel={valueLabel}
      aria-label={isLabelHidden ? label : undefined}
    >
      {({ percentage, valueText }) => (
        <>
          {isLabelHidden ? null : (
            <>
              <Label className={styles.label}>{label}</Label>
              <span className={styles.value}>{valueText}</span>
            </>
          )}
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
