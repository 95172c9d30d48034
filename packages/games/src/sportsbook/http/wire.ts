import type { League, LiveView, OddsFeed, SportEvent } from '../feed/types.ts';
import type { OfferedMarket } from '../pricing/offer.ts';
import type { Quote } from '../slip/check.ts';
import type { BetRecord } from '../store/types.ts';

/** What the API answers: events with their clock, score and priced markets, bets, quotes. */

export interface WireMarket {
  id: string;
  spec: OfferedMarket['spec'];
  inPlay: boolean;
  suspended?: { reason: string; until: number };
  /** Odds × 100 per selection; absent when the selection is not offered. */
  selections: { id: string; odds100?: number; name?: string }[];
}

export interface WireEvent extends SportEvent {
  leagueName: string;
  live: LiveView;
  markets: WireMarket[];
}

export function wireMarket(market: OfferedMarket, event: SportEvent): WireMarket {
  const names = new Map((event.teams ?? []).map((team) => [team.id, team.name]));
  const out: WireMarket = {
    id: market.id,
    spec: market.spec,
    inPlay: market.inPlay,
    selections: market.selections.map((s) => {
      const name = names.get(s.id);
      const selection: WireMarket['selections'][number] = { id: s.id };
      if (s.odds100 !== undefined) selection.odds100 = s.odds100;
      if (name) selection.name = name;
      return selection;
    }),
  };
  if (market.suspended) out.suspended = market.suspended;
  return out;
}

export function wireEvent(
  feed: OddsFeed,
  event: SportEvent,
  now: number,
  markets: OfferedMarket[],
  leagues: ReadonlyMap<string, League>,
): WireEvent {
  return {
    ...event,
    leagueName: leagues.get(event.leagueId)?.name ?? event.leagueId,
    live: feed.live(event.id, now),
    markets: markets.map((m) => wireMarket(m, event)),
  };
}

/** A bet as its member sees it, with the cash-out offer of an open one. */
export function wireBet(bet: BetRecord, cashout?: number) {
  return {
    id: bet.id,
    kind: bet.kind,
    system: bet.system,
    legs: bet.legs,
    lines: bet.lines.length,
    unitStake: bet.unitStake,
    stake: bet.stake,
    potentialPayout: bet.potentialPayout,
    placedAt: bet.placedAt,
    state: bet.state,
    grades: bet.grades,
    settledReturn: bet.settledReturn,
    paid: bet.paid,
    clawback: bet.clawback,
    cashout: bet.cashout,
    currency: bet.currency,
    ...(cashout !== undefined ? { cashoutOffer: cashout } : {}),
  };
}

export function wireQuote(quote: Quote) {
  return {
    legs: quote.legs.map(({ event, spec, ...leg }) => ({
      ...leg,
      ...(event
        ? { eventName: event.home ? `${event.home.name} v ${event.away?.name}` : event.leagueId }
        : {}),
    })),
    bets: quote.bets.map(({ odds: _odds, ...bet }) => bet),
    totalStake: quote.totalStake,
    potentialPayout: quote.potentialPayout,
    minStake: quote.minStake,
    maxStake: quote.maxStake,
    systems: quote.systems,
    problems: quote.problems,
  };
}
