import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** A token group with its keys as strings (`space.4` is the value `'4'`), as sprinkles wants. */
const named = <T extends object>(tokens: T) =>
  tokens as { [K in keyof T as `${K & (string | number)}`]: T[K] };

const space = named(vars.space);
const { fontSize, fontWeight, lineHeight } = vars.typography;

/**
 * Layout and text properties whose values are theme tokens only, each settable per screen:
 * `mobile` (the default), `tablet` (48em and up) and `desktop` (64em and up), e.g.
 * `gap={{ mobile: '2', desktop: '4' }}`.
 */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.wide },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    justifyItems: ['stretch', 'start', 'center', 'end'],
    gap: space,
    paddingBlockStart: space,
    paddingBlockEnd: space,
    paddingInlineStart: space,
    paddingInlineEnd: space,
    marginBlockStart: space,
    marginBlockEnd: space,
    fontSize,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingBlock: ['paddingBlockStart', 'paddingBlockEnd'],
    paddingInline: ['paddingInlineStart', 'paddingInlineEnd'],
    marginBlock: ['marginBlockStart', 'marginBlockEnd'],
  },
});

/** Colours, radii and weights: the same on every screen. */
const fixed = defineProperties({
  properties: {
    color: vars.color.foreground,
    background: vars.color.background,
    borderRadius: vars.radius,
    fontWeight,
    lineHeight,
  },
});

export const sprinkles = createSprinkles(responsive, fixed);
export type Sprinkles = Parameters<typeof sprinkles>[0];
