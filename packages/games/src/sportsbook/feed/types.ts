import type { FinalScore } from '../markets/grade.ts';
import type { MarketSpec } from '../markets/spec.ts';

/**
 * The odds feed: everything the book needs from the world of sport. The reference feed
 * (`SimulatedFeed`) simulates it; a real feed (a data supplier's push or pull API) implements
 * the same interface. Prices are FAIR probabilities (a real feed's odds normalised by their
 * overround); the book applies each brand's margin itself.
 */

export const sportIds = [
  'football',
  'basketball',
  'tennis',
  'badminton',
  'volleyball',
  'cricket',
  'table-tennis',
  'moba',
  'shooter',
  'arena',
  'cards',
] as const;
export type SportId = (typeof sportIds)[number];

export interface Sport {
  id: SportId;
  /** Shown in the ESPORTS lane. */
  esport: boolean;
}

export interface Team {
  id: string;
  name: string;
}

export interface League {
  id: string;
  sport: SportId;
  name: string;
  teams: readonly Team[];
}

/**
 * An event is a match (home against away) or a league's outright (who wins the season: every
 * team a selection). Pre-match an event takes pre-match bets; at `startsAt` a match goes in play
 * (live markets, bet delay) and an outright closes.
 */
export interface SportEvent {
  id: string;
  kind: 'match' | 'outright';
  sport: SportId;
  leagueId: string;
  startsAt: number;
  /** Matches. */
  home?: Team;
  away?: Team;
  /** Outrights: the teams in the running, and the season's label (`S12`). */
  teams?: readonly Team[];
  season?: string;
}

export type EventStatus = 'prematch' | 'live' | 'ended' | 'cancelled';

/** A match as the page shows it: clock and score (no future in it). */
export interface LiveView {
  status: EventStatus;
  score?: readonly [number, number];
  /** Period scores, "6-4 3-2" style, language-neutral. */
  detail?: string;
  /** i18n key of the clock (`clock.minute`) and its values. */
  clock?: { key: string; values?: Record<string, string | number> };
  /** Who serves (racket sports) or bats (cricket). */
  server?: 'home' | 'away';
}

export interface FeedSelection {
  id: string;
  /** Fair probability; the selections of a market add up to 1. */
  probability: number;
}

export interface FeedMarket {
  id: string;
  spec: MarketSpec;
  /** Offered while the event is in play (bets wait the live delay). */
  inPlay: boolean;
  selections: readonly FeedSelection[];
}

/** Why an event's markets take no bets right now: a dangerous moment, a score just changed. */
export interface Suspension {
  /** i18n key: `suspended.danger`, `suspended.score`, `suspended.breakPoint` … */
  reason: string;
  until: number;
}

/** A settled event. `version` grows when the result is corrected. */
export interface EventResult {
  eventId: string;
  version: number;
  at: number;
  cancelled: boolean;
  /** Matches. */
  score?: FinalScore;
  /** Outrights: every team sharing first place (more than one: dead heat). */
  winners?: readonly string[];
}

export interface EventQuery {
  now: number;
  sport?: SportId;
  league?: string;
  /** `upcoming` = pre-match; omitted = pre-match and live. */
  status?: 'upcoming' | 'live' | 'ended';
  kind?: SportEvent['kind'];
  limit?: number;
}

export interface OddsFeed {
  sports(): readonly Sport[];
  leagues(sport?: SportId): readonly League[];
  events(query: EventQuery): SportEvent[];
  event(id: string): SportEvent | undefined;
  status(eventId: string, now: number): EventStatus;
  live(eventId: string, now: number): LiveView;
  /** The markets open now with fair prices (none once ended); `main` asks for the winner only. */
  markets(eventId: string, now: number, options?: { main?: boolean }): FeedMarket[];
  suspension(eventId: string, now: number): Suspension | undefined;
  /** The result as known at `now` (the latest correction), undefined until there is one. */
  result(eventId: string, now: number): EventResult | undefined;
}
