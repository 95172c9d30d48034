/**
 * System bets: a system over n selections is every k-fold for each k of its sizes. A trixie is
 * the 3 doubles and the treble of 3 selections (4 lines), a yankee the 6 doubles, 4 trebles and
 * the four-fold of 4 (11 lines); the "lucky" ones add the singles.
 */

export const namedSystems: Readonly<Record<string, { selections: number; sizes: readonly number[] }>> = {
  trixie: { selections: 3, sizes: [2, 3] },
  patent: { selections: 3, sizes: [1, 2, 3] },
  yankee: { selections: 4, sizes: [2, 3, 4] },
  lucky15: { selections: 4, sizes: [1, 2, 3, 4] },
  canadian: { selections: 5, sizes: [2, 3, 4, 5] },
  lucky31: { selections: 5, sizes: [1, 2, 3, 4, 5] },
  heinz: { selections: 6, sizes: [2, 3, 4, 5, 6] },
  lucky63: { selections: 6, sizes: [1, 2, 3, 4, 5, 6] },
  superHeinz: { selections: 7, sizes: [2, 3, 4, 5, 6, 7] },
  goliath: { selections: 8, sizes: [2, 3, 4, 5, 6, 7, 8] },
};

/** Every k-subset of 0 … n − 1, in lexicographic order. */
export function combinations(n: number, k: number): number[][] {
  const result: number[][] = [];
  if (k < 0 || k > n) return result;
  const pick: number[] = [];
  const go = (start: number) => {
    if (pick.length === k) {
      result.push([...pick]);
      return;
    }
    for (let i = start; i <= n - (k - pick.length); i++) {
      pick.push(i);
      go(i + 1);
      pick.pop();
    }
  };
  go(0);
  return result;
}

/** n choose k, exactly. */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return Math.round(value);
}

/** The lines of a system over n selections, or undefined when the name does not fit n. */
export function systemLines(system: string, n: number): number[][] | undefined {
  const named = namedSystems[system];
  if (named) {
    if (named.selections !== n) return undefined;
    return named.sizes.flatMap((k) => combinations(n, k));
  }
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(system);
  if (!match) return undefined;
  const k = Number(match[1]);
  const of = Number(match[2]);
  if (of !== n || k < 1 || k >= n) return undefined;
  return combinations(n, k);
}

/** The systems a slip of n selections can be played as. */
export function systemsFor(n: number): string[] {
  const named = Object.entries(namedSystems)
    .filter(([, s]) => s.selections === n)
    .map(([name]) => name);
  const fractions = n >= 3 ? Array.from({ length: n - 2 }, (_, i) => `${i + 2}/${n}`) : [];
  return [...fractions, ...named];
}
