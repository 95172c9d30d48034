import type { Tone } from '../styles/vocabulary';
import { Box, type BoxProps, type Sprinkles } from './Box';

/** Tones of text, and the foreground token each one uses. */
const toneColours = {
  neutral: 'default',
  brand: 'link',
  positive: 'success',
  critical: 'danger',
  caution: 'warning',
} as const satisfies Partial<Record<Tone, Sprinkles['color']>>;
export type TextTone = keyof typeof toneColours;
export const textTones = Object.keys(toneColours) as TextTone[];

export interface TextProps extends Omit<BoxProps, 'color' | 'fontSize' | 'fontWeight'> {
  /** A step of the theme's type scale (xs to xxl). */
  size?: Sprinkles['fontSize'];
  weight?: Sprinkles['fontWeight'];
  /** What the text means; it takes the surrounding colour when left out. */
  tone?: TextTone;
  /** Secondary text (the muted foreground), e.g. a date under a title. */
  isMuted?: boolean;
}

/** Text in the theme's type scale and foreground colours; a `span` unless `as` says otherwise. */
export function Text({ as = 'span', size, weight, tone, isMuted = false, ...props }: TextProps) {
  const color = isMuted ? 'muted' : tone ? toneColours[tone] : undefined;
  return <Box as={as} fontSize={size} fontWeight={weight} color={color} {...props} />;
}
