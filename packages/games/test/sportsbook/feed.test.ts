import { describe, expect, it } from 'vitest';
import { leagueDefs } from '../../src/sportsbook/feed/names.ts';
import { leaders, outrightShares } from '../../src/sportsbook/feed/outrights.ts';
import { fixturesBetween, pairings } from '../../src/sportsbook/feed/schedule.ts';
import { SimulatedFeed } from '../../src/sportsbook/feed/simulated.ts';
import { sportIds } from '../../src/sportsbook/feed/types.ts';
import type { FootballState } from '../../src/sportsbook/models/football.ts';
import { uniformStream } from '../../src/sportsbook/models/types.ts';

const now = Date.UTC(2026, 4, 1, 12);
const feed = new SimulatedFeed({ secret: 'feed-test' });

describe('the simulated feed', () => {
  it('covers seven sports and four esports, each with a league of eight sides', () => {
    expect(
      feed
        .sports()
        .filter((s) => !s.esport)
        .map((s) => s.id),
    ).toEqual(['football', 'basketball', 'tennis', 'badminton', 'volleyball', 'cricket', 'table-tennis']);
    expect(feed.sports().filter((s) => s.esport)).toHaveLength(4);
    for (const sport of sportIds) expect(feed.leagues(sport).length, sport).toBeGreaterThan(0);
    expect(feed.leagues().every((l) => l.teams.length === 8)).toBe(true);
  });

  it('plays a single round robin per season: every pair once in seven rounds', () => {
    const league = leagueDefs[0] as (typeof leagueDefs)[number];
    const pairs = new Set<string>();
    for (let round = 0; round < 7; round++)
      for (const [h, a] of pairings(league, 42, round)) pairs.add([h, a].sort().join('-'));
    expect(pairs.size).toBe(28);
    const day = fixturesBetween(league, now, now + 86_400_000);
    expect(day).toHaveLength(24);
  });

  it('shows every process the same match at the same moment, and another secret another match', () => {
    const twin = new SimulatedFeed({ secret: 'feed-test' });
    const other = new SimulatedFeed({ secret: 'other' });
    const live = feed.events({ now, status: 'live', sport: 'tennis' });
    expect(live.length).toBeGreaterThan(2);
    expect(twin.events({ now, status: 'live', sport: 'tennis' }).map((e) => e.id)).toEqual(
      live.map((e) => e.id),
    );
    for (const event of live) {
      expect(twin.live(event.id, now)).toEqual(feed.live(event.id, now));
      expect(twin.markets(event.id, now, { main: true })).toEqual(
        feed.markets(event.id, now, { main: true }),
      );
    }
    const ended = feed.events({ now, status: 'ended', kind: 'match', sport: 'football' }).slice(0, 20);
    const results = (f: SimulatedFeed) =>
      ended.map((e) => JSON.stringify(f.result(e.id, now)?.score ?? null));
    expect(results(twin)).toEqual(results(feed));
    expect(results(other)).not.toEqual(results(feed));
  });

  it('moves a match from pre-match to live to a result, and closes its markets', () => {
    const event = feed.events({ now, status: 'upcoming', sport: 'football', kind: 'match' })[0];
    if (!event) throw new Error('no fixture');
    expect(feed.status(event.id, now)).toBe('prematch');
    expect(feed.markets(event.id, now).map((m) => m.id)).toContain('correct-score:goals:4');
    const timeline = feed.timeline(event);
    expect(feed.status(event.id, event.startsAt + 60_000)).toBe('live');
    expect(feed.markets(event.id, event.startsAt + 60_000)[0]?.inPlay).toBe(true);
    expect(feed.result(event.id, timeline.endsAt - 1)).toBeUndefined();
    expect(feed.result(event.id, timeline.endsAt)).toMatchObject({
      version: 1,
      cancelled: false,
      score: timeline.final,
    });
    expect(feed.markets(event.id, timeline.endsAt)).toEqual([]);
    expect(feed.live(event.id, timeline.endsAt)).toMatchObject({
      status: 'ended',
      clock: { key: 'clock.ended' },
    });
  });

  it('suspends a football match around its goals', () => {
    const events = feed.events({ now, sport: 'football', kind: 'match', status: 'ended' });
    const scored = events.map((e) => ({ e, t: feed.timeline(e) })).find(({ t }) => t.snapshots.length > 1);
    if (!scored) throw new Error('no goal');
    const goal = scored.t.snapshots[1] as { at: number; state: FootballState };
    expect(feed.suspension(scored.e.id, goal.at - 5_000)?.reason).toBe('suspended.danger');
    expect(feed.suspension(scored.e.id, goal.at + 5_000)).toEqual({
      reason: 'suspended.goal',
      until: goal.at + 10_000,
    });
    const before = feed.markets(scored.e.id, goal.at - 1, { main: true })[0]?.selections;
    const after = feed.markets(scored.e.id, goal.at, { main: true })[0]?.selections;
    expect(after).not.toEqual(before);
  });

  it('cancels a few matches and corrects a few results', () => {
    const wide = new SimulatedFeed({ secret: 'feed-test', cancelPerMille: 100 });
    const ended = wide.events({ now, status: 'ended', kind: 'match', sport: 'table-tennis' });
    const cancelled = ended.filter((e) => wide.status(e.id, now) === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    expect(wide.result(cancelled[0]?.id as string, now)).toMatchObject({ cancelled: true });
    const corrected = feed
      .events({ now, status: 'ended', sport: 'football', kind: 'match' })
      .find((e) => feed.timeline(e).correction);
    if (!corrected) throw new Error('no correction in a day of football');
    const correction = feed.timeline(corrected).correction as { at: number };
    expect(feed.result(corrected.id, correction.at - 1)?.version).toBe(1);
    expect(feed.result(corrected.id, correction.at)?.version).toBe(2);
  });

  it('prices outrights as expected shares of first place, ties a dead heat', () => {
    const outright = feed.events({ now, kind: 'outright', status: 'upcoming', sport: 'football' })[0];
    if (!outright) throw new Error('no outright');
    const market = feed.markets(outright.id, now)[0];
    expect(market?.selections).toHaveLength(8);
    expect(market?.selections.reduce((sum, s) => sum + s.probability, 0)).toBeCloseTo(1, 10);
    expect(leaders([3, 7, 7, 1])).toEqual([1, 2]);
    const shares = outrightShares('tennis', [2, 2, 0], [], uniformStream('x'), 10);
    expect(shares.map((s) => s.toFixed(12))).toEqual(['0.500000000000', '0.500000000000', '0.000000000000']);
  });
});
