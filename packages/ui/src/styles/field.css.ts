import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { bodyText, column } from './fragments';

/** A form field: its label, control, help and error one under another (TextField, Select). */
export const fieldRoot = style({
  ...column(vars.space[1]),
  ...bodyText,
});

/** The visible label above a field's control. */
export const fieldLabel = style({
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
});
