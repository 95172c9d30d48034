import { type FinalScore, gradeSelection, gradeWeights } from '../markets/grade.ts';
import type { MarketSpec } from '../markets/spec.ts';

/** A distribution of final scores: what a model says may still happen, with probabilities. */
export interface Weighted {
  p: number;
  score: FinalScore;
}

/**
 * The fair ("effective") probability of each selection of a market: the q with odds 1 / q
 * returning exactly the stake on average. With pushes and half results a selection returns
 * stake × (a × odds + b), so q = E[a] / (1 − E[b]); for win-or-lose selections q is the plain
 * probability. The q of a market's selections add up to 1 (pushes on a whole line, half results
 * on a quarter line and dead heats included).
 */
export function effectiveProbabilities(
  spec: MarketSpec,
  selections: readonly string[],
  outcomes: readonly Weighted[] | OutcomeIndex,
): Record<string, number> {
  const index = outcomes instanceof OutcomeIndex ? outcomes : new OutcomeIndex(outcomes);
  const groups = index.groups(spec);
  const result: Record<string, number> = {};
  for (const selection of selections) {
    let a = 0;
    let b = 0;
    for (const group of groups) {
      const weights = gradeWeights(gradeSelection(spec, selection, group.score));
      a += group.p * weights.a;
      b += group.p * weights.b;
    }
    result[selection] = b < 1 - 1e-12 ? a / (1 - b) : 0;
  }
  return result;
}

/**
 * A distribution with its outcomes grouped the way a market reads them (by margin for a
 * handicap, by sum for a total …), each grouping made once: pricing many lines of one measure
 * grades a few dozen groups instead of every outcome.
 */
export class OutcomeIndex {
  private readonly grouped = new Map<string, Weighted[]>();
  constructor(readonly outcomes: readonly Weighted[]) {}

  groups(spec: MarketSpec): Weighted[] {
    const kind = groupKind(spec);
    const known = this.grouped.get(kind);
    if (known) return known;
    const groups = new Map<string, Weighted>();
    for (const outcome of this.outcomes) {
      const key = groupKey(spec, outcome.score);
      const group = groups.get(key);
      if (group) group.p += outcome.p;
      else groups.set(key, { p: outcome.p, score: outcome.score });
    }
    const list = [...groups.values()];
    this.grouped.set(kind, list);
    return list;
  }
}

const groupKind = (spec: MarketSpec) =>
  spec.kind === 'handicap' || spec.kind === 'total' || spec.kind === 'correct-score'
    ? `${spec.kind}:${spec.measure}`
    : spec.kind;

function groupKey(spec: MarketSpec, score: FinalScore): string {
  switch (spec.kind) {
    case 'winner':
      return score.winner;
    case 'handicap': {
      const [h, a] = score.measures[spec.measure] ?? [0, 0];
      return String(h - a);
    }
    case 'total': {
      const [h, a] = score.measures[spec.measure] ?? [0, 0];
      return String(h + a);
    }
    case 'btts': {
      const [h, a] = score.measures.goals ?? [0, 0];
      return String(h > 0 && a > 0);
    }
    case 'correct-score': {
      const [h, a] = score.measures[spec.measure] ?? [0, 0];
      return `${h}-${a}`;
    }
    case 'outright':
      throw new Error('outrights are priced from standings');
  }
}

/** Adds a distribution's probabilities up: 1 for a complete one. */
export const totalProbability = (outcomes: readonly Weighted[]) => outcomes.reduce((sum, o) => sum + o.p, 0);
