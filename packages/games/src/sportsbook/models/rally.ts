import type { Rng } from '../../engine/rng.ts';
import { type RaceFormat, type RaceParams, type RaceState, raceModel } from './race.ts';

/*
 * The point-by-point formats. Ratings become point chances: tennis through the serve (a server
 * wins 62 % of points between equals), the others through one chance per match, 0.5 plus a
 * sport's edge times the log of the ratings' ratio (a rally sport with many points per set needs
 * a small edge, a best-of-five of single duels a large one). Point times are uniform in a range.
 */

const clamp = (value: number) => Math.min(0.85, Math.max(0.15, value));

const evenParams =
  (edge: number) =>
  (home: number, away: number): RaceParams => {
    const p = clamp(0.5 + edge * Math.log(home / away));
    return { onHomeServe: p, onAwayServe: p };
  };

const noServe = () => undefined;
const between = (low: number, high: number) => (rng: Rng) => (low + rng.int(high - low + 1)) * 1000;

const tennisPoints = ['0', '15', '30', '40'];

// Rules are constants: pricing caches unit chances by rule.
const game = { target: 4, by: 2 };
const tiebreak = { target: 7, by: 2 };
const rule = (target: number, by: number, cap?: number) => {
  const fixed = cap === undefined ? { target, by } : { target, by, cap };
  return () => fixed;
};
const volleyballSet = { target: 25, by: 2 };
const volleyballDecider = { target: 15, by: 2 };

/** Tennis, best of three sets, tie-break at 6-6. */
export const tennisFormat: RaceFormat = {
  measures: ['points', 'games', 'sets'],
  levels: [
    { target: 6, by: 2, cap: 7 },
    { target: 2, by: 1 },
  ],
  unitRule: (s) => (s.score[2] === 6 && s.score[3] === 6 ? tiebreak : game),
  homeServes(s: RaceState) {
    if (s.score[2] === 6 && s.score[3] === 6) return undefined;
    // Serve changes every game over the whole match; home serves first.
    return ((s.totals[2] as number) + (s.totals[3] as number)) % 2 === 0;
  },
  lineMeasure: 'games',
  lineSpread: 1,
  pointMs: between(28, 52),
  unitBreakMs: 60_000,
  levelBreakMs: 150_000,
  periodKey: 'clock.set',
  dangerKey: 'suspended.setPoint',
  breakPoints: true,
  pointText(s) {
    const [h, a] = [s.score[0] as number, s.score[1] as number];
    if (s.score[2] === 6 && s.score[3] === 6) return `${h}-${a}`;
    if (h >= 3 && a >= 3) return h === a ? '40-40' : h > a ? 'AD-40' : '40-AD';
    return `${tennisPoints[h]}-${tennisPoints[a]}`;
  },
  params(home, away) {
    const edge = 0.1 * Math.log(home / away);
    return { onHomeServe: clamp(0.62 + edge), onAwayServe: clamp(1 - (0.62 - edge)) };
  },
};

/** Badminton: games to 21 by 2 (30 wins outright), best of three. */
export const badmintonFormat: RaceFormat = {
  measures: ['points', 'games'],
  levels: [{ target: 2, by: 1 }],
  unitRule: rule(21, 2, 30),
  homeServes: noServe,
  lineMeasure: 'points',
  lineSpread: 2,
  pointMs: between(12, 30),
  unitBreakMs: 120_000,
  levelBreakMs: 120_000,
  periodKey: 'clock.game',
  dangerKey: 'suspended.gamePoint',
  params: evenParams(0.12),
};

/** Volleyball: sets to 25 by 2, the fifth to 15, best of five. */
export const volleyballFormat: RaceFormat = {
  measures: ['points', 'sets'],
  levels: [{ target: 3, by: 1 }],
  unitRule: (s) => (s.score[2] === 2 && s.score[3] === 2 ? volleyballDecider : volleyballSet),
  homeServes: noServe,
  lineMeasure: 'points',
  lineSpread: 2,
  pointMs: between(18, 34),
  unitBreakMs: 180_000,
  levelBreakMs: 180_000,
  periodKey: 'clock.set',
  dangerKey: 'suspended.setPoint',
  params: evenParams(0.1),
};

/** Table tennis: games to 11 by 2, best of five. */
export const tableTennisFormat: RaceFormat = {
  measures: ['points', 'games'],
  levels: [{ target: 3, by: 1 }],
  unitRule: rule(11, 2),
  homeServes: noServe,
  lineMeasure: 'points',
  lineSpread: 2,
  pointMs: between(8, 20),
  unitBreakMs: 60_000,
  levelBreakMs: 60_000,
  periodKey: 'clock.game',
  dangerKey: 'suspended.gamePoint',
  params: evenParams(0.15),
};

/** Tactical shooter (invented "Breachpoint"): maps to 13 rounds by 2 (overtime), best of three. */
export const shooterFormat: RaceFormat = {
  measures: ['rounds', 'maps'],
  levels: [{ target: 2, by: 1 }],
  unitRule: rule(13, 2),
  homeServes: noServe,
  lineMeasure: 'rounds',
  lineSpread: 2,
  pointMs: between(80, 130),
  unitBreakMs: 600_000,
  levelBreakMs: 600_000,
  periodKey: 'clock.map',
  dangerKey: 'suspended.mapPoint',
  params: evenParams(0.15),
};

/** MOBA (invented "Lanes of Aether"): a map is won by the first to 8 team fights, best of three. */
export const mobaFormat: RaceFormat = {
  measures: ['fights', 'maps'],
  levels: [{ target: 2, by: 1 }],
  unitRule: rule(8, 1),
  homeServes: noServe,
  lineMeasure: 'fights',
  lineSpread: 1,
  pointMs: between(120, 240),
  unitBreakMs: 600_000,
  levelBreakMs: 600_000,
  periodKey: 'clock.map',
  dangerKey: 'suspended.mapPoint',
  params: evenParams(0.2),
};

/** Battle arena (invented "Skyfall Arena", 3 against 3): maps to 5 rounds, best of five. */
export const arenaFormat: RaceFormat = {
  measures: ['rounds', 'maps'],
  levels: [{ target: 3, by: 1 }],
  unitRule: rule(5, 1),
  homeServes: noServe,
  lineMeasure: 'rounds',
  lineSpread: 1,
  pointMs: between(60, 120),
  unitBreakMs: 300_000,
  levelBreakMs: 300_000,
  periodKey: 'clock.map',
  dangerKey: 'suspended.mapPoint',
  params: evenParams(0.2),
};

/** Card battler (invented "Runebound Duels"): games to 2 duels, best of five games. */
export const cardsFormat: RaceFormat = {
  measures: ['duels', 'games'],
  levels: [{ target: 3, by: 1 }],
  unitRule: rule(2, 1),
  homeServes: noServe,
  lineMeasure: 'duels',
  lineSpread: 1,
  pointMs: between(150, 330),
  unitBreakMs: 120_000,
  levelBreakMs: 120_000,
  periodKey: 'clock.game',
  dangerKey: 'suspended.gamePoint',
  params: evenParams(0.25),
};

export const tennis = raceModel(tennisFormat);
export const badminton = raceModel(badmintonFormat);
export const volleyball = raceModel(volleyballFormat);
export const tableTennis = raceModel(tableTennisFormat);
export const shooter = raceModel(shooterFormat);
export const moba = raceModel(mobaFormat);
export const arena = raceModel(arenaFormat);
export const cards = raceModel(cardsFormat);
