import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden.css';
import type { Tone } from '../../styles/vocabulary';
import * as styles from './Badge.css';

export type BadgeTone = NonNullable<NonNullable<RecipeVariants<typeof styles.badge>>['tone']>;
export const badgeTones = ['critical', 'brand', 'neutral'] as const satisfies readonly (BadgeTone & Tone)[];

export interface BadgeProps {
  /** The number to show; nothing is shown for 0 unless `showZero`. */
  count?: number;
  /** Counts above this show as `max+`. */
  max?: number;
  /** A small dot instead of a number ("something new"). */
  dot?: boolean;
  showZero?: boolean;
  tone?: BadgeTone;
  /**
   * What the badge means for screen readers, e.g. "3 unread messages". The visible number
   * alone says nothing out of context, so a dot without a label is hidden from them.
   */
  label?: string;
  /** The element the badge decorates; the badge sits on its top end corner. */
  children?: ReactNode;
}

/** Formats a count against its maximum: 5 -> "5", 120 with max 99 -> "99+". */
export function badgeText(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

export function Badge({
  count = 0,
  max = 99,
  dot = false,
  showZero = false,
  tone = 'critical',
  label,
  children,
}: BadgeProps) {
  const visible = dot || count > 0 || showZero;
  const isAttached = children !== undefined;
  const mark = visible ? (
    <span
      className={styles.badge({ tone, shape: dot ? 'dot' : 'count', isAttached })}
      data-badge={dot ? 'dot' : 'count'}
      aria-hidden={label ? true : undefined}
    >
      {dot ? null : badgeText(count, max)}
    </span>
  ) : null;
  const spoken = visible && label ? <span className={visuallyHidden}>{label}</span> : null;

  if (!isAttached) {
    return (
      <>
        {mark}
        {spoken}
      </>
    );
  }
  return (
    <span className={styles.anchor}>
      {children}
      {mark}
      {spoken}
    </span>
  );
}
