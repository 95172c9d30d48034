import { type Rng, seededRng } from '../../engine/rng.ts';
import type { FeedSelection, LiveView } from '../feed/types.ts';
import type { FinalScore } from '../markets/grade.ts';
import type { MarketSpec } from '../markets/spec.ts';

/**
 * A sport's match model: how a match between two rated sides unfolds (simulate), what the page
 * shows of it at a moment (view) and what may still happen from a state (price). A simulation
 * is a pure function of the model's parameters, the kick-off and an Rng, so every process that
 * holds the feed's secret sees the same match; what a moment shows is the timeline cut at it.
 */
export interface MatchModel<P = unknown, S = unknown> {
  /** Parameters from the two sides' ratings (about 0.6 weak … 1.4 strong). */
  params(home: number, away: number): P;
  /** The state at kick-off (what pre-match prices are made from). */
  start(params: P): S;
  simulate(params: P, kickoff: number, rng: Rng): Timeline<S>;
  view(params: P, timeline: Timeline<S>, state: S, now: number): LiveView;
  /**
   * Fair prices from a state at `now`: the markets the model offers (only the winner when
   * `main`). `seed` seeds the Monte Carlo of models that use one (the same for the same state).
   */
  price(params: P, context: PriceContext<S>): PricedMarket[];
  /** Prices stay the same while this key does (cache key): the state, and the clock where it counts. */
  priceKey(state: S, now: number, kickoff: number): string;
}

export interface PriceContext<S> {
  state: S;
  now: number;
  kickoff: number;
  seed: string;
  main: boolean;
}

export interface PricedMarket {
  spec: MarketSpec;
  selections: FeedSelection[];
}

export interface Snapshot<S> {
  at: number;
  state: S;
}

export interface Timeline<S> {
  kickoff: number;
  /** The final whistle. */
  endsAt: number;
  /** States in time order; the first is the kick-off state. */
  snapshots: Snapshot<S>[];
  /** Windows without bets: dangerous moments, the seconds after a score. */
  suspensions: { from: number; to: number; reason: string }[];
  final: FinalScore;
  /** A later correction of the result (a goal taken back on review), with when it is known. */
  correction?: { at: number; final: FinalScore };
}

/** A uniform float in [0, 1) from 32 bits of the Rng. */
export const uniform = (rng: Rng) => rng.int(2 ** 32) / 2 ** 32;

/**
 * A fast stream of uniforms in [0, 1) for Monte Carlo pricing (sfc32, seeded from text through
 * the engine's seeded Rng): the paths only need to be the same in every process, not secret.
 */
export function uniformStream(seed: string): () => number {
  const init = seededRng(seed);
  let a = init.int(2 ** 32);
  let b = init.int(2 ** 32);
  let c = init.int(2 ** 32);
  let d = init.int(2 ** 32);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** True with probability p. */
export const chance = (rng: Rng, p: number) => uniform(rng) < p;

/** The last snapshot at or before `now` (the first before kick-off). */
export function stateAt<S>(timeline: Timeline<S>, now: number): Snapshot<S> & { index: number } {
  const { snapshots } = timeline;
  let low = 0;
  let high = snapshots.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((snapshots[mid] as Snapshot<S>).at <= now) low = mid;
    else high = mid - 1;
  }
  return { ...(snapshots[low] as Snapshot<S>), index: low };
}

/** "mm:ss" of a number of seconds. */
export const clockText = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
