import type { BookContext } from '../context.ts';
import type { EventResult } from '../feed/types.ts';
import { rollBack } from '../slip/place.ts';
import type { BetRecord, Payment } from '../store/types.ts';
import { gradeLeg } from './grade-leg.ts';
import { betReturn } from './payout.ts';

/*
 * Settlement, exactly once. Each bet is settled under its own lock, re-read inside it, and moved
 * through states that are written to the store BEFORE money moves: a payment is recorded with
 * its transaction id (`<bet>:win`) and amount, then the win is sent, then it is marked done.
 * A second settle call finds the bet settled and does nothing; a crash between the record and
 * the call leaves the payment not done, and the next run sends the SAME transaction again,
 * which the wallet answers with its first result. So settling twice, or concurrently, pays once.
 *
 * Resettlement: when a leg's result version changes (a corrected result), the return is worked
 * out again. The wallet API has no debit of a win, so a higher return is paid as a new win of
 * the difference (`<bet>:win:<n>`, referencing the bet), and a lower one is RECORDED as a
 * clawback the member owes (bet.clawback; the operator collects or writes it off, the report
 * shows it). A later correction that raises the return again first cancels the clawback owed.
 * Cash-out uses the same first transaction id as settlement, and only one of the two can run.
 */

/** How long after settling a bet is looked at again for corrected results. */
export const resettleWindowMs = 3 * 86_400_000;

export interface SettleReport {
  settled: number;
  resettled: number;
  cashouts: number;
  recovered: number;
  pending: number;
}

/** Settles every bet whose results are known, finishes interrupted payments, resettles corrections. */
export async function settleAll(ctx: BookContext, now = ctx.clock.now()): Promise<SettleReport> {
  const report: SettleReport = { settled: 0, resettled: 0, cashouts: 0, recovered: 0, pending: 0 };
  for (const { id, state, settledAt } of ctx.store.all()) {
    if (state === 'refused' || state === 'cashed-out') continue;
    // Corrections come within days; older settled bets are left alone.
    if (state === 'settled' && settledAt !== undefined && settledAt < now - resettleWindowMs) continue;
    const outcome = await settleBet(ctx, id, now);
    if (outcome !== 'none') report[outcome]++;
  }
  return report;
}

/** One bet, under its lock. */
export function settleBet(
  ctx: BookContext,
  id: string,
  now = ctx.clock.now(),
): Promise<'settled' | 'resettled' | 'cashouts' | 'recovered' | 'pending' | 'none'> {
  return ctx.lock(`bet:${id}`, async () => {
    const bet = ctx.store.get(id);
    if (!bet) return 'none';
    if (bet.state === 'placing') {
      // Left by a crash between writing the bet and learning what the debit did.
      return (await rollBack(ctx, bet)) ? 'recovered' : 'pending';
    }
    const unpaid = bet.payments.find((p) => !p.done);
    if (unpaid) {
      const paid = await pay(ctx, bet, unpaid);
      if (!paid) return 'pending';
      return unpaid.kind === 'cashout' ? 'cashouts' : 'recovered';
    }
    if (bet.state !== 'open' && bet.state !== 'settled') return 'none';
    const results = bet.legs.map((leg) => ctx.feed.result(leg.eventId, now));
    if (results.some((r) => r === undefined)) return 'none';
    const known = results as EventResult[];
    const resultKey = known.map((r) => `${r.eventId}:${r.version}`).join(',');
    if (bet.state === 'settled' && bet.resultKey === resultKey) return 'none';
    const grades = bet.legs.map((leg, i) => gradeLeg(leg, known[i] as EventResult));
    const value = betReturn(bet, grades);
    const first = bet.state === 'open';
    bet.grades = grades;
    bet.resultKey = resultKey;
    bet.settledReturn = value;
    bet.settledAt = now;
    let payment: Payment | undefined;
    if (first) {
      payment = { txId: `${bet.id}:win`, amount: value, kind: 'settle', at: now, done: false };
      bet.state = 'settling';
    } else {
      const diff = value - (bet.paid - bet.clawback);
      if (diff < 0) bet.clawback += -diff;
      else if (diff > 0) {
        const cancelled = Math.min(diff, bet.clawback);
        bet.clawback -= cancelled;
        if (diff > cancelled) {
          const n = bet.payments.length + 1;
          payment = {
            txId: `${bet.id}:win:${n}`,
            amount: diff - cancelled,
            kind: 'resettle',
            at: now,
            done: false,
          };
        }
      }
    }
    if (payment) bet.payments.push(payment);
    await ctx.store.put(bet);
    if (payment) await pay(ctx, bet, payment);
    return first ? 'settled' : 'resettled';
  });
}

/**
 * Sends one recorded payment and marks it done. A first settlement sends its win even at 0: it
 * closes the round in the wallet. Failures leave it not done for the next run.
 */
export async function pay(ctx: BookContext, bet: BetRecord, payment: Payment): Promise<boolean> {
  try {
    const answer = await ctx.money.win(bet, payment.txId, bet.id, payment.amount);
    if (!answer.ok) return false;
  } catch {
    return false;
  }
  payment.done = true;
  bet.paid += payment.amount;
  if (payment.kind === 'cashout') bet.state = 'cashed-out';
  else if (bet.state === 'settling') bet.state = 'settled';
  await ctx.store.put(bet);
  return true;
}
