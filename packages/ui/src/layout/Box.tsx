import type { CSSProperties, ElementType, ReactNode } from 'react';
import { type Sprinkles, sprinkles } from './sprinkles.css';

export type { Sprinkles };

export interface BoxProps extends Sprinkles {
  /** The element to render; `div` by default. */
  as?: ElementType;
  children?: ReactNode;
  className?: string;
  /** Sizes that are not layout tokens (a width from the theme's `vars`, a grid template). */
  style?: CSSProperties;
  id?: string;
  'aria-label'?: string;
}

/** Splits a props object into sprinkles (theme-token layout) and everything else. */
function split<T extends object>(props: T): [Sprinkles, Omit<T, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (!sprinkles.properties.has(key as keyof Sprinkles)) rest[key] = value;
    else if (value !== undefined) atoms[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<T, keyof Sprinkles>];
}

/**
 * The layout primitive: any element, laid out with theme tokens only (space, colour, type), per
 * screen size (`mobile`, `tablet`, `desktop`). Stack, Inline and Text are Boxes with defaults.
 */
export function Box({ as: Element = 'div', className, ...props }: BoxProps) {
  const [atoms, rest] = split(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(' ');
  return <Element className={classes} {...rest} />;
}
