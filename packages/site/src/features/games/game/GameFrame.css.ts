import { media, vars } from '@playsite/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The page and its bar take the full width and may shrink below their content (the title ellipsis). */
export const fill = style({ width: '100%', minWidth: 0 });

export const title = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.heading,
  fontSize: vars.typography.fontSize.lg,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** On a phone the title bar gives its room to the game (the floating back button replaces it). */
export const bar = style({
  '@media': {
    [media.narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** Not on phones: the game is on the whole screen there, with the floating back button. */
export const offPhones = style({ '@media': { [media.narrow]: { display: 'none' } } });

/**
 * The game's stage: on a phone the whole screen, above the site's header (like a native game);
 * on a desktop, in the page until the player asks for full screen.
 */
export const stage = style({
  position: 'relative',
  width: '100%',
  '@media': {
    [media.narrow]: {
      position: 'fixed',
      inset: 0,
      // Above the sticky header and the phone tab bar; dialogs render in a layer above this.
      zIndex: 50,
      background: vars.color.background.canvas,
    },
  },
  selectors: { '&:fullscreen': { background: vars.color.background.canvas } },
});

globalStyle(`${stage} > *`, {
  '@media': { [media.narrow]: { height: '100dvh', borderRadius: 0 } },
});
globalStyle(`${stage}:fullscreen > *`, { height: '100dvh', borderRadius: 0 });

/** The small way back over the game: shown on phones and in full screen only. */
export const floating = style({
  position: 'absolute',
  insetBlockStart: vars.space[2],
  insetInlineStart: vars.space[2],
  display: 'none',
  opacity: 0.85,
  '@media': { [media.narrow]: { display: 'block' } },
  selectors: { [`${stage}:fullscreen &`]: { display: 'block' } },
});
