import type { Context } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { instantKinds } from '../../games/catalogue.ts';
import { lotteryGame } from '../../games/lottery.ts';
import { cryptoRng, type Rng } from '../../games/rng.ts';
import { recoveryAction } from '../../games/settlement.ts';
import { runDueJobs } from '../../ops/jobs.ts';
import { isLeaderOf } from '../../ops/leader.ts';
import { dealDueRounds, handOf, settleBaccaratRound } from './baccarat-play.ts';
import type { GameIndex } from './catalogue.ts';
import { drawFor, settleLotteryRound, slotOfRound, storeDueDraws } from './lottery-play.ts';
import { completeInstantRound, postedTransfer, type Round, refundRound, selectRounds } from './rounds.ts';
import { purgeTickets } from './tickets.ts';

/** How long an open round may wait for its outcome past its due time before it is refunded. */
export const maxOpenMs = { baccarat: 3 * 60_000, lottery: 60 * 60_000, slot: 0, pvp: 0, fish: 0 } as const;
/** An open round whose stake transfer is missing is left alone this long (its request may be running). */
export const unpostedGraceMs = 30_000;

export type RecoveryResult = 'settled' | 'refunded' | 'dropped' | 'waiting' | 'failed';

/**
 * Brings one open round to its end: an instant round's (slot spin, PVP hand, fish shot) stored
 * outcome is posted; a baccarat or lottery round whose stake was taken is settled against its hand
 * or draw, or refunded once overdue; one whose stake never moved (a crash between insert and
 * transfer) is dropped.
 */
export async function recoverRound(
  ctx: Context,
  round: Round,
  rng: Rng = cryptoRng,
): Promise<RecoveryResult> {
  const now = ctx.clock.now();
  try {
    if (instantKinds.has(round.kind)) {
      return (await completeInstantRound(ctx, round)).status === 'settled' ? 'settled' : 'waiting';
    }
    if (!(await postedTransfer(ctx.db, round.merchant, `${round.roundId}:bet`))) {
      if (now - round.placedAt < unpostedGraceMs) return 'waiting';
      await ctx.db.query("DELETE FROM game_rounds WHERE round_id = $1 AND status = 'open'", [round.roundId]);
      return 'dropped';
    }
    if (round.kind === 'baccarat') {
      const hand = await handOf(ctx.db, round.scope);
      if (hand)
        return (await settleBaccaratRound(ctx, round, hand)).status === 'settled' ? 'settled' : 'waiting';
    } else {
      const game = lotteryGame(round.gameCode);
      const overdue = now - round.settlesAt > maxOpenMs.lottery;
      const draw = game && !overdue ? await drawFor(ctx, game, slotOfRound(round), rng) : undefined;
      if (draw)
        return (await settleLotteryRound(ctx, round, draw)).status === 'settled' ? 'settled' : 'waiting';
    }
    const action = recoveryAction(round, {
      outcomeKnown: false,
      now,
      maxOpenMs: round.settlesAt - round.placedAt + maxOpenMs[round.kind],
    });
    if (action !== 'refund') return 'waiting';
    await refundRound(ctx, round);
    return 'refunded';
  } catch (error) {
    // An instant round the wallet can no longer cover was dropped by the refusal; anything else waits.
    if (error instanceof ApiError && error.errorName === 'insufficientBalance') return 'dropped';
    throw error;
  }
}

/** Every open round that is due, oldest first (bounded per pass). */
export function dueRounds(ctx: Context, limit = 500): Promise<Round[]> {
  return selectRounds(ctx.db, "status = 'open' AND settles_at <= $1 ORDER BY settles_at, round_id LIMIT $2", [
    ctx.clock.now(),
    limit,
  ]);
}

/**
 * The games' clock work, run on start and every `intervalMs`: store due lottery draws, deal the
 * baccarat tables, settle or refund due rounds, purge lapsed tickets, then the periodic jobs other
 * domains registered (src/ops/jobs.ts). Only the leader's passes do anything (src/ops/leader.ts;
 * always this process on PGlite). Passes never overlap; `stop` clears the timer and waits for a
 * running pass, so nothing outlives the app.
 */
export class GameLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Rounds closed by passes so far, by result (for tests and logs). */
  readonly counts: Record<RecoveryResult, number> = {
    settled: 0,
    refunded: 0,
    dropped: 0,
    waiting: 0,
    failed: 0,
  };

  /** Told of a failed periodic job (the app logs it). */
  onJobFailure: (name: string, error: unknown) => void = () => undefined;

  constructor(
    private readonly ctx: Context,
    private readonly games: GameIndex,
    private readonly rng: Rng = cryptoRng,
  ) {}

  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      this.runOnce().catch(() => undefined);
    }, intervalMs);
    this.timer.unref();
  }

  /** One pass; a call during a running pass waits for it instead of starting another. */
  runOnce(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async pass(): Promise<void> {
    if (this.stopped || !isLeaderOf(this.ctx.db)) return;
    const { ctx } = this;
    await storeDueDraws(ctx, this.rng);
    for (const game of this.games.catalogue.games) {
      if (game.demo === 'baccarat') await dealDueRounds(ctx, game.gameCode, this.rng);
    }
    for (const round of await dueRounds(ctx)) {
      if (this.stopped) return;
      const result = await recoverRound(ctx, round, this.rng).catch((): RecoveryResult => 'failed');
      this.counts[result]++;
    }
    await purgeTickets(ctx);
    for (const { name, error } of await runDueJobs(ctx.db, ctx.clock.now())) this.onJobFailure(name, error);
  }
}

const loops = new WeakMap<Database, GameLoop>();

export function registerLoop(db: Database, loop: GameLoop): void {
  loops.set(db, loop);
}

/** The loop of the app serving this database (tests drive it with a manual clock). */
export function gameLoopOf(db: Database): GameLoop | undefined {
  return loops.get(db);
}
