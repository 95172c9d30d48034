import type { Context } from '../../context.ts';
import { fail } from '../../errors.ts';
import { type PondFish, pondAt, pondTiming, shootFish, targetFish } from '../../games/fish.ts';
import { cryptoRng, type Rng } from '../../games/rng.ts';
import { playInstantRound } from './instant-play.ts';
import { checkStake, type Player } from './play.ts';
import type { Round } from './rounds.ts';

/** Stakes a shot may cost, minor units. */
export const fishStakes = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n];

/** Fish of the pond this player caught lately (they leave the player's pond). */
async function caughtFish(ctx: Context, player: Player): Promise<Set<string>> {
  const rows = await ctx.db.query<{ scope: string }>(
    `SELECT scope FROM game_rounds WHERE member_id = $1 AND node_id = $2 AND mode = $3 AND placed_at > $4
       AND outcome->>'caught' = 'true'`,
    [
      player.ticket.memberId,
      player.game.nodeId,
      player.ticket.mode,
      ctx.clock.now() - pondTiming.maxSwimMs - 2 * pondTiming.graceMs,
    ],
  );
  return new Set(rows.map((row) => row.scope));
}

/** The pond as this player sees it now: the shared fish, less those the player caught. */
export async function pondOf(ctx: Context, player: Player): Promise<PondFish[]> {
  const caught = await caughtFish(ctx, player);
  return pondAt(player.game.gameCode, ctx.clock.now()).filter((fish) => !caught.has(fish.fishId));
}

/**
 * One shot at a fish of the pond (see `playInstantRound`): refused, with nothing stored or paid,
 * when the fish has left the pond or this player caught it already.
 */
export async function shootAt(
  ctx: Context,
  player: Player,
  input: { stake: bigint; requestId: string; fishId: string },
  rng: Rng = cryptoRng,
): Promise<Round> {
  checkStake(input.stake);
  const bet = { requestId: input.requestId, stake: input.stake, scope: input.fishId, detail: {} };
  return playInstantRound(ctx, player, bet, async () => {
    const fish = targetFish(player.game.gameCode, input.fishId, ctx.clock.now());
    if (!fish || (await caughtFish(ctx, player)).has(fish.fishId)) return fail('gameFishGone');
    const shot = shootFish({ stake: input.stake, fish, rng });
    return {
      win: shot.win,
      outcome: {
        fishId: fish.fishId,
        species: fish.species,
        multiplier: fish.multiplier,
        caught: shot.caught,
      },
    };
  });
}
