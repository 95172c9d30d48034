import { sharedGames } from '../../../domain/games/catalogue.ts';
import { GameLoop, registerLoop } from '../../../domain/games/loop.ts';
import type { DomainPlugin } from '../../plugin.ts';

/**
 * Runs the games' clock work (draws, deals, settlement, recovery): one pass when the app is ready,
 * then every `config.gamesTickMs` (GAMES_TICK_MS); stopped, and its running pass awaited, when the app closes.
 */
export const loopPlugin: DomainPlugin = async (app, { ctx }) => {
  const loop = new GameLoop(ctx, sharedGames());
  registerLoop(ctx.db, loop);
  app.addHook('onReady', async () => {
    await loop
      .runOnce()
      .catch((error: unknown) => app.log.error({ err: error }, 'games recovery pass failed'));
    loop.start(ctx.config.gamesTickMs);
  });
  app.addHook('onClose', async () => {
    await loop.stop();
  });
};
