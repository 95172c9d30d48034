import { vars } from '../theme/contract.css';

/**
 * Style fragments many components start from, spread into their `style({ … })`, so a column, a
 * centred row or the body text are written once.
 */

/** Body font in the default text colour: the root of most components. */
export const bodyText = {
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.foreground.default,
} as const;

/** Children one under another with a gap. */
export const column = (gap: string) => ({ display: 'flex', flexDirection: 'column', gap }) as const;

/** Children side by side, centred on one line, with a gap. */
export const centredRow = (gap: string, display: 'flex' | 'inline-flex' = 'flex') =>
  ({ display, alignItems: 'center', gap }) as const;

/** Children side by side, centred across, wrapping onto more lines when they do not fit. */
export const wrappingRow = (gap: string, justifyContent?: 'center' | 'space-between' | 'flex-end') =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    ...(justifyContent && { justifyContent }),
    gap,
  }) as const;

/** A borderless square button of the small control size with its icon centred. */
export const bareIconButton = (radius: string) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.size.control.sm,
    blockSize: vars.size.control.sm,
    padding: 0,
    border: 'none',
    borderRadius: radius,
  }) as const;

const hairline = vars.borderWidth.thin;

/**
 * Read by screen readers, not shown (also inside a media query: a caption hidden on phones).
 * A hairline box (not zero) because some screen readers skip empty boxes.
 */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: hairline,
  height: hairline,
  margin: `calc(${hairline} * -1)`,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
