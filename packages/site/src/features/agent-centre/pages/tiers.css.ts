import { vars } from '@playsite/ui';
import { style } from '@vanilla-extract/css';

/** One tier of the offer form: a bordered group, its fields side by side as wide as they fit. */
export const tier = style({
  display: 'grid',
  gap: vars.space[3],
  justifyItems: 'start',
  margin: 0,
  padding: vars.space[3],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space[1]}`, fontWeight: vars.typography.fontWeight.bold });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space[3],
  width: '100%',
});
