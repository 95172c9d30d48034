import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
  width: '100%',
  // Wide content (marquee, banners) must not widen the main column into the side bar.
  containerType: 'inline-size',
  minWidth: 0,
});

export const heading = style({ display: 'grid', gap: vars.space[4] });

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.xxl,
  lineHeight: vars.typography.lineHeight.tight,
});

export const description = style({ margin: 0, maxWidth: '60ch', color: vars.color.foreground.muted });
