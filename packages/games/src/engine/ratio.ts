/**
 * Exact fractions for published mathematics: an RTP is a ratio of two integers computed by
 * enumerating a game's outcomes, never a decimal typed in.
 */
export interface Ratio {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};

export function ratio(num: bigint | number, den: bigint | number = 1n): Ratio {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new RangeError('ratio with a zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { num: n / g, den: d / g };
}

export const addRatio = (a: Ratio, b: Ratio) => ratio(a.num * b.den + b.num * a.den, a.den * b.den);
export const mulRatio = (a: Ratio, b: Ratio) => ratio(a.num * b.num, a.den * b.den);
export const divRatio = (a: Ratio, b: Ratio) => ratio(a.num * b.den, a.den * b.num);
export const sumRatios = (items: Iterable<Ratio>) => {
  let total = ratio(0n);
  for (const item of items) total = addRatio(total, item);
  return total;
};

/** The lowest of some ratios, compared exactly. */
export function lowestRatio(items: Iterable<Ratio>): Ratio {
  let low: Ratio | undefined;
  for (const item of items) if (!low || item.num * low.den < low.num * item.den) low = item;
  if (!low) throw new RangeError('lowest of no ratios');
  return low;
}

/** As a float, for display and for comparing with a simulation (never for money). */
export const ratioValue = (r: Ratio) => Number((r.num * 1_000_000_000_000n) / r.den) / 1e12;

/** "96.53 %"-style text with `digits` decimals, rounded down. */
export const ratioPercent = (r: Ratio, digits = 2) =>
  `${(Math.floor(ratioValue(r) * 100 * 10 ** digits) / 10 ** digits).toFixed(digits)} %`;
