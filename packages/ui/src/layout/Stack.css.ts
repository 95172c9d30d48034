import { style } from '@vanilla-extract/css';

/**
 * One column as wide as the stack: a child wider than its content allows (a long word, a row of
 * fields) wraps or shrinks inside it instead of widening the column past the stack (an auto
 * column grows to its widest child's minimum, off a phone's screen). Sized by its content where
 * the stack itself is (a percentage of an unknown width counts as auto).
 */
export const stack = style({ gridTemplateColumns: '100%' });
