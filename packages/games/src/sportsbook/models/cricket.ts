import type { LiveView } from '../feed/types.ts';
import type { FinalScore } from '../markets/grade.ts';
import { lineRange } from '../markets/lines.ts';
import { OutcomeIndex } from '../pricing/effective.ts';
import { outcomesOfPaths, priceMarket, totalMarkets } from './pricing.ts';
import { type MatchModel, type PricedMarket, type Timeline, uniform, uniformStream } from './types.ts';

/*
 * Cricket, twenty overs a side: ball by ball, each ball a dot, 1, 2, 3, 4, 6, a wicket or a wide
 * (one run, bowled again), with chances from the batting side's rating against the bowling
 * side's and the phase (the last five overs hit harder and lose more wickets). An innings ends
 * at 10 wickets or 120 legal balls; the chase ends when the target is passed. Level scores are a
 * tie: the match winner market pays it as a dead heat. Prices come from a seeded Monte Carlo of
 * 3,000 paths from the current state (seeded by event and state). The toss is decided at the
 * first ball: before it the price averages both orders.
 * Real time: a ball every 25–35 s, 45 s between overs, 15 minutes between innings.
 */

export interface CricketParams {
  /**
   * Cumulative ball outcome chances [dot, 1, 2, 3, 4, 6, wicket, wide] with home batting and with
   * away batting, each for overs 1–15 and for the death overs 16–20.
   */
  homeBatting: readonly [readonly number[], readonly number[]];
  awayBatting: readonly [readonly number[], readonly number[]];
}

export interface CricketState {
  /** Side batting first (0 home, 1 away), set at the first ball. */
  first?: 0 | 1;
  innings: 0 | 1;
  runs: readonly [number, number];
  wickets: readonly [number, number];
  /** Legal balls of the current innings. */
  balls: number;
  /** Legal balls of the first innings, once over. */
  firstBalls?: number;
  winner?: 'home' | 'away' | 'tie';
}

const runsOf = [0, 1, 2, 3, 4, 6, 0, 1] as const;
const wicket = 6;
const wide = 7;
export const cricketPaths = 3_000;
export const cricketTiming = { afterWicketMs: 10_000, afterBoundaryMs: 5_000 } as const;

function ballChances(bat: number, bowl: number): number[] {
  const edge = Math.sqrt(bat / bowl);
  const chances = [0, 0.34, 0.08, 0.01, 0.11 * edge, 0.045 * edge, 0.055 / edge, 0.01];
  chances[0] = 1 - chances.reduce((sum, p) => sum + p, 0);
  return chances;
}

/** Cumulative chances of a ball, normal and in the death overs (boundaries and wickets × 1.3, from the dots). */
function cumulativeOf(chances: readonly number[], death: boolean): number[] {
  const lifted = chances.map((p, k) => (death && (k === 4 || k === 5 || k === wicket) ? p * 1.3 : p));
  lifted[0] = 1 - lifted.slice(1).reduce((sum, p) => sum + p, 0);
  let cumulative = 0;
  return lifted.map((p) => (cumulative += p));
}

function drawBall(cumulative: readonly number[], u: number): number {
  for (let k = 0; k < cumulative.length; k++) if (u < (cumulative[k] as number)) return k;
  return 0;
}

interface Innings {
  first?: 0 | 1;
  innings: 0 | 1;
  runs: [number, number];
  wickets: [number, number];
  balls: number;
  firstBalls?: number;
  winner?: CricketState['winner'];
}

/** One ball, in place: answers its outcome (an index of `runsOf`). */
function bowl(params: CricketParams, s: Innings, u: number): number {
  const first = s.first as 0 | 1;
  const batting = s.innings === 0 ? first : ((1 - first) as 0 | 1);
  const table = batting === 0 ? params.homeBatting : params.awayBatting;
  const outcome = drawBall(table[s.balls >= 90 ? 1 : 0], u);
  s.runs[batting] += runsOf[outcome as keyof typeof runsOf] as number;
  if (outcome === wicket) s.wickets[batting]++;
  if (outcome !== wide) s.balls++;
  const over = s.wickets[batting] >= 10 || s.balls >= 120;
  if (s.innings === 1) {
    const defending = (1 - batting) as 0 | 1;
    if (s.runs[batting] > s.runs[defending]) s.winner = batting === 0 ? 'home' : 'away';
    else if (over)
      s.winner = s.runs[batting] === s.runs[defending] ? 'tie' : defending === 0 ? 'home' : 'away';
  } else if (over) {
    s.innings = 1;
    s.firstBalls = s.balls;
    s.balls = 0;
  }
  return outcome;
}

const mutable = (state: CricketState): Innings => ({
  ...state,
  runs: [state.runs[0], state.runs[1]],
  wickets: [state.wickets[0], state.wickets[1]],
});

const cricketFinal = (state: CricketState): FinalScore => ({
  winner: state.winner ?? 'tie',
  measures: { runs: [state.runs[0], state.runs[1]] },
});

function playOut(params: CricketParams, state: CricketState, random: () => number): FinalScore {
  const s = mutable(state);
  if (s.first === undefined) s.first = random() < 0.5 ? 0 : 1;
  for (let guard = 0; s.winner === undefined && guard < 1000; guard++) bowl(params, s, random());
  return cricketFinal(s);
}

const oversText = (balls: number) => `${Math.floor(balls / 6)}.${balls % 6}`;

export const cricket: MatchModel<CricketParams, CricketState> = {
  params(home, away) {
    const home_ = ballChances(home * 1.03, away);
    const away_ = ballChances(away, home * 1.03);
    return {
      homeBatting: [cumulativeOf(home_, false), cumulativeOf(home_, true)],
      awayBatting: [cumulativeOf(away_, false), cumulativeOf(away_, true)],
    };
  },

  start: () => ({ innings: 0, runs: [0, 0], wickets: [0, 0], balls: 0 }),

  simulate(params, kickoff, rng): Timeline<CricketState> {
    const snapshots: Timeline<CricketState>['snapshots'] = [
      { at: kickoff, state: { innings: 0, runs: [0, 0], wickets: [0, 0], balls: 0 } },
    ];
    const suspensions: Timeline<CricketState>['suspensions'] = [];
    const s = mutable(snapshots[0]?.state as CricketState);
    s.first = uniform(rng) < 0.5 ? 0 : 1;
    let at = kickoff;
    while (s.winner === undefined) {
      const innings = s.innings;
      const outcome = bowl(params, s, uniform(rng));
      at += (25 + rng.int(11)) * 1000;
      snapshots.push({
        at,
        state: { ...s, runs: [s.runs[0], s.runs[1]], wickets: [s.wickets[0], s.wickets[1]] },
      });
      if (outcome === wicket)
        suspensions.push({ from: at, to: at + cricketTiming.afterWicketMs, reason: 'suspended.wicket' });
      else if (outcome === 4 || outcome === 5)
        suspensions.push({ from: at, to: at + cricketTiming.afterBoundaryMs, reason: 'suspended.score' });
      if (s.innings !== innings) at += 15 * 60_000;
      else if (outcome !== wide && s.balls % 6 === 0) at += 45_000;
    }
    const last = snapshots[snapshots.length - 1] as { at: number; state: CricketState };
    return { kickoff, endsAt: last.at, snapshots, suspensions, final: cricketFinal(last.state) };
  },

  view(_params, _timeline, state): LiveView {
    const first = state.first ?? 0;
    const batting = state.innings === 0 ? first : 1 - first;
    const side = (s: 0 | 1) => {
      const balls =
        s === batting ? state.balls : s === first && state.innings === 1 ? (state.firstBalls ?? 120) : 0;
      return `${state.runs[s]}/${state.wickets[s]} (${oversText(Math.min(balls, 120))})`;
    };
    const view: LiveView = {
      status: 'live',
      score: state.runs,
      detail: `${side(0)} – ${side(1)}`,
      clock: { key: 'clock.innings', values: { n: state.innings + 1, overs: oversText(state.balls) } },
    };
    if (state.first !== undefined) view.server = batting === 0 ? 'home' : 'away';
    return view;
  },

  price(params, { state, seed, main }): PricedMarket[] {
    const random = uniformStream(`${seed}:mc`);
    const paths = Array.from({ length: cricketPaths }, () => playOut(params, state, random));
    const outcomes = new OutcomeIndex(outcomesOfPaths(paths));
    const winner = priceMarket({ kind: 'winner', draw: false }, outcomes);
    if (main) return [winner];
    const mean = outcomes.outcomes.reduce((sum, o) => sum + o.p * sumRuns(o.score), 0);
    const lowest = state.runs[0] + state.runs[1] + 0.5;
    return [
      winner,
      ...totalMarkets(
        outcomes,
        'runs',
        lineRange(Math.max(lowest, Math.floor(mean) - 40.5), mean + 40, 1),
        6,
      ),
    ];
  },

  priceKey(state) {
    return `${state.first ?? '-'}:${state.innings}:${state.runs.join('-')}:${state.wickets.join('-')}:${state.balls}`;
  },
};

const sumRuns = (score: FinalScore) => {
  const [h, a] = score.measures.runs ?? [0, 0];
  return h + a;
};
