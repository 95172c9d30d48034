import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useState } from 'react';
import * as styles from './Marquee.css';

export interface MarqueeItem {
  id: string;
  text: string;
}

export interface MarqueeLabels {
  /** Accessible name of the ticker region. */
  region: string;
  pause: string;
}

export const defaultMarqueeLabels: MarqueeLabels = {
  region: 'Announcements',
  pause: 'Pause announcements',
};

export interface MarqueeProps {
  items: MarqueeItem[];
  /** Opens an announcement (e.g. the notice modal); without it the items are plain text. */
  onItemPress?: (item: MarqueeItem) => void;
  /** Seconds each announcement takes to scroll past. */
  secondsPerItem?: number;
  labels?: Partial<MarqueeLabels>;
}

/**
 * Announcement ticker. It scrolls while idle, stops on hover, on keyboard focus and with its
 * pause toggle, and stands still (wrapping instead) when the user prefers reduced motion.
 */
export function Marquee({ items, onItemPress, secondsPerItem = 12, labels }: MarqueeProps) {
  const text = { ...defaultMarqueeLabels, ...labels };
  const [paused, setPaused] = useState(false);
  if (items.length === 0) return null;
  const duration = `${Math.max(1, items.length) * secondsPerItem}s`;
  return (
    <section aria-label={text.region} className={styles.marquee} data-paused={paused || undefined}>
      <button
        type="button"
        className={styles.pause}
        aria-pressed={paused}
        onClick={() => setPaused(!paused)}
        aria-label={text.pause}
      >
        <span className={styles.pauseGlyph} aria-hidden="true" />
      </button>
      <div className={styles.viewport}>
        <div className={styles.track} style={assignInlineVars({ [styles.durationVar]: duration })}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                {onItemPress ? (
                  <button type="button" className={styles.itemButton} onClick={() => onItemPress(item)}>
                    {item.text}
                  </button>
                ) : (
                  item.text
                )}
              </li>
            ))}
          </ul>
          {/* A second, hidden copy makes the loop seamless. */}
          <ul className={styles.copy} aria-hidden="true">
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                {item.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
