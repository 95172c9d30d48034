import type { Context } from '../../context.ts';
import { cryptoRng, type Rng } from '../../games/rng.ts';
import { slotPaylines, spinSlot } from '../../games/slot.ts';
import { checkStake, newRound, type Player, retriedRound } from './play.ts';
import { completeInstantRound, findRound, insertOpenRound, type Round } from './rounds.ts';

/** Stakes the slot page offers (multiples of the 10 lines), minor units. */
export const slotStakes = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];

/**
 * One spin, idempotent by request id: the outcome is decided and stored with the open round
 * before any money moves, then stake and win are posted in one transfer and the round settled.
 * A retry (or the recovery pass) completes the stored round; it never spins again.
 */
export async function playSlot(
  ctx: Context,
  player: Player,
  input: { stake: bigint; requestId: string },
  rng: Rng = cryptoRng,
): Promise<Round> {
  checkStake(input.stake, BigInt(slotPaylines.length));
  const round = newRound(ctx, player, { requestId: input.requestId, stake: input.stake, detail: {} });
  const stored = await retriedRound(ctx, round);
  if (stored) return completeInstantRound(ctx, stored);
  const spin = spinSlot({ stake: input.stake, rng });
  const outcome = {
    stops: spin.stops,
    window: spin.window,
    lineWins: spin.lineWins.map((line) => ({ ...line, win: Number(line.win) })),
  };
  const fresh: Round = { ...round, win: spin.win, outcome };
  if (!(await insertOpenRound(ctx.db, fresh))) {
    // A concurrent retry stored the round first: finish that one.
    const other = (await findRound(ctx.db, round.roundId)) ?? fresh;
    return completeInstantRound(ctx, other);
  }
  return completeInstantRound(ctx, fresh);
}
