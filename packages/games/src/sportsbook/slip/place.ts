import { createHash, randomBytes } from 'node:crypto';
import type { BookContext } from '../context.ts';
import { type Member, sleepOn } from '../ports.ts';
import type { BetLeg, BetRecord } from '../store/types.ts';
import { type LegQuote, type Problem, type Quote, quoteSlip } from './check.ts';
import type { Slip } from './types.ts';

export type PlaceResult =
  | { ok: true; bets: BetRecord[]; repeated?: boolean }
  | { ok: false; problems: Problem[]; quote?: Quote; bets: BetRecord[] };

const walletProblem: Record<string, string> = {
  funds: 'slip.funds',
  limit: 'slip.walletLimit',
  token: 'slip.session',
  user: 'slip.session',
  currency: 'slip.wallet',
  error: 'slip.wallet',
};

/** A bet id: from the member and the page's request id when there is one (a retry finds it). */
function betId(user: string, requestId: string | undefined, index: number): string {
  if (!requestId) return `sb-${randomBytes(12).toString('hex')}`;
  return `sb-${createHash('sha256').update(`${user}\n${requestId}\n${index}`).digest('hex').slice(0, 24)}`;
}

/**
 * Places a slip: checks it (markets open, odds under the slip's policy, limits), waits the live
 * delay when a leg is in play and checks it again, then for each bet writes it `placing`, takes
 * the stake through the money port (transaction id = bet id) and marks it `open`. A refused
 * debit marks it `refused`; a debit whose outcome is unknown (the call threw) is rolled back.
 * One member's placements run one at a time, so limits see every earlier bet.
 */
export function placeSlip(ctx: BookContext, member: Member, slip: Slip): Promise<PlaceResult> {
  return ctx.lock(`member:${member.user}`, async () => {
    if (slip.requestId) {
      const earlier = ctx.store.byUser(member.user).filter((bet) => bet.requestId === slip.requestId);
      if (earlier.length > 0) return { ok: true, bets: earlier, repeated: true };
    }
    let quote = quoteSlip(ctx, member, slip, ctx.clock.now());
    if (quote.problems.length > 0) return { ok: false, problems: quote.problems, quote, bets: [] };
    if (quote.legs.some((leg) => leg.inPlay)) {
      await sleepOn(ctx.clock, ctx.config.liveDelayMs);
      quote = quoteSlip(ctx, member, slip, ctx.clock.now());
      if (quote.problems.length > 0) return { ok: false, problems: quote.problems, quote, bets: [] };
    }
    const placed: BetRecord[] = [];
    for (const [index, plan] of quote.bets.entries()) {
      const bet: BetRecord = {
        id: betId(member.user, slip.requestId, index),
        user: member.user,
        currency: member.currency,
        mode: member.mode,
        kind: plan.kind,
        legs: plan.legs.map((i) => betLeg(quote.legs[i] as LegQuote)),
        lines: plan.lines,
        unitStake: plan.unitStake,
        stake: plan.stake,
        potentialPayout: plan.potentialPayout,
        placedAt: ctx.clock.now(),
        state: 'placing',
        payments: [],
        paid: 0,
        clawback: 0,
      };
      if (member.brand) bet.brand = member.brand;
      if (member.launch) bet.launch = member.launch;
      if (slip.requestId) bet.requestId = slip.requestId;
      if (plan.system) bet.system = plan.system;
      const problem = await takeStake(ctx, bet);
      if (problem) return { ok: false, problems: [problem], quote, bets: placed };
      placed.push(bet);
    }
    return { ok: true, bets: placed };
  });
}

function betLeg(leg: LegQuote): BetLeg {
  const event = leg.event;
  if (!event || leg.taken === undefined) throw new Error('a bet leg from a leg that failed its check');
  const eventName =
    event.kind === 'outright' ? event.leagueId : `${event.home?.name ?? ''} v ${event.away?.name ?? ''}`;
  const out: BetLeg = {
    eventId: leg.eventId,
    marketId: leg.marketId,
    selectionId: leg.selectionId,
    odds100: leg.taken,
    inPlay: leg.inPlay,
    sport: event.sport,
    leagueId: event.leagueId,
    eventName,
    startsAt: event.startsAt,
  };
  const team = event.teams?.find((t) => t.id === leg.selectionId);
  if (team) out.selectionName = team.name;
  return out;
}

/** Writes the bet, debits its stake, and records how that went. */
export function takeStake(ctx: BookContext, bet: BetRecord): Promise<Problem | undefined> {
  return ctx.lock(`bet:${bet.id}`, async () => {
    await ctx.store.put(bet);
    let answer: Awaited<ReturnType<typeof ctx.money.bet>>;
    try {
      answer = await ctx.money.bet(bet, bet.id, bet.stake, {
        round: bet.id,
        product: 'sportsbook',
        kind: bet.kind,
        currency: bet.currency,
        mode: bet.mode,
        events: bet.legs.map((leg) => leg.eventId),
      });
    } catch {
      await rollBack(ctx, bet);
      return { key: 'slip.wallet' };
    }
    if (answer.ok) {
      bet.state = 'open';
      await ctx.store.put(bet);
      return undefined;
    }
    bet.state = 'refused';
    bet.refusal = walletProblem[answer.refused] ?? 'slip.wallet';
    await ctx.store.put(bet);
    return { key: bet.refusal };
  });
}

/**
 * Undoes a debit whose outcome is unknown. The wallet remembers a rollback of a bet it never
 * saw and then refuses that bet, so this is safe whichever way the debit went. When the
 * rollback itself fails the bet stays `placing` and the settlement run tries again.
 */
export async function rollBack(ctx: BookContext, bet: BetRecord): Promise<boolean> {
  try {
    const answer = await ctx.money.rollback(bet, `${bet.id}:rollback`, bet.id);
    if (!answer.ok) return false;
  } catch {
    return false;
  }
  bet.state = 'refused';
  bet.refusal = 'slip.wallet';
  await ctx.store.put(bet);
  return true;
}
