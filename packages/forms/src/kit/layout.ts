import { vars } from '@playsite/ui';
import type { CSSProperties } from 'react';

/** Layout of the forms, from theme tokens only (forms has no stylesheet of its own). */
export const formStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  width: '100%',
};
export const rowStyle: CSSProperties = { display: 'flex', alignItems: 'flex-start', gap: vars.space[3] };
export const growStyle: CSSProperties = { flex: '1 1 auto', minWidth: 0 };
export const actionsStyle: CSSProperties = {
  display: 'flex',
  gap: vars.space[3],
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
};
export const alertStyle: CSSProperties = {
  color: vars.color.foreground.danger,
  fontSize: vars.typography.fontSize.sm,
};
export const controlOffset: CSSProperties = {
  marginTop: `calc(${vars.typography.fontSize.sm} * 1.5 + ${vars.space[1]})`,
};
