// Writes the game server's game list (packages/games/data/games.json) from the lobby catalogue:
// the provider's list of what it plays, which the platform's catalogue imports (docs/games.md).
// `npx tsx scripts/games-list.ts`; tests/games-list.test.ts fails while it is stale.
import { writeFileSync } from 'node:fs';
import { gameListOf } from './games-list-of.ts';

writeFileSync(
  new URL('../packages/games/data/games.json', import.meta.url),
  `${JSON.stringify(gameListOf(), null, 0).replaceAll('},{', '},\n{')}\n`,
);
