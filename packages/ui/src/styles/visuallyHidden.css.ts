import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from './fragments';

/** Read by screen readers, not shown: for text that only makes sense without the visual context. */
export const visuallyHidden = style(visuallyHiddenRules);
