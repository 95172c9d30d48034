import { type Ratio, ratio } from '../../engine/ratio.ts';
import { isQuarterLine, type MarketSpec } from './spec.ts';

/** A match's final figures as settlement and pricing read them. */
export interface FinalScore {
  /** Who won the match (a `tie` is a two-way market's dead heat: cricket). */
  winner: 'home' | 'away' | 'draw' | 'tie';
  /** Per measure (goals, games, sets, points …) the home and away figures. */
  measures: Readonly<Record<string, readonly [number, number]>>;
}

/**
 * How a selection came out. The return is stake × (a × odds + b): a win (1, 0), a loss (0, 0),
 * a push or a void (0, 1: stake back), a half win (½, ½), a half loss (0, ½) and a dead heat
 * between k winners (1/k, 0: a k-th of the stake at full odds).
 */
export type Outcome = 'win' | 'lose' | 'push' | 'half-win' | 'half-lose' | 'void' | 'dead-heat';

export interface Grade {
  outcome: Outcome;
  /** Dead heat: how many share the place. */
  share?: number;
}

const half = ratio(1n, 2n);
const zero = ratio(0n);
const one = ratio(1n);

/** The return coefficients (a, b) of a grade: return = stake × (a × odds + b). */
export function gradeFactors(grade: Grade): { a: Ratio; b: Ratio } {
  switch (grade.outcome) {
    case 'win':
      return { a: one, b: zero };
    case 'lose':
      return { a: zero, b: zero };
    case 'push':
    case 'void':
      return { a: zero, b: one };
    case 'half-win':
      return { a: half, b: half };
    case 'half-lose':
      return { a: zero, b: half };
    case 'dead-heat':
      return { a: ratio(1n, BigInt(grade.share ?? 1)), b: zero };
  }
}

/** Floats of the same, for pricing. */
export function gradeWeights(grade: Grade): { a: number; b: number } {
  switch (grade.outcome) {
    case 'win':
      return { a: 1, b: 0 };
    case 'lose':
      return { a: 0, b: 0 };
    case 'push':
    case 'void':
      return { a: 0, b: 1 };
    case 'half-win':
      return { a: 0.5, b: 0.5 };
    case 'half-lose':
      return { a: 0, b: 0.5 };
    case 'dead-heat':
      return { a: 1 / (grade.share ?? 1), b: 0 };
  }
}

const sign = (value: number): Grade => ({ outcome: value > 0 ? 'win' : value < 0 ? 'lose' : 'push' });

/** A figure against a line: whole and half lines win, push or lose; quarter lines split. */
function againstLine(figure: number, line: number): Grade {
  if (!isQuarterLine(line)) return sign(figure + line);
  const low = sign(figure + line - 0.25).outcome;
  const high = sign(figure + line + 0.25).outcome;
  if (low === high) return { outcome: low };
  // Adjacent half lines differ by a half: one of the pair is a push.
  return { outcome: low === 'win' || high === 'win' ? 'half-win' : 'half-lose' };
}

/** The grade of one selection of an event market against the final score. */
export function gradeSelection(spec: MarketSpec, selection: string, score: FinalScore): Grade {
  switch (spec.kind) {
    case 'winner':
      if (score.winner === 'tie') return { outcome: 'dead-heat', share: 2 };
      return { outcome: score.winner === selection ? 'win' : 'lose' };
    case 'handicap': {
      const [h, a] = measureOf(score, spec.measure);
      return selection === 'home' ? againstLine(h - a, spec.line) : againstLine(a - h, -spec.line);
    }
    case 'total': {
      const [h, a] = measureOf(score, spec.measure);
      return selection === 'over' ? againstLine(h + a, -spec.line) : againstLine(-(h + a), spec.line);
    }
    case 'btts': {
      const [h, a] = measureOf(score, 'goals');
      const both = h > 0 && a > 0;
      return { outcome: both === (selection === 'yes') ? 'win' : 'lose' };
    }
    case 'correct-score': {
      const [h, a] = measureOf(score, spec.measure);
      const other = spec.max !== undefined && (h > spec.max || a > spec.max);
      const id = other ? 'other' : `${h}-${a}`;
      return { outcome: id === selection ? 'win' : 'lose' };
    }
    case 'outright':
      throw new Error('an outright is graded against its standings (gradeOutright)');
  }
}

/** An outright selection against the teams sharing first place. */
export function gradeOutright(selection: string, winners: readonly string[]): Grade {
  if (!winners.includes(selection)) return { outcome: 'lose' };
  return winners.length === 1 ? { outcome: 'win' } : { outcome: 'dead-heat', share: winners.length };
}

function measureOf(score: FinalScore, measure: string): readonly [number, number] {
  const figures = score.measures[measure];
  if (!figures) throw new Error(`the final score has no ${measure}`);
  return figures;
}
