import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { platform } from '../../common/api/platform.ts';
import { callQuery, queryClient } from '../../common/query/query.ts';
import { session } from '../../common/stores/session.ts';
import type { LobbyGame } from './catalogue.ts';
import { gameKey } from './catalogue.ts';

/** The member's favourite game keys (nodeId + vendor + gameType), loaded once per session. */
export const favourites = proxy<{ token: string | null; keys: string[] }>({ token: null, keys: [] });

async function loadFavourites(token: string) {
  favourites.token = token;
  try {
    const keys = await queryClient.fetchQuery({ ...callQuery('favoriteGames'), staleTime: 0 });
    if (favourites.token === token) favourites.keys = keys.map(gameKey);
  } catch {
    // Silent call: tiles simply show no favourites.
  }
}

/** Favourite keys of the member (empty for guests). */
export function useFavouriteKeys(): ReadonlySet<string> {
  const { token } = useSnapshot(session);
  const { keys } = useSnapshot(favourites);
  useEffect(() => {
    if (!token) {
      favourites.token = null;
      favourites.keys = [];
    } else if (favourites.token !== token) {
      loadFavourites(token);
    }
  }, [token]);
  return new Set(keys);
}

/**
 * Adds or removes a favourite; the star changes at once and turns back if the server refuses
 * (the refusal is thrown for the screen to show).
 */
export async function setFavourite(game: LobbyGame, on: boolean): Promise<void> {
  const key = gameKey(game);
  const before = [...favourites.keys];
  favourites.keys = on ? [...before.filter((k) => k !== key), key] : before.filter((k) => k !== key);
  const request = { nodeId: String(game.nodeId), vendor: game.vendor, gameType: game.gameType };
  try {
    const keys = await platform.call(on ? 'favoriteGameAdd' : 'favoriteGameRemove', request);
    favourites.keys = keys.map(gameKey);
  } catch (error) {
    favourites.keys = before;
    throw error;
  }
}
