/** Every k-subset of 0…n−1 as sorted index lists, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const result: number[][] = [];
  const current: number[] = [];
  const walk = (from: number) => {
    if (current.length === k) {
      result.push([...current]);
      return;
    }
    for (let i = from; i <= n - (k - current.length); i++) {
      current.push(i);
      walk(i + 1);
      current.pop();
    }
  };
  walk(0);
  return result;
}

export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

const suitPermutations = (() => {
  const perms: number[][] = [];
  const walk = (left: number[], taken: number[]) => {
    if (left.length === 0) perms.push(taken);
    for (const s of left)
      walk(
        left.filter((x) => x !== s),
        [...taken, s],
      );
  };
  walk([0, 1, 2, 3], []);
  return perms;
})();

/**
 * The k-card sets of one 52-card deck grouped by suit symmetry: one representative of each class
 * under the 24 permutations of the suits, with how many sets the class holds. A function of the
 * cards that ignores suit names (hand strength, flush, …) is the same on every set of a class.
 */
const classesBySize = new Map<number, { cards: number[]; weight: number }[]>();

export function suitClasses(k: number): { cards: number[]; weight: number }[] {
  const known = classesBySize.get(k);
  if (known) return known;
  const classes = new Map<string, { cards: number[]; weight: number }>();
  for (const set of combinations(52, k)) {
    let best = '';
    for (const perm of suitPermutations) {
      const key = set
        .map((card) => (perm[Math.floor(card / 13)] as number) * 13 + (card % 13))
        .sort((a, b) => a - b)
        .join(',');
      if (best === '' || key < best) best = key;
    }
    const entry = classes.get(best);
    if (entry) entry.weight++;
    else classes.set(best, { cards: best.split(',').map(Number), weight: 1 });
  }
  const result = [...classes.values()];
  classesBySize.set(k, result);
  return result;
}
