import { endpoints } from '@playsite/api/contract';
import { sharedGames } from '../../domain/games/catalogue.ts';
import { pondOf, shootAt } from '../../domain/games/fish-play.ts';
import { playerOf } from '../../domain/games/play.ts';
import { playPvpRound, roomList, seatedPlayerOf, seatedRoom } from '../../domain/games/pvp-play.ts';
import { pondTiming } from '../../games/fish.ts';
import type { DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';
import { balanceOf, betAnswer, roundsOf, servePlay } from './games/play-api.ts';

/** PVP card rooms (room list with seats, the seated room's page calls) and the fish game's calls. */
export const roomsPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const games = sharedGames();

  serve(app, ctx, { rsaKey }, endpoints.roomList, async (input, call) =>
    // Without a vendor (real clients' room list): every PVP vendor's rooms.
    input.vassalage
      ? roomList(ctx, games, call.merchant, input.vassalage)
      : (
          await Promise.all(
            Object.keys(games.catalogue.rooms).map((vassalage) =>
              roomList(ctx, games, call.merchant, vassalage),
            ),
          )
        ).flat(),
  );

  servePlay(app, ctx, endpoints.playPvpState, async ({ ticket }) => {
    const seated = await seatedPlayerOf(ctx, games, ticket);
    return {
      now: ctx.clock.now(),
      room: await seatedRoom(ctx, seated),
      balance: await balanceOf(ctx, seated.player),
      rounds: await roundsOf(ctx, seated.player),
    };
  });

  servePlay(app, ctx, endpoints.playPvpDeal, async (input) => {
    const seated = await seatedPlayerOf(ctx, games, input.ticket);
    const round = await playPvpRound(ctx, seated, { stake: BigInt(input.stake), requestId: input.requestId });
    return betAnswer(ctx, seated.player, round);
  });

  servePlay(app, ctx, endpoints.playFishState, async ({ ticket }) => {
    const player = await playerOf(ctx, games, ticket, 'fish');
    return {
      now: ctx.clock.now(),
      lanes: pondTiming.lanes,
      fish: await pondOf(ctx, player),
      balance: await balanceOf(ctx, player),
      rounds: await roundsOf(ctx, player),
    };
  });

  servePlay(app, ctx, endpoints.playFishShoot, async (input) => {
    const player = await playerOf(ctx, games, input.ticket, 'fish');
    const round = await shootAt(ctx, player, { ...input, stake: BigInt(input.stake) });
    return betAnswer(ctx, player, round);
  });
};
