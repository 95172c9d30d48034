import type { Rng } from '../../engine/rng.ts';
import type { LiveView } from '../feed/types.ts';
import type { FinalScore } from '../markets/grade.ts';
import { lineRange } from '../markets/lines.ts';
import { OutcomeIndex, type Weighted } from '../pricing/effective.ts';
import { poissonPmf, poissonQuantile } from '../pricing/poisson.ts';
import { handicapMarkets, priceMarket, totalMarkets } from './pricing.ts';
import { chance, type MatchModel, type PricedMarket, type Timeline, uniform } from './types.ts';

/*
 * Football: goals are a Poisson process per side. The expected goals over 90 minutes come from
 * the ratings (home advantage included); each minute draws a Poisson number of goals per side,
 * each at a uniform second of the minute. From any moment the goals still to come are
 * Poisson(λ × time left / 90 min) per side, independent, so every market is priced EXACTLY
 * from the two Poisson distributions (a 0–15 goal grid, the tail folded into 15).
 * Real time: 45 min, 15 min half time, 45 min (no stoppage time).
 */

export interface FootballParams {
  home: number;
  away: number;
}

export interface FootballState {
  goals: readonly [number, number];
}

const halfSeconds = 45 * 60;
const matchSeconds = 2 * halfSeconds;
const breakSeconds = 15 * 60;
const gridMax = 15;

export const footballTiming = {
  /** Suspended this long before a goal (the attack that makes it) and after it. */
  dangerBeforeGoalMs: 15_000,
  afterGoalMs: 10_000,
  /** Chance per minute of a dangerous attack that comes to nothing. */
  falseAlarmPerMinute: 0.1,
  falseAlarmMs: 12_000,
  /** Chance that the result is corrected (a goal taken back) 10 minutes after the end. */
  correctionChance: 0.03,
  correctionAfterMs: 10 * 60_000,
} as const;

/** Seconds of play at a real offset from kick-off (frozen at half time). */
export function playedSeconds(sinceKickoffMs: number): number {
  const s = Math.max(0, sinceKickoffMs / 1000);
  if (s < halfSeconds) return s;
  if (s < halfSeconds + breakSeconds) return halfSeconds;
  return Math.min(matchSeconds, s - breakSeconds);
}

/** Real offset from kick-off (ms) of a second of play. */
const realOffsetMs = (second: number) => (second < halfSeconds ? second : second + breakSeconds) * 1000;

export const football: MatchModel<FootballParams, FootballState> = {
  params(home, away) {
    return { home: 1.45 * (home / away) ** 0.9, away: 1.15 * (away / home) ** 0.9 };
  },

  start: () => ({ goals: [0, 0] }),

  simulate(params, kickoff, rng: Rng): Timeline<FootballState> {
    const goals: { second: number; side: 0 | 1 }[] = [];
    const suspensions: Timeline<FootballState>['suspensions'] = [];
    for (let minute = 0; minute < 90; minute++) {
      for (const side of [0, 1] as const) {
        const count = poissonQuantile((side === 0 ? params.home : params.away) / 90, uniform(rng));
        for (let i = 0; i < count; i++) goals.push({ second: minute * 60 + rng.int(60), side });
      }
      if (chance(rng, footballTiming.falseAlarmPerMinute)) {
        const from = kickoff + realOffsetMs(minute * 60 + rng.int(50));
        suspensions.push({ from, to: from + footballTiming.falseAlarmMs, reason: 'suspended.danger' });
      }
    }
    goals.sort((a, b) => a.second - b.second);
    const score: [number, number] = [0, 0];
    const snapshots: Timeline<FootballState>['snapshots'] = [{ at: kickoff, state: { goals: [0, 0] } }];
    for (const goal of goals) {
      score[goal.side]++;
      const at = kickoff + realOffsetMs(goal.second);
      snapshots.push({ at, state: { goals: [score[0], score[1]] } });
      suspensions.push({ from: at - footballTiming.dangerBeforeGoalMs, to: at, reason: 'suspended.danger' });
      suspensions.push({ from: at, to: at + footballTiming.afterGoalMs, reason: 'suspended.goal' });
    }
    const endsAt = kickoff + realOffsetMs(matchSeconds);
    const final = finalOf(score[0], score[1]);
    const timeline: Timeline<FootballState> = { kickoff, endsAt, snapshots, suspensions, final };
    if (goals.length > 0 && chance(rng, footballTiming.correctionChance)) {
      const last = goals[goals.length - 1] as { side: 0 | 1 };
      const corrected: [number, number] = [score[0], score[1]];
      corrected[last.side]--;
      timeline.correction = {
        at: endsAt + footballTiming.correctionAfterMs,
        final: finalOf(corrected[0], corrected[1]),
      };
    }
    return timeline;
  },

  view(_params, timeline, state, now): LiveView {
    const played = playedSeconds(now - timeline.kickoff);
    const since = (now - timeline.kickoff) / 1000;
    const clock =
      since >= halfSeconds && since < halfSeconds + breakSeconds
        ? { key: 'clock.halftime' }
        : { key: 'clock.minute', values: { minute: Math.min(90, Math.floor(played / 60) + 1) } };
    return { status: 'live', score: state.goals, clock };
  },

  price(params, { state, now, kickoff, main }): PricedMarket[] {
    const left = (matchSeconds - playedSeconds(now - kickoff)) / matchSeconds;
    const outcomes = new OutcomeIndex(footballOutcomes(state.goals, params.home * left, params.away * left));
    const winner = priceMarket({ kind: 'winner', draw: true }, outcomes);
    if (main) return [winner];
    const [h, a] = state.goals;
    const markets = [
      winner,
      ...handicapMarkets(outcomes, 'goals', lineRange(-3.5, 3.5, 0.25), 0.5),
      ...totalMarkets(outcomes, 'goals', lineRange(h + a + 0.5, h + a + 6.5, 0.25), 0.5),
    ];
    if (h === 0 || a === 0) markets.push(priceMarket({ kind: 'btts' }, outcomes));
    if (h <= 4 && a <= 4)
      markets.push(priceMarket({ kind: 'correct-score', measure: 'goals', max: 4 }, outcomes));
    return markets;
  },

  priceKey(state, now, kickoff) {
    // The clock moves the price: one price per 10 s of play.
    return `${state.goals.join('-')}@${Math.floor(playedSeconds(now - kickoff) / 10)}`;
  },
};

export function finalOf(home: number, away: number): FinalScore {
  return {
    winner: home > away ? 'home' : home < away ? 'away' : 'draw',
    measures: { goals: [home, away] },
  };
}

/** The exact distribution of final scores: the current score plus Poisson goals to come. */
export function footballOutcomes(
  goals: readonly [number, number],
  homeToCome: number,
  awayToCome: number,
): Weighted[] {
  const home = poissonPmf(homeToCome, gridMax);
  const away = poissonPmf(awayToCome, gridMax);
  const outcomes: Weighted[] = [];
  for (let i = 0; i <= gridMax; i++) {
    for (let j = 0; j <= gridMax; j++) {
      const p = (home[i] as number) * (away[j] as number);
      if (p > 0) outcomes.push({ p, score: finalOf(goals[0] + i, goals[1] + j) });
    }
  }
  return outcomes;
}
