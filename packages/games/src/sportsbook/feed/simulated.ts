import { hmacRng } from '../../engine/rng.ts';
import { marketId } from '../markets/spec.ts';
import { models } from '../models/index.ts';
import { type MatchModel, stateAt, type Timeline, uniformStream } from '../models/types.ts';
import { BoundedMap } from './cache.ts';
import { type LeagueDef, leagueDefs } from './names.ts';
import { leaders, matchPoints, type OpenMatch, outrightShares } from './outrights.ts';
import {
  type Fixture,
  fixture,
  fixturesBetween,
  matchesPerRound,
  outrightId,
  rating,
  roundStart,
  roundsPerSeason,
  seasonAt,
} from './schedule.ts';
import {
  type EventQuery,
  type EventResult,
  type EventStatus,
  type FeedMarket,
  type League,
  type LiveView,
  type OddsFeed,
  type Sport,
  type SportEvent,
  type SportId,
  type Suspension,
  sportIds,
  type Team,
} from './types.ts';

export interface SimulatedFeedOptions {
  /**
   * The simulation's key. Matches are drawn with hmacRng(secret, `match:<id>`): every process
   * with the same secret sees the same matches, and nobody without it can see a result coming.
   */
  secret: string | Uint8Array;
  /** How far ahead fixtures are listed (2 days). */
  horizonMs?: number;
  /** Matches called off, per thousand (15). */
  cancelPerMille?: number;
}

const esports: ReadonlySet<SportId> = new Set(['moba', 'shooter', 'arena', 'cards']);
/** No match lasts longer than this from its start (cricket with breaks, basketball overtimes). */
const longestMatchMs = 5 * 3_600_000;
/** A cancellation is announced this long before the start. */
export const cancelNoticeMs = 10 * 60_000;

/**
 * The reference feed: invented leagues (feed/names.ts) on a fixed schedule (feed/schedule.ts),
 * each match simulated by its sport's model (models/) from the secret and the clock. What a
 * moment shows is the simulation cut at that moment, so prices move only because the score and
 * the clock did, and every process agrees.
 */
export class SimulatedFeed implements OddsFeed {
  private readonly horizonMs: number;
  private readonly cancelPerMille: number;
  private readonly leagueById = new Map<string, { def: LeagueDef; league: League }>();
  private readonly timelines = new BoundedMap<string, Timeline<unknown>>(4000);
  private readonly prices = new BoundedMap<string, FeedMarket[]>(8000);

  constructor(private readonly options: SimulatedFeedOptions) {
    this.horizonMs = options.horizonMs ?? 2 * 86_400_000;
    this.cancelPerMille = options.cancelPerMille ?? 15;
    for (const def of leagueDefs) {
      const teams: Team[] = def.teams.map((name, i) => ({ id: `${def.id}:${i}`, name }));
      this.leagueById.set(def.id, { def, league: { id: def.id, sport: def.sport, name: def.name, teams } });
    }
  }

  sports(): Sport[] {
    return sportIds.map((id) => ({ id, esport: esports.has(id) }));
  }

  leagues(sport?: SportId): League[] {
    return [...this.leagueById.values()].map((l) => l.league).filter((l) => !sport || l.sport === sport);
  }

  events(query: EventQuery): SportEvent[] {
    const { now } = query;
    const found: SportEvent[] = [];
    for (const { def } of this.leagueById.values()) {
      if (query.sport && def.sport !== query.sport) continue;
      if (query.league && def.id !== query.league) continue;
      if (query.kind !== 'outright') {
        const from = query.status === 'ended' ? now - 86_400_000 : now - longestMatchMs;
        const to = query.status === 'ended' || query.status === 'live' ? now + 1 : now + this.horizonMs;
        for (const f of fixturesBetween(def, from, to)) {
          const event = this.matchEvent(def, f);
          if (wanted(this.status(event.id, now), query.status)) found.push(event);
        }
      }
      // Outrights in play (closed, season running) only when asked for by kind.
      if (query.kind === 'outright' || (query.kind === undefined && query.status !== 'live')) {
        const season = seasonAt(def, now);
        for (const s of [season - 1, season, season + 1]) {
          if (s < 0) continue;
          const id = outrightId(def.id, s);
          const event = this.event(id) as SportEvent;
          if (event.startsAt - now > this.horizonMs) continue;
          if (wanted(this.status(id, now), query.status)) found.push(event);
        }
      }
    }
    found.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
    return query.limit ? found.slice(0, query.limit) : found;
  }

  event(id: string): SportEvent | undefined {
    const parsed = parseEventId(id);
    if (!parsed) return undefined;
    const entry = this.leagueById.get(parsed.leagueId);
    if (!entry) return undefined;
    const { def, league } = entry;
    if (parsed.round === undefined) {
      return {
        id,
        kind: 'outright',
        sport: def.sport,
        leagueId: def.id,
        startsAt: roundStart(def, parsed.season, roundsPerSeason - 1),
        teams: league.teams,
        season: `S${parsed.season}`,
      };
    }
    return this.matchEvent(def, fixture(def, parsed.season, parsed.round, parsed.match as number));
  }

  status(eventId: string, now: number): EventStatus {
    const event = this.event(eventId);
    if (!event) return 'ended';
    if (event.kind === 'outright') {
      if (now < event.startsAt) return 'prematch';
      return this.result(eventId, now) ? 'ended' : 'live';
    }
    if (this.cancelled(event.id) && now >= event.startsAt - cancelNoticeMs) return 'cancelled';
    if (now < event.startsAt) return 'prematch';
    return now < this.timeline(event).endsAt ? 'live' : 'ended';
  }

  live(eventId: string, now: number): LiveView {
    const event = this.event(eventId);
    const status = this.status(eventId, now);
    if (!event || event.kind === 'outright' || status === 'prematch' || status === 'cancelled')
      return { status };
    const timeline = this.timeline(event);
    const { model, params } = this.modelOf(event);
    const at = Math.min(now, timeline.endsAt);
    const view = model.view(params, timeline, stateAt(timeline, at).state, at);
    if (status === 'ended') return { ...view, status, clock: { key: 'clock.ended' } };
    return view;
  }

  markets(eventId: string, now: number, options: { main?: boolean } = {}): FeedMarket[] {
    const event = this.event(eventId);
    const status = this.status(eventId, now);
    if (!event || (status !== 'prematch' && status !== 'live')) return [];
    if (event.kind === 'outright') return status === 'prematch' ? [this.outrightMarket(event, now)] : [];
    const main = options.main === true;
    const { model, params } = this.modelOf(event);
    const state = status === 'live' ? stateAt(this.timeline(event), now).state : model.start(params);
    const key = model.priceKey(state, now, event.startsAt);
    const full = this.prices.get(`${eventId}|full|${key}`);
    if (full) return main ? full.filter((m) => m.id === 'winner') : full;
    return this.prices.getOr(`${eventId}|${main ? 'main' : 'full'}|${key}`, () =>
      model
        .price(params, { state, now, kickoff: event.startsAt, seed: `${eventId}:${key}`, main })
        .map((priced) => ({
          id: marketId(priced.spec),
          spec: priced.spec,
          inPlay: status === 'live',
          selections: priced.selections,
        })),
    );
  }

  suspension(eventId: string, now: number): Suspension | undefined {
    const event = this.event(eventId);
    if (!event || event.kind === 'outright' || this.status(eventId, now) !== 'live') return undefined;
    let found: Suspension | undefined;
    for (const window of this.timeline(event).suspensions) {
      if (window.from <= now && now < window.to && (!found || window.to > found.until))
        found = { reason: window.reason, until: window.to };
    }
    return found;
  }

  result(eventId: string, now: number): EventResult | undefined {
    const event = this.event(eventId);
    if (!event) return undefined;
    if (event.kind === 'outright') return this.outrightResult(event, now);
    if (this.cancelled(event.id)) {
      const at = event.startsAt - cancelNoticeMs;
      return now >= at ? { eventId, version: 1, at, cancelled: true } : undefined;
    }
    if (now < event.startsAt) return undefined;
    const timeline = this.timeline(event);
    if (now < timeline.endsAt) return undefined;
    if (timeline.correction && now >= timeline.correction.at)
      return {
        eventId,
        version: 2,
        at: timeline.correction.at,
        cancelled: false,
        score: timeline.correction.final,
      };
    return { eventId, version: 1, at: timeline.endsAt, cancelled: false, score: timeline.final };
  }

  /** The whole simulated match (its future included): for the feed and tests, never the wire. */
  timeline(event: SportEvent): Timeline<unknown> {
    return this.timelines.getOr(event.id, () => {
      const { model, params } = this.modelOf(event);
      return model.simulate(params, event.startsAt, hmacRng(this.options.secret, `match:${event.id}`));
    });
  }

  private readonly cancellations = new BoundedMap<string, boolean>(20_000);

  private cancelled(eventId: string): boolean {
    return this.cancellations.getOr(
      eventId,
      () => hmacRng(this.options.secret, `cancel:${eventId}`).int(1000) < this.cancelPerMille,
    );
  }

  private matchEvent(def: LeagueDef, f: Fixture): SportEvent {
    const teams = (this.leagueById.get(def.id) as { league: League }).league.teams;
    return {
      id: f.id,
      kind: 'match',
      sport: def.sport,
      leagueId: def.id,
      startsAt: f.startsAt,
      home: teams[f.home] as Team,
      away: teams[f.away] as Team,
      season: `S${f.season}`,
    };
  }

  private modelOf(event: SportEvent): { model: MatchModel; params: unknown } {
    const parsed = parseEventId(event.id) as ParsedId;
    const { def } = this.leagueById.get(event.leagueId) as { def: LeagueDef };
    const f = fixture(def, parsed.season, parsed.round as number, parsed.match as number);
    const model = models[event.sport];
    return { model, params: model.params(rating(def, f.home, f.season), rating(def, f.away, f.season)) };
  }

  private seasonFixtures(event: SportEvent): Fixture[] {
    const { def } = this.leagueById.get(event.leagueId) as { def: LeagueDef };
    const season = (parseEventId(event.id) as ParsedId).season;
    const fixtures: Fixture[] = [];
    for (let round = 0; round < roundsPerSeason; round++)
      for (let match = 0; match < matchesPerRound; match++) fixtures.push(fixture(def, season, round, match));
    return fixtures;
  }

  private outrightMarket(event: SportEvent, now: number): FeedMarket {
    const teams = event.teams ?? [];
    const points = new Array<number>(teams.length).fill(0);
    const open: OpenMatch[] = [];
    const settled: string[] = [];
    for (const f of this.seasonFixtures(event)) {
      const result = this.result(f.id, now);
      if (result) {
        settled.push(`${f.id}:${result.version}`);
        if (result.score) {
          const [h, a] = matchPoints(event.sport, result.score);
          points[f.home] = (points[f.home] as number) + h;
          points[f.away] = (points[f.away] as number) + a;
        }
        continue;
      }
      const winner = this.markets(f.id, now, { main: true }).find((m) => m.id === 'winner');
      const chance = (id: string) => winner?.selections.find((s) => s.id === id)?.probability ?? 0;
      open.push({ home: f.home, away: f.away, home_: winner ? chance('home') : 0.5, draw: chance('draw') });
    }
    const key = `${event.id}|outright|${settled.join(',')}|${Math.floor(now / 60_000)}`;
    const [market] = this.prices.getOr(key, () => {
      const shares = outrightShares(event.sport, points, open, uniformStream(key));
      return [
        {
          id: 'outright',
          spec: { kind: 'outright' },
          inPlay: false,
          selections: teams.map((team, i) => ({ id: team.id, probability: shares[i] as number })),
        },
      ];
    });
    return market as FeedMarket;
  }

  private outrightResult(event: SportEvent, now: number): EventResult | undefined {
    const teams = event.teams ?? [];
    const points = new Array<number>(teams.length).fill(0);
    let version = 1;
    let at = 0;
    for (const f of this.seasonFixtures(event)) {
      const result = this.result(f.id, now);
      if (!result) return undefined;
      version += result.version - 1;
      at = Math.max(at, result.at);
      if (result.score) {
        const [h, a] = matchPoints(event.sport, result.score);
        points[f.home] = (points[f.home] as number) + h;
        points[f.away] = (points[f.away] as number) + a;
      }
    }
    const winners = leaders(points).map((i) => (teams[i] as Team).id);
    return { eventId: event.id, version, at, cancelled: false, winners };
  }
}

interface ParsedId {
  leagueId: string;
  season: number;
  round?: number;
  match?: number;
}

/** `<league>.<season>` (an outright) or `<league>.<season>.<round>.<match>` (a match). */
function parseEventId(id: string): ParsedId | undefined {
  const parts = id.split('.');
  const numbers = parts.slice(1).map(Number);
  if (!(parts.length === 2 || parts.length === 4) || !numbers.every((n) => Number.isSafeInteger(n) && n >= 0))
    return undefined;
  const [season, round, match] = numbers as [number, number?, number?];
  if (round === undefined) return { leagueId: parts[0] as string, season };
  if (round >= roundsPerSeason || (match as number) >= matchesPerRound) return undefined;
  return { leagueId: parts[0] as string, season, round, match: match as number };
}

function wanted(status: EventStatus, filter: EventQuery['status']): boolean {
  if (filter === 'upcoming') return status === 'prematch';
  if (filter === 'live') return status === 'live';
  if (filter === 'ended') return status === 'ended' || status === 'cancelled';
  return status === 'prematch' || status === 'live';
}
