import type { Context } from '../../context.ts';
import { newRound, type Player, retriedRound } from './play.ts';
import { completeInstantRound, findRound, insertOpenRound, type Round } from './rounds.ts';

/** What an instant game decides: the win (gross, stake included) and the outcome to store. */
export interface Decided {
  win: bigint;
  outcome: unknown;
}

/**
 * One instant round (slot spin, PVP hand, fish shot), idempotent by request id: the outcome is
 * decided and stored with the open round before any money moves, then stake and win are posted in
 * one transfer and the round settled. A retry (or the recovery pass) completes the stored round;
 * it never decides again. `decide` may refuse the bet (throw) before anything is stored.
 */
export async function playInstantRound(
  ctx: Context,
  player: Player,
  bet: { requestId: string; stake: bigint; scope?: string; detail: Record<string, unknown> },
  decide: () => Promise<Decided> | Decided,
): Promise<Round> {
  const round = newRound(ctx, player, bet);
  const stored = await retriedRound(ctx, round);
  if (stored) return completeInstantRound(ctx, stored);
  const fresh: Round = { ...round, ...(await decide()) };
  if (!(await insertOpenRound(ctx.db, fresh))) {
    // A concurrent retry stored the round first: finish that one.
    const other = (await findRound(ctx.db, round.roundId)) ?? fresh;
    return completeInstantRound(ctx, other);
  }
  return completeInstantRound(ctx, fresh);
}
