import { endpoints } from '@playsite/api/contract';
import { sharedGames } from '../../../domain/games/catalogue.ts';
import {
  addFavourite,
  betRecords,
  favouriteGames,
  favouriteKeys,
  recentGames,
  removeFavourite,
} from '../../../domain/games/library.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { serve } from '../../route.ts';

/** The member's favourites, recently played games and bet records. */
export const libraryPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const games = sharedGames();
  const options = { rsaKey };

  serve(app, ctx, options, endpoints.favoriteGames, async (_input, call) =>
    favouriteKeys(ctx.db, call.session.memberId),
  );
  serve(app, ctx, options, endpoints.favoriteGamesList, async (_input, call) =>
    favouriteGames(ctx.db, games, call.session.memberId),
  );
  serve(app, ctx, options, endpoints.favoriteGameAdd, async (input, call) =>
    addFavourite(ctx, games, call.session.memberId, input),
  );
  serve(app, ctx, options, endpoints.favoriteGameRemove, async (input, call) =>
    removeFavourite(ctx, call.session.memberId, input.nodeId),
  );
  serve(app, ctx, options, endpoints.recentGames, async (_input, call) =>
    recentGames(ctx.db, games, call.session.memberId),
  );
  serve(app, ctx, options, endpoints.betRecords, async (input, call) =>
    betRecords(ctx.db, games, call.session.memberId, input),
  );
};
