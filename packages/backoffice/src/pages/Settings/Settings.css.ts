import { focusRing, vars } from '@playsite/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The site status choices, one a line. */
export const statusGroup = style({ display: 'grid', gap: vars.space[2], minInlineSize: 0 });

export const groupLabel = style({
  marginBlockEnd: vars.space[1],
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.medium,
  color: vars.color.foreground.default,
});

/** One choice: the whole line is the radio's label, at least a touch target high. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.size.target,
  color: vars.color.foreground.default,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.foreground.disabled, cursor: 'not-allowed' },
  },
});

export const radio = style([
  focusRing,
  {
    flexShrink: 0,
    margin: 0,
    inlineSize: vars.space[5],
    blockSize: vars.space[5],
    accentColor: vars.color.background.brand,
    cursor: 'inherit',
  },
]);

/** The status button and what it did, beside each other while there is room. */
export const statusActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  alignItems: 'center',
});

export const filterField = style({ maxInlineSize: '28rem', minInlineSize: 0 });

/** The flags, each module's own flags indented under it with a rule that ties them together. */
export const flagList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[1],
});

export const childList = style([
  flagList,
  {
    marginInlineStart: `calc(${vars.space[5]} / 2)`,
    paddingInlineStart: vars.space[5],
    borderInlineStart: `${vars.borderWidth.thin} solid ${vars.color.border.default}`,
  },
]);

export const flagRow = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.target,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

/** What a switch did stays in view while the operator scrolls down a long list of flags. */
export const flagMessage = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  background: vars.color.background.surface,
});

globalStyle(`${flagMessage} > p`, { margin: 0 });
globalStyle(`${flagMessage} > p:not(:empty)`, { paddingBlock: vars.space[1] });
