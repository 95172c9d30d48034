import { marginFor } from '../config.ts';
import type { BookContext } from '../context.ts';
import type { SportEvent } from '../feed/types.ts';
import type { MarketSpec } from '../markets/spec.ts';
import type { Member } from '../ports.ts';
import { type OfferedMarket, offerMarket } from '../pricing/offer.ts';
import { marketLiability, memberMarketStake } from '../risk/liability.ts';
import { potentialReturn } from '../settlement/payout.ts';
import { systemLines, systemsFor } from './combinations.ts';
import type { AcceptOdds, Slip, SlipLeg } from './types.ts';

/** Why a slip or a leg cannot be placed: an i18n key and the values for its text. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
  /** Index of the leg it is about. */
  leg?: number;
}

export interface LegQuote extends SlipLeg {
  /** The current odds × 100 (absent when the selection is not offered). */
  current?: number;
  /** The odds the bet would take (the current ones, when the slip's policy accepts them). */
  taken?: number;
  inPlay: boolean;
  event?: SportEvent;
  spec?: MarketSpec;
  problem?: Problem;
}

/** One bet a slip makes: a single, the accumulator, or the system. */
export interface BetPlan {
  kind: 'single' | 'multi' | 'system';
  system?: string;
  /** Indices of the slip's legs in the bet. */
  legs: number[];
  /** Lines over the bet's own legs (0 … legs − 1). */
  lines: number[][];
  /** Odds × 100 of the bet's own legs, as it would take them. */
  odds: number[];
  unitStake: number;
  stake: number;
  potentialPayout: number;
}

export interface Quote {
  legs: LegQuote[];
  bets: BetPlan[];
  totalStake: number;
  potentialPayout: number;
  minStake: number;
  /** Largest stake per bet (per line of a system) the slip's markets and the member allow. */
  maxStake: number;
  /** Systems the slip's legs can be played as. */
  systems: string[];
  problems: Problem[];
}

/** The markets of an event as offered to a member (margin of their brand, suspension marked). */
export function offeredMarkets(
  ctx: BookContext,
  eventId: string,
  now: number,
  brand: string | undefined,
  main = false,
): OfferedMarket[] {
  const margin = marginFor(ctx.config, brand);
  const suspension = ctx.feed.suspension(eventId, now);
  return ctx.feed
    .markets(eventId, now, { main })
    .map((market) => offerMarket(market, margin, suspension))
    .filter((market): market is OfferedMarket => market !== undefined);
}

const accepts = (policy: AcceptOdds, shown: number, current: number) =>
  policy === 'any' || current === shown || (policy === 'higher' && current > shown);

/** One leg against the feed now: the event and market open, the odds acceptable. */
export function checkLeg(
  ctx: BookContext,
  leg: SlipLeg,
  index: number,
  now: number,
  member?: Member,
  policy: AcceptOdds = 'none',
): LegQuote {
  const quote: LegQuote = { ...leg, inPlay: false };
  const problem = (key: string, values?: Problem['values']) => {
    quote.problem = values ? { key, values, leg: index } : { key, leg: index };
    return quote;
  };
  const event = ctx.feed.event(leg.eventId);
  if (!event) return problem('slip.unknown');
  quote.event = event;
  const status = ctx.feed.status(leg.eventId, now);
  if (status === 'ended' || status === 'cancelled') return problem('slip.closed');
  if (status === 'live' && leg.phase === 'prematch') return problem('slip.started');
  const market = offeredMarkets(ctx, leg.eventId, now, member?.brand).find((m) => m.id === leg.marketId);
  if (!market) return problem('slip.closed');
  quote.spec = market.spec;
  quote.inPlay = market.inPlay;
  const selection = market.selections.find((s) => s.id === leg.selectionId);
  if (!selection) return problem('slip.unknown');
  if (selection.odds100 === undefined) return problem('slip.closed');
  quote.current = selection.odds100;
  if (market.suspended) return problem('slip.suspended');
  if (!accepts(policy, leg.odds100, selection.odds100))
    return problem('slip.oddsChanged', { odds: (selection.odds100 / 100).toFixed(2) });
  quote.taken = selection.odds100;
  return quote;
}

/** Checks and prices a whole slip for a member (without one: prices only, no member limits). */
export function quoteSlip(ctx: BookContext, member: Member | undefined, slip: Slip, now: number): Quote {
  const { config } = ctx;
  const legs = slip.legs.map((leg, i) => checkLeg(ctx, leg, i, now, member, slip.acceptOdds));
  const problems: Problem[] = legs.flatMap((leg) => (leg.problem ? [leg.problem] : []));
  const quote: Quote = {
    legs,
    bets: [],
    totalStake: 0,
    potentialPayout: 0,
    minStake: config.minStake,
    maxStake: 0,
    systems: systemsFor(slip.legs.length),
    problems,
  };
  if (slip.legs.length === 0) problems.push({ key: 'slip.empty' });
  if (slip.legs.length > config.maxLegs)
    problems.push({ key: 'slip.tooManyLegs', values: { max: config.maxLegs } });
  const seen = new Set<string>();
  slip.legs.forEach((leg, i) => {
    const key = slip.kind === 'singles' ? `${leg.eventId}|${leg.marketId}|${leg.selectionId}` : leg.eventId;
    if (seen.has(key))
      problems.push({ key: slip.kind === 'singles' ? 'slip.duplicate' : 'slip.related', leg: i });
    seen.add(key);
  });
  const odds = legs.map((leg) => leg.taken ?? leg.current ?? leg.odds100);
  const all = slip.legs.map((_, i) => i);
  if (slip.kind === 'singles') {
    for (const i of all) quote.bets.push(plan('single', [i], [[0]], slip.stake, odds));
  } else if (slip.kind === 'multi') {
    if (slip.legs.length < 2) problems.push({ key: 'slip.multiNeedsTwo' });
    else quote.bets.push(plan('multi', all, [all], slip.stake, odds));
  } else {
    const lines = slip.system ? systemLines(slip.system, slip.legs.length) : undefined;
    if (!lines) problems.push({ key: 'slip.system', values: { system: slip.system ?? '' } });
    else if (lines.length > config.maxLines)
      problems.push({ key: 'slip.system', values: { system: slip.system ?? '' } });
    else quote.bets.push({ ...plan('system', all, lines, slip.stake, odds), system: slip.system as string });
  }
  quote.totalStake = quote.bets.reduce((sum, b) => sum + b.stake, 0);
  quote.potentialPayout = quote.bets.reduce((sum, b) => sum + b.potentialPayout, 0);
  quote.maxStake = maxStakeOf(ctx, member, legs);
  checkStakes(ctx, member, slip, quote);
  return quote;
}

function plan(
  kind: BetPlan['kind'],
  legs: number[],
  lines: number[][],
  unitStake: number,
  odds: number[],
): BetPlan {
  const own = legs.map((i) => odds[i] as number);
  const valid = Number.isSafeInteger(unitStake) && unitStake > 0;
  return {
    kind,
    legs,
    lines,
    odds: own,
    unitStake,
    stake: valid ? unitStake * lines.length : 0,
    potentialPayout: valid ? potentialReturn(unitStake, lines, own) : 0,
  };
}

function maxStakeOf(ctx: BookContext, member: Member | undefined, legs: LegQuote[]): number {
  const { config } = ctx;
  let max = member
    ? (config.memberLimits[member.user]?.maxStake ?? Number.MAX_SAFE_INTEGER)
    : Number.MAX_SAFE_INTEGER;
  for (const leg of legs) {
    if (!leg.spec) continue;
    const limits = config.maxStake[leg.spec.kind];
    max = Math.min(max, leg.inPlay ? limits.live : limits.prematch);
  }
  return max === Number.MAX_SAFE_INTEGER ? 0 : max;
}

function checkStakes(ctx: BookContext, member: Member | undefined, slip: Slip, quote: Quote): void {
  const { config } = ctx;
  const { problems } = quote;
  if (!Number.isSafeInteger(slip.stake) || slip.stake <= 0) {
    problems.push({ key: 'slip.stake.invalid' });
    return;
  }
  if (slip.stake < config.minStake)
    problems.push({ key: 'slip.stake.min', values: { min: config.minStake } });
  if (quote.maxStake > 0 && slip.stake > quote.maxStake)
    problems.push({ key: 'slip.stake.max', values: { max: quote.maxStake } });
  const maxPayout = (member && config.memberLimits[member.user]?.maxPayout) || config.maxPayout;
  for (const bet of quote.bets) {
    if (bet.potentialPayout > maxPayout) problems.push({ key: 'slip.maxPayout', values: { max: maxPayout } });
  }
  if (!member) return;
  const bets = ctx.store.all();
  for (const bet of quote.bets) {
    for (const [own, i] of bet.legs.entries()) {
      const leg = quote.legs[i] as LegQuote;
      const staked = memberMarketStake(bets, member.user, leg.eventId, leg.marketId);
      if (staked + bet.stake > config.memberMarketStake)
        problems.push({
          key: 'slip.memberMarket',
          values: { max: config.memberMarketStake, left: Math.max(0, config.memberMarketStake - staked) },
          leg: i,
        });
      const liability = marketLiability(bets, leg.eventId, leg.marketId);
      const adds = potentialReturn(
        bet.unitStake,
        bet.lines.filter((line) => line.includes(own)),
        bet.odds,
      );
      const payout = (liability.selections[leg.selectionId]?.payout ?? 0) + adds;
      if (payout > config.maxMarketLiability) problems.push({ key: 'slip.liability', leg: i });
    }
  }
}
