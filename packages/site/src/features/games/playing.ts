import { proxy } from 'valtio';

/** The launched game that /game shows: its URL lives in client state, not in the address bar. */
export interface Playing {
  url: string;
  title: string;
  /** Where the back button returns. */
  returnTo: string;
}

const key = 'playing';

function stored(): Playing | null {
  try {
    const value = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key);
    return value ? (JSON.parse(value) as Playing) : null;
  } catch {
    return null;
  }
}

/** Kept for the tab's session too, so reloading /game reopens the same game. */
export const playing = proxy<{ current: Playing | null }>({ current: stored() });

export function startPlaying(game: Playing) {
  playing.current = game;
  try {
    sessionStorage.setItem(key, JSON.stringify(game));
  } catch {
    // Storage full or blocked: the game still opens, it just does not survive a reload.
  }
}
