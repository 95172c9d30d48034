import { seededRng, shuffle } from '../../engine/rng.ts';
import { uniform } from '../models/types.ts';
import type { LeagueDef } from './names.ts';

/*
 * Every league plays seasons of seven rounds: a single round robin of its eight sides, four
 * matches a round, a round every `roundHours`. Round n (counted from the epoch over all seasons)
 * starts at epoch + offset + n × roundHours; season s holds rounds 7s … 7s + 6. The pairings of a
 * season come from the circle method over an order of the sides shuffled by the season's seed,
 * so every process computes the same fixtures for any time.
 */

export const scheduleEpoch = Date.UTC(2025, 0, 6);
export const roundsPerSeason = 7;
export const matchesPerRound = 4;

export interface Fixture {
  id: string;
  leagueId: string;
  season: number;
  round: number;
  match: number;
  startsAt: number;
  home: number;
  away: number;
}

const roundMs = (league: LeagueDef) => league.roundHours * 3_600_000;

export function roundStart(league: LeagueDef, season: number, round: number): number {
  return scheduleEpoch + league.offsetMinutes * 60_000 + (season * roundsPerSeason + round) * roundMs(league);
}

export const fixtureId = (leagueId: string, season: number, round: number, match: number) =>
  `${leagueId}.${season}.${round}.${match}`;
export const outrightId = (leagueId: string, season: number) => `${leagueId}.${season}`;

/** The four pairings of a round: circle method over the season's order of the sides. */
export function pairings(league: LeagueDef, season: number, round: number): [number, number][] {
  const order = shuffle(seededRng(`order:${league.id}:${season}`), [0, 1, 2, 3, 4, 5, 6, 7]);
  const rest = order.slice(1);
  const turned = [...rest.slice(round % 7), ...rest.slice(0, round % 7)];
  const circle = [order[0] as number, ...turned];
  return Array.from({ length: matchesPerRound }, (_, i) => {
    const a = circle[i] as number;
    const b = circle[7 - i] as number;
    return (round + i) % 2 === 0 ? [a, b] : [b, a];
  });
}

export function fixture(league: LeagueDef, season: number, round: number, match: number): Fixture {
  const [home, away] = pairings(league, season, round)[match] as [number, number];
  return {
    id: fixtureId(league.id, season, round, match),
    leagueId: league.id,
    season,
    round,
    match,
    startsAt: roundStart(league, season, round) + match * league.staggerMinutes * 60_000,
    home,
    away,
  };
}

/** Every fixture of a league kicking off in [from, to). */
export function fixturesBetween(league: LeagueDef, from: number, to: number): Fixture[] {
  const base = scheduleEpoch + league.offsetMinutes * 60_000;
  const first = Math.max(0, Math.floor((from - base) / roundMs(league)) - 1);
  const last = Math.floor((to - base) / roundMs(league));
  const fixtures: Fixture[] = [];
  for (let n = first; n <= last; n++) {
    const season = Math.floor(n / roundsPerSeason);
    const round = n % roundsPerSeason;
    for (let match = 0; match < matchesPerRound; match++) {
      const f = fixture(league, season, round, match);
      if (f.startsAt >= from && f.startsAt < to) fixtures.push(f);
    }
  }
  return fixtures;
}

/** The season under way (or about to start) at a time. */
export function seasonAt(league: LeagueDef, now: number): number {
  const base = scheduleEpoch + league.offsetMinutes * 60_000;
  return Math.max(0, Math.floor((now - base) / (roundsPerSeason * roundMs(league))));
}

/** A side's rating: a fixed class (0.75–1.30) and a season's form (±5 %). */
export function rating(league: LeagueDef, team: number, season: number): number {
  const base = 0.75 + 0.55 * uniform(seededRng(`rating:${league.id}:${team}`));
  const form = 0.95 + 0.1 * uniform(seededRng(`form:${league.id}:${team}:${season}`));
  return base * form;
}
