import { balancedLine, linesAround } from '../markets/lines.ts';
import { type MarketSpec, selectionIds } from '../markets/spec.ts';
import { effectiveProbabilities, OutcomeIndex, type Weighted } from '../pricing/effective.ts';
import type { PricedMarket } from './types.ts';

/** One market priced from a distribution of final scores. */
export function priceMarket(
  spec: MarketSpec,
  outcomes: readonly Weighted[] | OutcomeIndex,
  possibleScores?: readonly (readonly [number, number])[],
): PricedMarket {
  const ids = selectionIds(spec, possibleScores);
  const probabilities = effectiveProbabilities(spec, ids, outcomes);
  return { spec, selections: ids.map((id) => ({ id, probability: probabilities[id] ?? 0 })) };
}

/**
 * Handicap markets on a measure: the line nearest an even chance among `candidates`, and its
 * neighbours `spread` away.
 */
export function handicapMarkets(
  outcomes: readonly Weighted[] | OutcomeIndex,
  measure: string,
  candidates: readonly number[],
  spread: number,
): PricedMarket[] {
  const index = outcomes instanceof OutcomeIndex ? outcomes : new OutcomeIndex(outcomes);
  const homeAt = (line: number) =>
    effectiveProbabilities({ kind: 'handicap', measure, line }, ['home'], index).home ?? 0;
  const main = balancedLine(candidates, homeAt);
  return linesAround(candidates, main, spread).map((line) =>
    priceMarket({ kind: 'handicap', measure, line }, index),
  );
}

/** Over / under markets on a measure, chosen the same way. */
export function totalMarkets(
  outcomes: readonly Weighted[] | OutcomeIndex,
  measure: string,
  candidates: readonly number[],
  spread: number,
): PricedMarket[] {
  const index = outcomes instanceof OutcomeIndex ? outcomes : new OutcomeIndex(outcomes);
  const overAt = (line: number) =>
    effectiveProbabilities({ kind: 'total', measure, line }, ['over'], index).over ?? 0;
  const main = balancedLine(candidates, overAt);
  return linesAround(candidates, main, spread).map((line) =>
    priceMarket({ kind: 'total', measure, line }, index),
  );
}

/** Outcomes of a Monte Carlo run: every path weighs 1 / paths. */
export function outcomesOfPaths(paths: readonly Weighted['score'][]): Weighted[] {
  const p = 1 / paths.length;
  return paths.map((score) => ({ p, score }));
}
