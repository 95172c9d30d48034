import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { Size, Tone } from '../../styles/vocabulary';
import * as styles from './Spinner.css';

type Variants = NonNullable<RecipeVariants<typeof styles.root>>;
export type SpinnerSize = NonNullable<Variants['size']>;
export const spinnerSizes = ['sm', 'md', 'lg'] as const satisfies readonly (SpinnerSize & Size)[];

/** `neutral`: the surrounding text colour (inside buttons); `brand`: the brand colour. */
export type SpinnerTone = NonNullable<Variants['tone']>;
export const spinnerTones = ['neutral', 'brand'] as const satisfies readonly (SpinnerTone & Tone)[];

export interface SpinnerProps {
  /** Accessible name of the busy indicator. */
  label?: string;
  size?: SpinnerSize;
  tone?: SpinnerTone;
}

/** An indeterminate progress indicator (role progressbar). Turns slowly under reduced motion. */
export function Spinner({ label = 'Loading', size = 'md', tone = 'brand' }: SpinnerProps) {
  return (
    <span role="progressbar" aria-label={label} className={styles.root({ size, tone })}>
      <svg viewBox="0 0 24 24" className={styles.svg} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" strokeWidth={3} className={styles.track} />
        <circle cx="12" cy="12" r="9" strokeWidth={3} className={styles.arc} pathLength={100} />
      </svg>
    </span>
  );
}
