import { createContainer, style } from '@vanilla-extract/css';
import { focusRing } from '../../styles/focusRing.css';
import { wrappingRow } from '../../styles/fragments';
import { vars } from '../../theme/contract.css';
import { containerQuery } from '../../theme/media';

const { background: bg, foreground: fg, border } = vars.color;

/** The form's own box: its layout follows the room the header gives it, not the screen. */
const slot = createContainer();
const whenNarrow = `${slot} ${containerQuery.narrow}`;

export const root = style({
  containerName: slot,
  containerType: 'inline-size',
  flex: '1 1 auto',
  inlineSize: '100%',
  minInlineSize: 0,
});

export const form = style({
  ...wrappingRow(vars.space[2], 'flex-end'),
  margin: 0,
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.sm,
});

/** Fields and the submit button: on a narrow slot they give way to the button that opens the modal. */
export const fields = style({
  display: 'contents',
  '@container': { [whenNarrow]: { display: 'none' } },
});

export const input = style([
  focusRing,
  {
    inlineSize: `calc(${vars.space[12]} * 3)`,
    minInlineSize: 0,
    minBlockSize: vars.size.control.sm,
    paddingInline: vars.space[2],
    border: `${vars.borderWidth.thin} solid ${border.strong}`,
    borderRadius: vars.radius.control,
    backgroundColor: bg.input,
    color: fg.default,
    fontSize: vars.typography.fontSize.sm,
    caretColor: border.focus,
    selectors: {
      '&::placeholder': { color: fg.muted, opacity: 1 },
      '&[aria-invalid="true"]': { borderColor: border.danger },
    },
  },
]);

/**
 * A button that reads as a link ("Forgot password?"): the header's own text colour, underlined,
 * with the design system's focus ring (not the browser's thin outline).
 */
export const link = style([
  focusRing,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    fontFamily: 'inherit',
    fontSize: vars.typography.fontSize.sm,
    textDecoration: 'underline',
    textUnderlineOffset: vars.space[1],
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: { '&:hover': { textDecorationThickness: vars.borderWidth.thick } },
  },
]);

/** The error line under the form, on the danger colours every brand keeps legible. */
export const error = style({
  flexBasis: '100%',
  margin: 0,
  textAlign: 'end',
  selectors: { '&:empty': { display: 'none' } },
});

export const errorText = style({
  display: 'inline-block',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  backgroundColor: bg.danger,
  color: fg.onDanger,
});

/** Around what shows only on a narrow slot (the Log in that opens the full login). */
export const narrowOnly = style({
  display: 'none',
  '@container': { [whenNarrow]: { display: 'contents' } },
});

/** Hidden on a narrow slot. */
export const wideOnly = style({
  '@container': { [whenNarrow]: { display: 'none' } },
});
