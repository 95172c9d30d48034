export { Box, type BoxProps, type Sprinkles } from './Box';
export { Inline, type InlineProps } from './Inline';
export { Stack, type StackProps } from './Stack';
export { sprinkles } from './sprinkles.css';
export { Text, type TextProps, type TextTone, textTones } from './Text';
