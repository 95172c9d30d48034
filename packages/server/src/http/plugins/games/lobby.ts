import { endpoints } from '@playsite/api/contract';
import { sharedGames } from '../../../domain/games/catalogue.ts';
import { rankList } from '../../../domain/games/library.ts';
import { lobbyCatalogue } from '../../../domain/provider/catalogue.ts';
import { hotGames, vassGameTypes, vendorLanes } from '../../../games/lobby.ts';
import { gameCategories, gameSorts, known, searchGames } from '../../../games/search.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { serve } from '../../route.ts';

/** Vendors, sorting entries, game list with search and paging, hot games, winners (PVP rooms: rooms.ts). */
export const lobbyPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const games = sharedGames();
  const lanes = vendorLanes(games.catalogue);
  const sorting = vassGameTypes(games.catalogue);
  const options = { rsaKey };

  serve(app, ctx, options, endpoints.gameVendors, async () => lanes);
  serve(app, ctx, options, endpoints.vassGameType, async () => sorting);

  // Games a provider serves are not under maintenance (docs/provider-wallet.md).
  serve(app, ctx, options, endpoints.gameList, async (input) =>
    searchGames(await lobbyCatalogue(ctx, games.catalogue), {
      name: input.gameName || undefined,
      vendor: input.vassalage || undefined,
      gameType: input.gameType || undefined,
      classification: input.classification || undefined,
      category: known(gameCategories, input.category),
      sort: known(gameSorts, input.sort),
      language: input.language,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
    }),
  );

  serve(app, ctx, options, endpoints.hotGames, async (input) =>
    hotGames(await lobbyCatalogue(ctx, games.catalogue), {
      vassalage: input.vassalage || undefined,
      gameType: input.gameType || undefined,
    }),
  );

  serve(app, ctx, options, endpoints.rankList, async (input, call) =>
    rankList(ctx.db, games, call.merchant, {
      gameType: input.gameType || undefined,
      vassalage: input.vassalage || undefined,
      count: input.count,
    }),
  );
};
