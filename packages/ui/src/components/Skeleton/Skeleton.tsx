import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** Number of text lines (shape `text`); the last one is shorter. */
  lines?: number;
  /** CSS width, e.g. `'100%'` or `vars.space.large`; each shape has a default. */
  width?: string;
  /** CSS height; `text` lines follow the font size, `rect` and `circle` have defaults. */
  height?: string;
}

/**
 * A placeholder in the shape of content that is loading. Hidden from assistive technology:
 * mark the loading region with `aria-busy` or show a Spinner with a name instead.
 * The shimmer stops when the user prefers reduced motion.
 */
export function Skeleton({ shape = 'text', lines = 1, width, height }: SkeletonProps) {
  const size = { width, height };
  if (shape !== 'text') {
    return <span aria-hidden="true" className={styles.block({ shape })} style={size} data-shape={shape} />;
  }
  const count = Math.max(1, Math.floor(lines));
  return (
    <span aria-hidden="true" className={styles.lines} style={{ width }} data-shape="text">
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={styles.block({ shape: 'text', short: count > 1 && index === count - 1 })}
          style={{ height }}
        />
      ))}
    </span>
  );
}
