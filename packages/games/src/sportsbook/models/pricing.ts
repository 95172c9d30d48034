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
 * Markets of one kind of line on a measure: the line among `candidates` nearest an even chance of
 * `side`, and its neighbours `spread` away.
 */
const lineMarkets =
  (kind: 'handicap' | 'total', side: 'home' | 'over') =>
  (
    outcomes: readonly Weighted[] | OutcomeIndex,
    measure: string,
    candidates: readonly number[],
    spread: number,
  ): PricedMarket[] => {
    const index = outcomes instanceof OutcomeIndex ? outcomes : new OutcomeIndex(outcomes);
    const chanceAt = (line: number) =>
      effectiveProbabilities({ kind, measure, line }, [side], index)[side] ?? 0;
    const main = balancedLine(candidates, chanceAt);
    return linesAround(candidates, main, spread).map((line) => priceMarket({ kind, measure, line }, index));
  };

/** Handicap markets on a measure, balanced on the home side. */
export const handicapMarkets = lineMarkets('handicap', 'home');

/** Over / under markets on a measure, balanced on the over. */
export const totalMarkets = lineMarkets('total', 'over');

/** Outcomes of a Monte Carlo run: every path weighs 1 / paths. */
export function outcomesOfPaths(paths: readonly Weighted['score'][]): Weighted[] {
  const p = 1 / paths.length;
  return paths.map((score) => ({ p, score }));
}
