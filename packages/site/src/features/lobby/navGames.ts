// The hot games of the navigation's drop-downs and their launch. Its own chunk: the header's
// first paint needs none of it, so it loads with the games, after the page has painted.

import type { NavGame } from '@playsite/ui';
import { type LaunchContext, launchGame } from '../games/index.ts';
import { gameKey, type LobbyGame } from './catalogue.ts';
import { targetOf, tileOf } from './tiles.ts';
import type { LobbyVendor } from './vendors.ts';

export { hotGames } from './hotGames.ts';
export { tileLabels } from './tiles.ts';

export function navGamesOf(
  hot: readonly LobbyGame[],
  category: string,
  vendors: ReadonlyMap<string, LobbyVendor>,
): NavGame[] {
  return hot
    .filter((game) => game.gameType === category)
    .map((game) => {
      const { favourite: _favourite, ...tile } = tileOf(game, vendors, false);
      return { ...tile, hot: true };
    });
}

export function playHotGame(
  hot: readonly LobbyGame[],
  game: NavGame,
  freePlay: boolean,
  vendors: ReadonlyMap<string, LobbyVendor>,
  context: LaunchContext,
) {
  const found = hot.find((candidate) => gameKey(candidate) === game.id);
  if (found) launchGame(targetOf(found, vendors.get(found.vendor), freePlay), context);
}
