/** Poisson probabilities for goal models: exact up to the float, no sampling. */

/** P(X = k) for k = 0..max of a Poisson(λ); the tail above max is folded into max. */
export function poissonPmf(lambda: number, max: number): number[] {
  const pmf: number[] = [];
  let term = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k <= max; k++) {
    pmf.push(term);
    sum += term;
    term = (term * lambda) / (k + 1);
  }
  pmf[max] = (pmf[max] ?? 0) + Math.max(0, 1 - sum);
  return pmf;
}

/** The k with P(X ≤ k − 1) < u ≤ P(X ≤ k): an inverse-CDF draw from a uniform u in [0, 1). */
export function poissonQuantile(lambda: number, u: number): number {
  let term = Math.exp(-lambda);
  let cumulative = term;
  let k = 0;
  while (u >= cumulative && k < 100) {
    k++;
    term = (term * lambda) / k;
    cumulative += term;
  }
  return k;
}
