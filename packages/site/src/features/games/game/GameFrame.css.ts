import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  width: '100%',
  minWidth: 0,
});

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
