import type { BookContext } from '../context.ts';
import { gradeFactors } from '../markets/grade.ts';
import type { Member } from '../ports.ts';
import { gradeLeg } from '../settlement/grade-leg.ts';
import { pay } from '../settlement/settle.ts';
import type { BetRecord } from '../store/types.ts';
import { offeredMarkets } from './check.ts';

/*
 * Cash-out: the book buys an open bet back at its fair value less the cash-out margin. A leg
 * already decided counts by its grade's factor (a win its odds, a void 1, a loss 0 …); a leg
 * still to play counts q × odds, q the fair probability of its selection in the market as the
 * feed prices it now (for lines that can push this treats the push chance as spread over the
 * two sides). A line is worth unitStake × the product of its legs' factors; the offer is
 * floor(Σ lines × (1 − cashoutMargin)). For a single that is potential payout × q × (1 − margin).
 * No offer while a leg's market is suspended or no longer offered (its line moved), nor once
 * the bet has nothing left to win.
 */

export type CashoutOffer = { ok: true; amount: number } | { ok: false; reason: string };

export function cashoutOffer(ctx: BookContext, bet: BetRecord, now = ctx.clock.now()): CashoutOffer {
  if (bet.state !== 'open') return { ok: false, reason: 'cashout.closed' };
  const factors: number[] = [];
  let open = 0;
  for (const leg of bet.legs) {
    const result = ctx.feed.result(leg.eventId, now);
    if (result) {
      const { a, b } = gradeFactors(gradeLeg(leg, result));
      factors.push((Number(a.num) / Number(a.den)) * (leg.odds100 / 100) + Number(b.num) / Number(b.den));
      continue;
    }
    const market = offeredMarkets(ctx, leg.eventId, now, bet.brand).find((m) => m.id === leg.marketId);
    if (!market) return { ok: false, reason: 'cashout.unavailable' };
    if (market.suspended) return { ok: false, reason: 'cashout.suspended' };
    const q = market.selections.find((s) => s.id === leg.selectionId)?.probability ?? 0;
    factors.push(q * (leg.odds100 / 100));
    open++;
  }
  if (open === 0) return { ok: false, reason: 'cashout.closed' };
  let fair = 0;
  for (const line of bet.lines)
    fair += bet.unitStake * line.reduce((product, i) => product * (factors[i] as number), 1);
  const amount = Math.floor(fair * (1 - ctx.config.cashoutMargin));
  return amount > 0 ? { ok: true, amount } : { ok: false, reason: 'cashout.unavailable' };
}

export type CashoutResult =
  | { ok: true; bet: BetRecord; amount: number }
  | { ok: false; reason: string; amount?: number };

/**
 * Cashes a bet out, exactly once: under the bet's lock, re-read, still open, the offer not below
 * what the member accepted (`expected`). The payment is recorded before the win is sent, with the
 * bet's first win transaction id, so a crash cannot pay it twice and settlement cannot pay it too.
 */
export function cashOut(
  ctx: BookContext,
  member: Member,
  betId: string,
  expected?: number,
): Promise<CashoutResult> {
  return ctx.lock(`bet:${betId}`, async () => {
    const bet = ctx.store.get(betId);
    if (!bet || bet.user !== member.user) return { ok: false, reason: 'cashout.unknown' };
    const now = ctx.clock.now();
    const offer = cashoutOffer(ctx, bet, now);
    if (!offer.ok) return { ok: false, reason: offer.reason };
    if (expected !== undefined && offer.amount < expected)
      return { ok: false, reason: 'cashout.changed', amount: offer.amount };
    const payment = {
      txId: `${bet.id}:win`,
      amount: offer.amount,
      kind: 'cashout' as const,
      at: now,
      done: false,
    };
    bet.state = 'cashing-out';
    bet.cashout = { amount: offer.amount, at: now };
    bet.payments.push(payment);
    await ctx.store.put(bet);
    await pay(ctx, bet, payment);
    return { ok: true, bet, amount: offer.amount };
  });
}
