import { style } from '@vanilla-extract/css';

/** The avatar gallery (an Inline `ul`): no bullets or indentation, which the primitives cannot say. */
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none' });
