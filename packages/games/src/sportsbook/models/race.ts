import type { Rng } from '../../engine/rng.ts';
import type { LiveView } from '../feed/types.ts';
import type { FinalScore } from '../markets/grade.ts';
import { lineRange } from '../markets/lines.ts';
import { OutcomeIndex, type Weighted } from '../pricing/effective.ts';
import { handicapMarkets, outcomesOfPaths, priceMarket, totalMarkets } from './pricing.ts';
import { type MatchModel, type PricedMarket, type Timeline, uniform, uniformStream } from './types.ts';

/*
 * Point-by-point sports (tennis, badminton, volleyball, table tennis) and the esports (rounds in
 * maps): nested races. Points make a unit (a game, a set, a map), units make the next level, the
 * top level is the match. Each point is won by home with a probability from the format (tennis:
 * the server's; elsewhere one figure per match from the ratings).
 *
 * Pricing: the winner, the correct score of the top level (sets, maps) and its handicaps and
 * totals are EXACT, by the model's own recursion: the chance to win the current unit from its
 * score is a race (deuce closed form p² / (p² + q²), caps played out), and the match follows by
 * recursion over the upper levels' scores. Handicaps and totals of the lower measure (games,
 * points, rounds) come from a seeded Monte Carlo of 4,000 paths from the current state, seeded
 * by the event and the state so every process quotes the same price for the same state; the
 * standard error of a 50 % chance is 0.8 % (about ±0.03 on odds of 1.9).
 */

export interface RaceRule {
  target: number;
  /** Lead needed at the target (2: deuce). */
  by: number;
  /** First to `cap` wins outright (badminton 30; a tennis set's tie-break at 6-6: cap 7). */
  cap?: number;
}

export interface RaceParams {
  /** Home's chance to win a point when home serves, and when away serves (1 − away's serve). */
  onHomeServe: number;
  onAwayServe: number;
}

export interface RaceFormat {
  /** Measure of each level from the lowest up: ['points', 'games', 'sets']; the last is the match. */
  measures: readonly string[];
  /** Rules of levels 1 … top (level 0's rule is `unitRule`). */
  levels: readonly RaceRule[];
  /** The rule of the current level-0 unit, from the scores above it (tie-breaks, deciding sets). */
  unitRule(state: RaceState): RaceRule;
  /**
   * Does home serve the next point? Undefined when serve does not count (the point chance is
   * then the mean of the two: formats without serve, a tennis tie-break).
   */
  homeServes(state: RaceState): boolean | undefined;
  /** The measure of the Monte Carlo handicap and total markets (games, points, rounds). */
  lineMeasure: string;
  lineSpread: number;
  /** Real time of a point and the breaks after a level-0 unit and after a level-1 unit, ms. */
  pointMs(rng: Rng): number;
  unitBreakMs: number;
  levelBreakMs: number;
  /** i18n key of the period on the clock (`clock.set`, `clock.map`) and of a unit point. */
  periodKey: string;
  dangerKey: string;
  /** Tennis: a point that breaks serve is a dangerous moment too. */
  breakPoints?: boolean;
  /** Display of the current level-0 score (tennis: 15, 30, 40, AD). */
  pointText?(state: RaceState): string;
  /** Ratings → point chances. */
  params(home: number, away: number): RaceParams;
}

export interface RaceState {
  /** Current score at each level, [home, away] pairs, level 0 first; the last pair is the match. */
  score: readonly number[];
  /** Units won at each level over the whole match, same layout (the top pair equals the match). */
  totals: readonly number[];
  /** Scores of the completed units of the level below the match (set scores in games …). */
  completed: readonly (readonly [number, number])[];
  /** 0 home, 1 away, once the match is over. */
  winner?: 0 | 1;
}

export const afterUnitMs = 8_000;

export const startState = (format: RaceFormat): RaceState => ({
  score: new Array(2 * format.measures.length).fill(0),
  totals: new Array(2 * format.measures.length).fill(0),
  completed: [],
});

const ruleAt = (format: RaceFormat, state: RaceState, level: number): RaceRule =>
  level === 0 ? format.unitRule(state) : (format.levels[level - 1] as RaceRule);

const wins = (mine: number, theirs: number, rule: RaceRule) =>
  (mine >= rule.target && mine - theirs >= rule.by) || (rule.cap !== undefined && mine >= rule.cap);

interface MutableRaceState {
  score: number[];
  totals: number[];
  completed: (readonly [number, number])[];
  winner?: 0 | 1;
}

/**
 * `side` wins a point: the scores change in place; answers the highest level whose unit the point
 * completed (−1: none). `track` records completed units of the level below the match.
 */
function advance(
  format: RaceFormat,
  s: MutableRaceState,
  side: 0 | 1,
  track: boolean,
  fromLevel = 0,
): number {
  const top = format.measures.length - 1;
  let done = fromLevel - 1;
  for (let level = fromLevel; ; level++) {
    const rule = ruleAt(format, s, level);
    const mine = 2 * level + side;
    s.score[mine] = (s.score[mine] as number) + 1;
    s.totals[mine] = (s.totals[mine] as number) + 1;
    if (!wins(s.score[mine] as number, s.score[2 * level + 1 - side] as number, rule)) return done;
    if (level === top) {
      s.winner = side;
      return top;
    }
    if (track && level === top - 1)
      s.completed.push([s.score[2 * level] as number, s.score[2 * level + 1] as number]);
    s.score[2 * level] = 0;
    s.score[2 * level + 1] = 0;
    done = level;
  }
}

/** The state after `side` wins a point, and the highest level whose unit it completed (−1: none). */
export function playPoint(
  format: RaceFormat,
  state: RaceState,
  side: 0 | 1,
): { state: RaceState; completed: number } {
  const next: MutableRaceState = {
    score: [...state.score],
    totals: [...state.totals],
    completed: [...state.completed],
  };
  if (state.winner !== undefined) next.winner = state.winner;
  const completed = advance(format, next, side, true);
  return { state: next, completed };
}

function pointChance(format: RaceFormat, params: RaceParams, state: RaceState): number {
  const serves = format.homeServes(state);
  if (serves === undefined) return (params.onHomeServe + params.onAwayServe) / 2;
  return serves ? params.onHomeServe : params.onAwayServe;
}

/** Home's chance to win the current level-0 unit from its score (a race, deuce closed form). */
export function unitChance(home: number, away: number, rule: RaceRule, p: number): number {
  const memo = new Map<number, number>();
  const q = 1 - p;
  const deuce = (p * p) / (p * p + q * q);
  const go = (a: number, b: number): number => {
    if (wins(a, b, rule)) return 1;
    if (wins(b, a, rule)) return 0;
    if (rule.cap === undefined && rule.by === 2 && a >= rule.target - 1 && b >= rule.target - 1) {
      if (a === b) return deuce;
      return a > b ? p + q * deuce : p * deuce;
    }
    const key = a * 1000 + b;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = p * go(a + 1, b) + q * go(a, b + 1);
    memo.set(key, value);
    return value;
  };
  return go(home, away);
}

/** The state right after `side` wins the current level-0 unit (its points skipped). */
function winUnit(format: RaceFormat, state: RaceState, side: 0 | 1): RaceState {
  let next = state;
  for (let guard = 0; guard < 1000; guard++) {
    const played = playPoint(format, next, side);
    next = played.state;
    if (played.completed >= 0) return next;
  }
  throw new Error('a unit that never ends');
}

/**
 * Exact distribution of the match's final score (the top level) from a state, by recursion over
 * units: P(state) = u × P(home wins the unit) + (1 − u) × P(away wins it).
 */
export function finalScoreDistribution(
  format: RaceFormat,
  params: RaceParams,
  state: RaceState,
): Map<string, number> {
  const top = format.measures.length - 1;
  const memo = new Map<string, Map<string, number>>();
  const go = (s: RaceState): Map<string, number> => {
    if (s.winner !== undefined) return new Map([[`${s.score[2 * top]}-${s.score[2 * top + 1]}`, 1]]);
    const atStart = s.score[0] === 0 && s.score[1] === 0;
    // At a unit's start the future depends on the upper scores and who serves next.
    const key = atStart ? `${s.score.slice(2).join(',')}|${format.homeServes(s)}` : '';
    if (atStart) {
      const known = memo.get(key);
      if (known) return known;
    }
    const u = unitChance(
      s.score[0] as number,
      s.score[1] as number,
      format.unitRule(s),
      pointChance(format, params, s),
    );
    const result = new Map<string, number>();
    for (const [side, weight] of [
      [0, u],
      [1, 1 - u],
    ] as const) {
      if (weight === 0) continue;
      for (const [score, p] of go(winUnit(format, s, side)))
        result.set(score, (result.get(score) ?? 0) + weight * p);
    }
    if (atStart) memo.set(key, result);
    return result;
  };
  return go(state);
}

/**
 * One path from a state to the end, with a fast seeded Rng, in a scratch state: its final totals.
 * When the markets read a level above the points (tennis games), whole units are drawn from
 * their exact chance instead of point by point (the points' totals are then not kept).
 */
function playOut(
  format: RaceFormat,
  params: RaceParams,
  state: RaceState,
  random: () => number,
  scratch: MutableRaceState,
  unitLevel: boolean,
  chances: Map<RaceRule, Map<number, number>>,
) {
  for (let i = 0; i < state.score.length; i++) {
    scratch.score[i] = state.score[i] as number;
    scratch.totals[i] = state.totals[i] as number;
  }
  delete scratch.winner;
  if (state.winner !== undefined) scratch.winner = state.winner;
  for (let guard = 0; scratch.winner === undefined && guard < 5000; guard++) {
    const p = pointChance(format, params, scratch);
    if (!unitLevel) {
      advance(format, scratch, random() < p ? 0 : 1, false);
      continue;
    }
    const rule = format.unitRule(scratch);
    const h = scratch.score[0] as number;
    const a = scratch.score[1] as number;
    let byChance = chances.get(rule);
    if (!byChance) {
      byChance = new Map();
      chances.set(rule, byChance);
    }
    let u = h === 0 && a === 0 ? byChance.get(p) : undefined;
    if (u === undefined) {
      u = unitChance(h, a, rule, p);
      if (h === 0 && a === 0) byChance.set(p, u);
    }
    scratch.score[0] = 0;
    scratch.score[1] = 0;
    advance(format, scratch, random() < u ? 0 : 1, false, 1);
  }
  return scratch;
}

export const monteCarloPaths = 4_000;

function finalOfState(format: RaceFormat, state: RaceState): FinalScore {
  const measures: Record<string, readonly [number, number]> = {};
  format.measures.forEach((measure, level) => {
    measures[measure] = [state.totals[2 * level] as number, state.totals[2 * level + 1] as number];
  });
  return { winner: state.winner === 1 ? 'away' : 'home', measures };
}

/** Every final score of the top level that a format can end with (2-0, 2-1, 1-2, 0-2 …). */
function possibleScores(format: RaceFormat): [number, number][] {
  const rule = format.levels[format.levels.length - 1] as RaceRule;
  const scores: [number, number][] = [];
  for (let loser = 0; loser < rule.target; loser++) scores.push([rule.target, loser]);
  for (let loser = rule.target - 1; loser >= 0; loser--) scores.push([loser, rule.target]);
  return scores;
}

export function raceModel(format: RaceFormat): MatchModel<RaceParams, RaceState> {
  const top = format.measures.length - 1;
  const topMeasure = format.measures[top] as string;
  const topRule = format.levels[format.levels.length - 1] as RaceRule;
  return {
    params: (home, away) => format.params(home, away),
    start: () => startState(format),

    simulate(params, kickoff, rng): Timeline<RaceState> {
      let state = startState(format);
      let at = kickoff;
      const snapshots: Timeline<RaceState>['snapshots'] = [{ at, state }];
      const suspensions: Timeline<RaceState>['suspensions'] = [];
      while (state.winner === undefined) {
        const danger = dangerOf(format, state);
        const played = playPoint(format, state, uniform(rng) < pointChance(format, params, state) ? 0 : 1);
        const pointAt = at + format.pointMs(rng);
        if (danger) suspensions.push({ from: at, to: pointAt, reason: danger });
        state = played.state;
        snapshots.push({ at: pointAt, state });
        at = pointAt;
        if (played.completed >= 0 && state.winner === undefined) {
          suspensions.push({ from: at, to: at + afterUnitMs, reason: 'suspended.score' });
          at += played.completed >= 1 ? format.levelBreakMs : format.unitBreakMs;
        }
      }
      return { kickoff, endsAt: at, snapshots, suspensions, final: finalOfState(format, state) };
    },

    view(_params, _timeline, state): LiveView {
      const period = state.completed.length + 1;
      const current = top >= 1 ? [state.score[2 * (top - 1)], state.score[2 * (top - 1) + 1]].join('-') : '';
      const parts = state.completed.map(([h, a]) => `${h}-${a}`);
      if (state.winner === undefined) {
        parts.push(top >= 2 ? current : '');
        const points = format.pointText ? format.pointText(state) : `${state.score[0]}-${state.score[1]}`;
        if (top >= 2) parts.push(`(${points})`);
        else parts[parts.length - 1] = points;
      }
      const view: LiveView = {
        status: 'live',
        score: [state.score[2 * top] as number, state.score[2 * top + 1] as number],
        detail: parts.filter(Boolean).join(' '),
        clock: { key: format.periodKey, values: { n: period } },
      };
      const serves = format.breakPoints ? format.homeServes(state) : undefined;
      if (serves !== undefined) view.server = serves ? 'home' : 'away';
      return view;
    },

    price(params, { state, seed, main }): PricedMarket[] {
      const distribution = finalScoreDistribution(format, params, state);
      const exact = new OutcomeIndex(
        [...distribution].map(([key, p]): Weighted => {
          const [h, a] = key.split('-').map(Number) as [number, number];
          return { p, score: { winner: h > a ? 'home' : 'away', measures: { [topMeasure]: [h, a] } } };
        }),
      );
      const winner = priceMarket({ kind: 'winner', draw: false }, exact);
      if (main) return [winner];
      const markets: PricedMarket[] = [winner];
      const lines = lineRange(-(topRule.target - 0.5), topRule.target - 0.5, 1).filter(
        (line) => Math.abs(line) > 1,
      );
      for (const line of lines)
        markets.push(priceMarket({ kind: 'handicap', measure: topMeasure, line }, exact));
      for (let line = topRule.target + 0.5; line < 2 * topRule.target - 1; line++)
        markets.push(priceMarket({ kind: 'total', measure: topMeasure, line }, exact));
      markets.push(
        priceMarket({ kind: 'correct-score', measure: topMeasure }, exact, possibleScores(format)),
      );
      const random = uniformStream(`${seed}:mc`);
      const scratch: MutableRaceState = { score: [...state.score], totals: [...state.totals], completed: [] };
      const level = format.measures.indexOf(format.lineMeasure);
      const chances = new Map<RaceRule, Map<number, number>>();
      const paths = Array.from({ length: monteCarloPaths }, () =>
        finalOfState(format, playOut(format, params, state, random, scratch, level >= 1, chances)),
      );
      const sampled = new OutcomeIndex(outcomesOfPaths(paths));
      const [h, a] = [state.totals[2 * level] as number, state.totals[2 * level + 1] as number];
      const mean = sampled.outcomes.reduce(
        (sum, o) => sum + o.p * sumOf(o.score.measures[format.lineMeasure]),
        0,
      );
      const reach = Math.max(6, Math.ceil(mean - h - a));
      markets.push(
        ...handicapMarkets(
          sampled,
          format.lineMeasure,
          lineRange(-reach - 0.5, reach + 0.5, 1),
          format.lineSpread,
        ),
        ...totalMarkets(
          sampled,
          format.lineMeasure,
          lineRange(Math.max(h + a + 0.5, Math.floor(mean) - reach - 0.5), mean + reach, 1),
          format.lineSpread,
        ),
      );
      return markets;
    },

    priceKey(state) {
      return `${state.totals.join(',')}|${state.score.join(',')}`;
    },
  };
}

const sumOf = (pair: readonly [number, number] | undefined) => (pair ? pair[0] + pair[1] : 0);

/** The dangerous moment of a state: a point that would win a unit above level 0, or break serve. */
function dangerOf(format: RaceFormat, state: RaceState): string | undefined {
  for (const side of [0, 1] as const) {
    if (playPoint(format, state, side).completed >= 1) return format.dangerKey;
  }
  const serves = format.breakPoints ? format.homeServes(state) : undefined;
  if (serves !== undefined) {
    const returner = serves ? 1 : 0;
    if (playPoint(format, state, returner).completed === 0) return 'suspended.breakPoint';
  }
  return undefined;
}
