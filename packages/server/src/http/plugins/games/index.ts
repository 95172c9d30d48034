import type { DomainPlugin } from '../../plugin.ts';
import { artPlugin } from './art.ts';
import { launchPlugin } from './launch.ts';
import { libraryPlugin } from './library.ts';
import { lobbyPlugin } from './lobby.ts';
import { loopPlugin } from './loop.ts';
import { lotteryPlugin } from './lottery.ts';
import { pagesPlugin } from './pages.ts';
import { playApiPlugin } from './play-api.ts';

/** The game domain's plugins (lobby, launch, demo games, bet records), in registration order. */
export const gamePlugins: DomainPlugin[] = [
  lobbyPlugin,
  artPlugin,
  libraryPlugin,
  lotteryPlugin,
  launchPlugin,
  playApiPlugin,
  pagesPlugin,
  loopPlugin,
];
