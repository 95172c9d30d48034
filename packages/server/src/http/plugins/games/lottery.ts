import { endpoints } from '@playsite/api/contract';
import { sharedGames } from '../../../domain/games/catalogue.ts';
import { recentGames } from '../../../domain/games/library.ts';
import { latestDraws, toWireDraws } from '../../../domain/games/lottery-play.ts';
import { lotteryGame, lottoMenus, popularLotteries, toLottoGame } from '../../../games/lottery.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { serve } from '../../route.ts';

/** Lottery gateway calls (/lgw/): menus, popular lotteries, recent lotteries, opened numeros. */
export const lotteryPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const games = sharedGames();
  const options = { rsaKey };
  const allMenus = [...lottoMenus('VN'), ...lottoMenus('SEA')];
  const vnMenus = lottoMenus('VN');

  serve(app, ctx, options, endpoints.gameMenus, async () => allMenus);
  serve(app, ctx, options, endpoints.vnGameMenu, async () => vnMenus);

  serve(app, ctx, options, endpoints.vnGameMenuRecent, async (_input, call) => {
    const recent = await recentGames(ctx.db, games, call.session.memberId, 100);
    return recent.flatMap((game) => {
      const lottery = game.demo === 'lottery' ? lotteryGame(game.gameCode) : undefined;
      return lottery?.style === 'VN' ? [toLottoGame(lottery)] : [];
    });
  });

  serve(app, ctx, options, endpoints.popularLottery, async (input) => popularLotteries(input.count ?? 20));

  serve(app, ctx, options, endpoints.vnOpenedNumeros, async (input) =>
    toWireDraws(await latestDraws(ctx.db, { styles: ['VN'] }, input.count ?? 100)),
  );

  serve(app, ctx, options, endpoints.openedNumero, async (input) =>
    toWireDraws(
      await latestDraws(
        ctx.db,
        // Without a game: the lottery pages' results, not the e-lottery's minute-by-minute races.
        input.gameCode ? { gameCode: input.gameCode } : { styles: ['VN', 'SEA'] },
        input.count ?? 20,
      ),
    ),
  );
};
