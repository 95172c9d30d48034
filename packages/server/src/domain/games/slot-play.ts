import type { Context } from '../../context.ts';
import { cryptoRng, type Rng } from '../../games/rng.ts';
import { slotPaylines, spinSlot } from '../../games/slot.ts';
import { playInstantRound } from './instant-play.ts';
import { checkStake, type Player } from './play.ts';
import type { Round } from './rounds.ts';

/** Stakes the slot page offers (multiples of the 10 lines), minor units. */
export const slotStakes = [100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];

/** One spin, idempotent by request id (see `playInstantRound`). */
export async function playSlot(
  ctx: Context,
  player: Player,
  input: { stake: bigint; requestId: string },
  rng: Rng = cryptoRng,
): Promise<Round> {
  checkStake(input.stake, BigInt(slotPaylines.length));
  return playInstantRound(ctx, player, { requestId: input.requestId, stake: input.stake, detail: {} }, () => {
    const spin = spinSlot({ stake: input.stake, rng });
    const outcome = {
      stops: spin.stops,
      window: spin.window,
      lineWins: spin.lineWins.map((line) => ({ ...line, win: Number(line.win) })),
    };
    return { win: spin.win, outcome };
  });
}
