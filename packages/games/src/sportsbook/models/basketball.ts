import type { Rng } from '../../engine/rng.ts';
import type { LiveView } from '../feed/types.ts';
import type { FinalScore } from '../markets/grade.ts';
import { lineRange } from '../markets/lines.ts';
import type { Weighted } from '../pricing/effective.ts';
import { handicapMarkets, priceMarket, totalMarkets } from './pricing.ts';
import { clockText, type MatchModel, type PricedMarket, type Timeline, uniform } from './types.ts';

/*
 * Basketball: the match is a run of possessions, home and away in turn at a fixed pace; each
 * possession scores 0, 1 (a free throw), 2 or 3 points with probabilities from the attack's and
 * the defence's ratings. The points still to come are the sum of a known number of independent
 * possessions per side, so their distribution is computed EXACTLY (convolution powers) and every
 * market is priced from it. A tie after regulation goes to 5-minute overtimes at the same pace
 * until one side leads: the match winner includes overtime (the chain of overtimes summed as a
 * geometric series); handicap and total markets are on regulation time.
 * Real time: four 12-minute quarters played at 1.5 real seconds per second of game clock, 2
 * minutes between quarters, 10 at half time, 2 before each overtime.
 */

export interface BasketballParams {
  /** Possessions per side in regulation. */
  pace: number;
  /** Points of one possession (index 0–3) for home and for away. */
  home: readonly number[];
  away: readonly number[];
}

export interface BasketballState {
  points: readonly [number, number];
  /** Possessions played (regulation and overtime). */
  played: number;
  /** Score at the end of regulation, once reached. */
  regulation?: readonly [number, number];
}

const quarterSeconds = 720;
const regulationSeconds = 4 * quarterSeconds;
const overtimeSeconds = 300;
const realPerGameSecond = 1.5;
const breaks = [0, 120, 720, 840] as const;
const overtimeBreak = 120;

export const basketballTiming = { afterScoreMs: 4_000, freeThrowMs: 10_000 } as const;

const possessionPoints = (attack: number, defence: number): number[] => {
  const edge = (attack / defence) ** 0.2;
  const three = 0.12 * edge;
  const two = 0.34 * edge;
  const one = 0.06;
  return [1 - three - two - one, one, two, three];
};

const overtimePossessions = (pace: number) =>
  Math.max(4, Math.round((pace * overtimeSeconds) / regulationSeconds));

/** Real offset from tip-off (seconds) of a game second (a period's last second belongs to it). */
function realOffset(gameSecond: number): number {
  if (gameSecond <= regulationSeconds) {
    const quarter = Math.min(3, Math.max(0, Math.ceil(gameSecond / quarterSeconds) - 1));
    return gameSecond * realPerGameSecond + (breaks[quarter] as number);
  }
  const overtime = Math.max(0, Math.ceil((gameSecond - regulationSeconds) / overtimeSeconds) - 1);
  const end = regulationSeconds * realPerGameSecond + breaks[3];
  return end + (overtime + 1) * overtimeBreak + (gameSecond - regulationSeconds) * realPerGameSecond;
}

/** Game second when possession `index` (0-based) ends. */
function possessionEnd(params: BasketballParams, index: number): number {
  const regulation = 2 * params.pace;
  if (index < regulation) return ((index + 1) * regulationSeconds) / regulation;
  const perOvertime = 2 * overtimePossessions(params.pace);
  const k = index - regulation;
  const overtime = Math.floor(k / perOvertime);
  return (
    regulationSeconds + overtime * overtimeSeconds + (((k % perOvertime) + 1) * overtimeSeconds) / perOvertime
  );
}

export const basketball: MatchModel<BasketballParams, BasketballState> = {
  params(home, away) {
    const pace = 96 + Math.round(4 * (home + away - 2));
    return { pace, home: possessionPoints(home * 1.03, away), away: possessionPoints(away, home * 1.03) };
  },

  start: () => ({ points: [0, 0], played: 0 }),

  simulate(params, kickoff, rng: Rng): Timeline<BasketballState> {
    const snapshots: Timeline<BasketballState>['snapshots'] = [
      { at: kickoff, state: { points: [0, 0], played: 0 } },
    ];
    const suspensions: Timeline<BasketballState>['suspensions'] = [];
    const score: [number, number] = [0, 0];
    const regulation = 2 * params.pace;
    const perOvertime = 2 * overtimePossessions(params.pace);
    let regulationScore: readonly [number, number] | undefined;
    let index = 0;
    for (let end = regulation; ; end += perOvertime) {
      for (; index < end; index++) {
        const side = index % 2 === 0 ? 0 : 1;
        const points = draw(side === 0 ? params.home : params.away, uniform(rng));
        score[side] += points;
        const at = kickoff + Math.round(realOffset(possessionEnd(params, index)) * 1000);
        if (index + 1 === regulation) regulationScore = [score[0], score[1]];
        const state: BasketballState = { points: [score[0], score[1]], played: index + 1 };
        if (regulationScore) state.regulation = regulationScore;
        snapshots.push({ at, state });
        if (points === 1)
          suspensions.push({
            from: at - basketballTiming.freeThrowMs,
            to: at,
            reason: 'suspended.freeThrow',
          });
        if (points > 0)
          suspensions.push({ from: at, to: at + basketballTiming.afterScoreMs, reason: 'suspended.score' });
      }
      if (score[0] !== score[1]) break;
      if (end > regulation + 20 * perOvertime) {
        // Twenty overtimes level (never seen): one more point decides.
        score[rng.int(2) as 0 | 1]++;
        const at = (snapshots[snapshots.length - 1] as { at: number }).at + 1000;
        snapshots.push({
          at,
          state: { points: [score[0], score[1]], played: index, regulation: regulationScore ?? [0, 0] },
        });
        break;
      }
    }
    const last = snapshots[snapshots.length - 1] as { at: number };
    const reg = regulationScore ?? [score[0], score[1]];
    return { kickoff, endsAt: last.at, snapshots, suspensions, final: basketballFinal(score, reg) };
  },

  view(_params, timeline, state, now): LiveView {
    const clock = clockAt(Math.max(0, (now - timeline.kickoff) / 1000));
    const view: LiveView = { status: 'live', score: state.points, clock };
    if (state.regulation) view.detail = state.regulation.join('-');
    return view;
  },

  price(params, { state, main }): PricedMarket[] {
    const regulation = 2 * params.pace;
    const chain = overtimeChain(params);
    if (state.played >= regulation) {
      // In overtime: only the winner is open.
      const perOvertime = 2 * overtimePossessions(params.pace);
      const left = perOvertime - ((state.played - regulation) % perOvertime);
      const { home, away } = remainingPossessions(state.played, state.played + left);
      return [
        priceMarket(
          { kind: 'winner', draw: false },
          marginals(params, state.points, home, away, chain).winner,
        ),
      ];
    }
    const { home, away } = remainingPossessions(state.played, regulation);
    const {
      winner: winnerOutcomes,
      margin,
      total,
      mean,
    } = marginals(params, state.points, home, away, chain);
    const winner = priceMarket({ kind: 'winner', draw: false }, winnerOutcomes);
    if (main) return [winner];
    const lowest = state.points[0] + state.points[1] + 0.5;
    return [
      winner,
      ...handicapMarkets(margin, 'points', lineRange(-40.5, 40.5, 1), 2),
      ...totalMarkets(total, 'points', lineRange(Math.max(lowest, Math.floor(mean) - 29.5), mean + 30, 1), 2),
    ];
  },

  priceKey(state) {
    return `${state.points.join('-')}#${state.played}`;
  },
};

/** The clock at a real offset from tip-off (seconds): quarter and time left, breaks, overtime. */
function clockAt(since: number): LiveView['clock'] {
  const quarterReal = quarterSeconds * realPerGameSecond;
  for (let quarter = 0; quarter < 4; quarter++) {
    const start = quarter * quarterReal + (breaks[quarter] as number);
    if (since < start) return { key: quarter === 2 ? 'clock.halftime' : 'clock.break' };
    if (since < start + quarterReal) {
      const left = quarterSeconds - (since - start) / realPerGameSecond;
      return { key: 'clock.quarter', values: { quarter: quarter + 1, time: clockText(left) } };
    }
  }
  const overtimeReal = overtimeSeconds * realPerGameSecond;
  const afterRegulation = since - realOffset(regulationSeconds);
  const overtime = Math.floor(afterRegulation / (overtimeBreak + overtimeReal));
  const into = afterRegulation - overtime * (overtimeBreak + overtimeReal) - overtimeBreak;
  if (into < 0) return { key: 'clock.break' };
  return {
    key: 'clock.overtime',
    values: { time: clockText(Math.max(0, overtimeSeconds - into / realPerGameSecond)) },
  };
}

/** Regulation possessions from `from` to `to` (exclusive), home on the even ones. */
function remainingPossessions(from: number, to: number) {
  const count = Math.max(0, to - from);
  const home = from % 2 === 0 ? Math.ceil(count / 2) : Math.floor(count / 2);
  return { home, away: count - home };
}

/** The distribution of points scored in n possessions (exact convolution power, tails trimmed). */
export function pointsDistribution(
  possession: readonly number[],
  n: number,
): { offset: number; p: number[] } {
  let dist = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(dist.length + 3).fill(0);
    for (let k = 0; k < dist.length; k++) {
      const pk = dist[k] as number;
      if (pk === 0) continue;
      for (let s = 0; s < 4; s++) next[k + s] = (next[k + s] as number) + pk * (possession[s] as number);
    }
    dist = next;
  }
  let low = 0;
  let high = dist.length - 1;
  while (low < high && (dist[low] as number) < 1e-13) low++;
  while (high > low && (dist[high] as number) < 1e-13) high--;
  return { offset: low, p: dist.slice(low, high + 1) };
}

/** P(home wins) of one overtime and of the whole chain of overtimes. */
function overtimeChain(params: BasketballParams): number {
  const n = overtimePossessions(params.pace);
  const home = pointsDistribution(params.home, n);
  const away = pointsDistribution(params.away, n);
  let win = 0;
  let tie = 0;
  home.p.forEach((ph, i) => {
    away.p.forEach((pa, j) => {
      const d = home.offset + i - (away.offset + j);
      if (d > 0) win += ph * pa;
      else if (d === 0) tie += ph * pa;
    });
  });
  return win / (1 - tie);
}

/**
 * The final margin and total of regulation (the two sides' points are independent: their
 * distributions convolve), and the winner with a tie sent to the overtime chain. Margins are
 * kept as [margin, 0] and totals as [total, 0]: all a handicap or a total reads.
 */
function marginals(
  params: BasketballParams,
  points: readonly [number, number],
  homeLeft: number,
  awayLeft: number,
  chain: number,
) {
  const home = pointsDistribution(params.home, homeLeft);
  const away = pointsDistribution(params.away, awayLeft);
  const base = points[0] + home.offset - (points[1] + away.offset);
  const diff = new Array<number>(home.p.length + away.p.length).fill(0);
  const sum = new Array<number>(home.p.length + away.p.length).fill(0);
  let all = 0;
  for (let i = 0; i < home.p.length; i++) {
    const ph = home.p[i] as number;
    for (let j = 0; j < away.p.length; j++) {
      const p = ph * (away.p[j] as number);
      diff[i - j + away.p.length - 1] = (diff[i - j + away.p.length - 1] as number) + p;
      sum[i + j] = (sum[i + j] as number) + p;
      all += p;
    }
  }
  const low = base - (away.p.length - 1);
  const totalBase = points[0] + points[1] + home.offset + away.offset;
  const margin: Weighted[] = [];
  let win = 0;
  let tie = 0;
  diff.forEach((p, k) => {
    if (p <= 0) return;
    const d = low + k;
    if (d > 0) win += p / all;
    else if (d === 0) tie += p / all;
    margin.push({ p: p / all, score: { winner: d > 0 ? 'home' : 'away', measures: { points: [d, 0] } } });
  });
  const total: Weighted[] = [];
  let mean = 0;
  sum.forEach((p, k) => {
    if (p <= 0) return;
    total.push({ p: p / all, score: { winner: 'home', measures: { points: [totalBase + k, 0] } } });
    mean += (p / all) * (totalBase + k);
  });
  // Trimmed tails (under 1e-13 each) are shared out by dividing by `all`.
  const homeWins = win + tie * chain;
  const winner: Weighted[] = [
    { p: homeWins, score: { winner: 'home', measures: {} } },
    { p: 1 - homeWins, score: { winner: 'away', measures: {} } },
  ];
  return { winner, margin, total, mean };
}

function draw(possession: readonly number[], u: number): number {
  let cumulative = 0;
  for (let s = 0; s < possession.length; s++) {
    cumulative += possession[s] as number;
    if (u < cumulative) return s;
  }
  return 0;
}

export function basketballFinal(
  score: readonly [number, number],
  regulation: readonly [number, number],
): FinalScore {
  return {
    winner: score[0] > score[1] ? 'home' : 'away',
    measures: { points: [regulation[0], regulation[1]], total: [score[0], score[1]] },
  };
}
