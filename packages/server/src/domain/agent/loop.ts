import type { Context } from '../../context.ts';
import { isLeaderOf } from '../../ops/leader.ts';
import { type SettlementResult, settleDue } from './settlement.ts';

/** How often the settlement pass runs: the shortest period (real-time salary) is 5 minutes. */
export const settlementTickMs = 60_000;

/**
 * The agent settlement on the server's clock: a pass every `intervalMs` pays every contract for
 * each recently closed period not yet paid. Passes never overlap within one instance; across
 * instances the payout rows and ledger keys make a second payment impossible.
 */
export class SettlementLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<SettlementResult> | undefined;
  private stopped = false;

  constructor(
    private readonly ctx: Context,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer || this.stopped) return;
    this.timer = setInterval(() => {
      // Only the leader settles (src/ops/leader.ts); the payout rows keep a failover's double pass harmless.
      if (isLeaderOf(this.ctx.db)) this.runOnce().catch(this.onError);
    }, intervalMs);
    this.timer.unref();
  }

  runOnce(): Promise<SettlementResult> {
    this.running ??= settleDue(this.ctx).finally(() => {
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
}
