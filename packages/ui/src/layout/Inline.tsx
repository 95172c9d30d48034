import { Box, type BoxProps, type Sprinkles } from './Box';

export interface InlineProps
  extends Omit<BoxProps, 'display' | 'flexWrap' | 'alignItems' | 'justifyContent'> {
  /** Space between the children, a theme space token. */
  gap?: Sprinkles['gap'];
  /** Children move to a new line when the row is full (default); `false` keeps one line. */
  wrap?: boolean;
  /** Vertical alignment of the children. */
  align?: Sprinkles['alignItems'];
  justify?: Sprinkles['justifyContent'];
}

/** Children side by side with an even gap, wrapping onto new lines when the row is full. */
export function Inline({ gap, wrap = true, align, justify, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...props}
    />
  );
}
