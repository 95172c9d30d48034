import { startRead } from '../../common/api/reads.ts';
import { i18n } from '../../common/i18n/index.ts';
import { warmImage } from '../../common/page/warmImage.ts';
import { gamePage, gamePagesKey, lobbyOrder } from './catalogue.ts';
import { tileImage } from './tiles.ts';

/** The tiles of the widest first row. */
const firstTilesWarmed = 6;

/** The lane of each lobby page with one lane (its URL word); /seamless chooses its lane by ?type=. */
const laneOf: Readonly<Record<string, string>> = {
  rng: 'RNG',
  live: 'LIVE',
  fish: 'FISH',
  pvp: 'PVP',
  elott: 'ELOTT',
};

/**
 * A lobby page's first reads (its texts and the first page of its games), started while the
 * page's code still loads (a route's `read`, lazy.ts): the lobby at URL word `word`, at an address
 * whose ?page= names the vendor (and ?category=, ?sort= its category and order). The lobby's infinite query finds the page in the query cache.
 */
export function readFirstGames(word: string, search: URLSearchParams): void {
  const gameType = laneOf[word];
  if (!gameType) return;
  void i18n.loadNamespaces('games');
  const filter = { gameType, vendor: search.get('page') || undefined, ...lobbyOrder(search) };
  startRead(gamePagesKey(filter), () => gamePage(filter, 1), true).then(
    // The first tiles' artwork is the lobby's largest paint: fetched with the data, not after the render.
    ({ games }) => {
      for (const game of games.slice(0, firstTilesWarmed)) warmImage(tileImage(game));
    },
    () => undefined, // the lobby asks again and shows the error
  );
}
