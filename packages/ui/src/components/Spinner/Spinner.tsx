import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

/** `current`: the surrounding text colour (inside buttons); `brand`: the brand colour. */
export const spinnerTones = ['current', 'brand'] as const;
export type SpinnerTone = (typeof spinnerTones)[number];

export interface SpinnerProps {
  /** Accessible name of the busy indicator. */
  label?: string;
  size?: SpinnerSize;
  tone?: SpinnerTone;
}

/** An indeterminate progress indicator (role progressbar). Turns slowly under reduced motion. */
export function Spinner({ label = 'Loading', size = 'medium', tone = 'brand' }: SpinnerProps) {
  return (
    <span role="progressbar" aria-label={label} className={styles.root({ size, tone })}>
      <svg viewBox="0 0 24 24" className={styles.svg} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" strokeWidth={3} className={styles.track} />
        <circle cx="12" cy="12" r="9" strokeWidth={3} className={styles.arc} pathLength={100} />
      </svg>
    </span>
  );
}
