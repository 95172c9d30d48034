/** Chi-square statistic of observed counts against a uniform expectation. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** Upper 1 % critical value of chi-square (Wilson–Hilferty; z(0.99) = 2.3263). */
export function chiSquareCritical99(degreesOfFreedom: number): number {
  const k = degreesOfFreedom;
  const z = 2.3263;
  return k * (1 - 2 / (9 * k) + z * Math.sqrt(2 / (9 * k))) ** 3;
}
