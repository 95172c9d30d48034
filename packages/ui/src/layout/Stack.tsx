import { Box, type BoxProps, type Sprinkles } from './Box';
import * as styles from './Stack.css';

export interface StackProps extends Omit<BoxProps, 'display' | 'justifyItems'> {
  /** Space between the children, a theme space token. */
  gap?: Sprinkles['gap'];
  /** Where the children sit across the stack; they stretch to its width by default. */
  align?: Sprinkles['justifyItems'];
}

/** Children one under another with an even gap (a one-column grid). */
export function Stack({ gap, align, className, ...props }: StackProps) {
  const classes = className ? `${styles.stack} ${className}` : styles.stack;
  return <Box display="grid" gap={gap} justifyItems={align} className={classes} {...props} />;
}
