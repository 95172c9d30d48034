import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import type { Size } from '../../styles/vocabulary';
import * as styles from './EmptyState.css';

export const emptyStateHeadingLevels = [2, 3, 4] as const;
export type EmptyStateHeadingLevel = (typeof emptyStateHeadingLevels)[number];

export type EmptyStateSize = NonNullable<NonNullable<RecipeVariants<typeof styles.root>>['size']>;
export const emptyStateSizes = ['sm', 'md'] as const satisfies readonly (EmptyStateSize & Size)[];

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** A decorative icon, e.g. `<SearchIcon />`. */
  icon?: ReactNode;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
  headingLevel?: EmptyStateHeadingLevel;
  size?: EmptyStateSize;
}

/** What a list or page shows when it has nothing: icon, title, explanation and an action. */
export function EmptyState({ title, text, icon, action, headingLevel = 3, size = 'md' }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root({ size })} aria-label={title}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <div className={styles.text}>{text}</div> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
