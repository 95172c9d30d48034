/** Exact counting for the draws' mathematics: binomials and the equally likely sub-draws. */

const binomials = new Map<string, bigint>();

/** n choose k, exactly (0 outside 0 ≤ k ≤ n). */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  const key = `${n}:${k}`;
  let value = binomials.get(key);
  if (value === undefined) {
    value = 1n;
    const m = Math.min(k, n - k);
    for (let i = 1; i <= m; i++) value = (value * BigInt(n - m + i)) / BigInt(i);
    binomials.set(key, value);
  }
  return value;
}

/** from, from + 1, …, to. */
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every ordered k-tuple of distinct `items`. */
export function* arrangements<T>(items: readonly T[], k: number): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = 0; i < items.length; i++) {
    const rest = [...items.slice(0, i), ...items.slice(i + 1)];
    for (const tail of arrangements(rest, k - 1)) yield [items[i] as T, ...tail];
  }
}

/** Every k-tuple of `items`, repetition allowed. */
export function* tuples<T>(items: readonly T[], k: number): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (const head of items) for (const tail of tuples(items, k - 1)) yield [head, ...tail];
}

export const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** How many of a player's picks are among the drawn numbers. */
export const hitsOf = (drawn: readonly number[], picks: readonly number[]) =>
  picks.filter((pick) => drawn.includes(pick)).length;

/**
 * Ways to draw `drawn` of `total` numbers with exactly h of a player's `picked` numbers among
 * them, for every h: C(picked, h) · C(total − picked, drawn − h).
 */
export function hypergeometric(total: number, drawn: number, picked: number): Map<number, bigint> {
  const ways = new Map<number, bigint>();
  for (let h = 0; h <= Math.min(picked, drawn); h++) {
    const count = choose(picked, h) * choose(total - picked, drawn - h);
    if (count > 0n) ways.set(h, count);
  }
  return ways;
}

/**
 * Ways for every sum of a `size`-subset of `values` (dynamic programming over the values): the
 * sum's distribution when `size` of them are drawn without replacement, all subsets alike.
 */
export function subsetSums(values: readonly number[], size: number): Map<number, bigint> {
  // ways[k] maps a sum to the number of k-subsets of the values seen so far with that sum.
  let ways: Map<number, bigint>[] = range(0, size).map((k) => new Map(k === 0 ? [[0, 1n]] : []));
  for (const value of values) {
    const next = ways.map((sums) => new Map(sums));
    for (let k = 0; k < size; k++) {
      for (const [sum, count] of ways[k] as Map<number, bigint>) {
        const target = next[k + 1] as Map<number, bigint>;
        target.set(sum + value, (target.get(sum + value) ?? 0n) + count);
      }
    }
    ways = next;
  }
  return ways[size] as Map<number, bigint>;
}
