import { style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { bareIconButton, centredRow, column, wrappingRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';
import * as field from '../TextField/TextField.css';

/** A fieldset without its native frame, laid out and lettered as the other fields. */
export const root = style([
  field.root,
  { minInlineSize: 0, margin: 0, padding: 0, border: 'none', gap: vars.space[2] },
]);

export const label = style([field.label, { padding: 0, marginBlockEnd: vars.space[2] }]);

export const dropZone = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.control.lg,
  padding: vars.space[4],
  border: `${vars.borderWidth.thick} dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.input,
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing}`,
  selectors: {
    '&[data-drop-target]': {
      borderColor: vars.color.border.focus,
      backgroundColor: vars.color.background.raised,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.border.danger },
    '&[data-disabled]': { borderStyle: 'solid', borderColor: vars.color.border.default },
  },
});

export const addRow = style({
  ...wrappingRow(vars.space[3], 'center'),
});

export const hint = style({ fontSize: vars.typography.fontSize.sm, color: vars.color.foreground.muted });

export const description = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.foreground.muted,
});

export const list = style({
  ...column(vars.space[2]),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  ...centredRow(vars.space[3]),
  padding: vars.space[2],
  border: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background.surface,
  selectors: { '&[data-invalid]': { borderColor: vars.color.border.danger } },
});

export const preview = style({
  flex: 'none',
  inlineSize: vars.size.control.lg,
  blockSize: vars.size.control.lg,
  borderRadius: vars.radius.sm,
  objectFit: 'cover',
  backgroundColor: vars.color.background.raised,
});

export const fileText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  gap: vars.space[1],
});

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.typography.fontSize.sm,
});

export const fileSize = style({ fontSize: vars.typography.fontSize.xs, color: vars.color.foreground.muted });

export const error = field.error;

export const remove = style([
  focusRing,
  {
    flex: 'none',
    ...bareIconButton(vars.radius.sm),
    backgroundColor: 'transparent',
    color: vars.color.foreground.muted,
    cursor: 'pointer',
    selectors: {
      '&[data-hovered]': {
        color: vars.color.foreground.default,
        backgroundColor: vars.color.background.raised,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);
