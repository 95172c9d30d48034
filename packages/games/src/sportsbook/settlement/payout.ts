import { type Grade, gradeFactors } from '../markets/grade.ts';

/*
 * Exact returns. A line's return is unitStake × Π over its legs of (a × odds + b), (a, b) from
 * each leg's grade (a win (1, 0), a void (0, 1), a half win (½, ½), a dead heat of k (1/k, 0) …),
 * computed in bigint fractions and floored to a whole minor unit once, at the end. A void leg
 * has the factor 1: it drops out of an accumulator.
 */

/** Return of one line with each leg's odds × 100 and grade. */
export function lineReturn(unitStake: number, legs: readonly { odds100: number; grade: Grade }[]): number {
  let num = BigInt(unitStake);
  let den = 1n;
  for (const { odds100, grade } of legs) {
    const { a, b } = gradeFactors(grade);
    // a × odds100 / 100 + b = (a.num × odds100 × b.den + b.num × a.den × 100) / (a.den × b.den × 100)
    num *= a.num * BigInt(odds100) * b.den + b.num * a.den * 100n;
    den *= a.den * b.den * 100n;
  }
  return Number(num / den);
}

/** Return of a bet: its lines added up. */
export function betReturn(
  bet: { unitStake: number; lines: readonly (readonly number[])[]; legs: readonly { odds100: number }[] },
  grades: readonly Grade[],
): number {
  let total = 0;
  for (const line of bet.lines) {
    total += lineReturn(
      bet.unitStake,
      line.map((i) => ({ odds100: (bet.legs[i] as { odds100: number }).odds100, grade: grades[i] as Grade })),
    );
  }
  return total;
}

/** Return when every leg wins. */
export function potentialReturn(
  unitStake: number,
  lines: readonly (readonly number[])[],
  odds100: readonly number[],
): number {
  const win: Grade = { outcome: 'win' };
  return lines.reduce(
    (sum, line) =>
      sum +
      lineReturn(
        unitStake,
        line.map((i) => ({ odds100: odds100[i] as number, grade: win })),
      ),
    0,
  );
}
