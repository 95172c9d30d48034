import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const hairline = vars.borderWidth.thin;

/**
 * Read by screen readers, not shown: for text that only makes sense without the visual context.
 * A hairline box (not zero) because some screen readers skip empty boxes.
 */
export const visuallyHidden = style({
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
});
