/**
 * The European single-zero layout: 0 and 1–36 in twelve rows of three (row r holds 3r+1…3r+3,
 * column c holds the numbers ≡ c mod 3). The inside bets are the sets of numbers a chip can
 * cover on it.
 */
export const redNumbers: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** The wheel's order from zero, clockwise. */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export type InsideBet = 'straight' | 'split' | 'street' | 'corner' | 'line';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

function insideSets(): Record<InsideBet, number[][]> {
  const rows = range(0, 12);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
  }
  const corner: number[][] = [[0, 1, 2, 3]];
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) corner.push([n, n + 1, n + 3, n + 4]);
  return {
    straight: range(0, 37).map((n) => [n]),
    split,
    // Streets of a row, and the two trios with the zero.
    street: [...rows.map((r) => range(3 * r + 1, 3)), [0, 1, 2], [0, 2, 3]],
    corner,
    line: range(0, 11).map((r) => range(3 * r + 1, 6)),
  };
}

/** Every valid chip position of each inside bet, numbers ascending. */
export const insideBetSets = insideSets();

const keyOf = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');
const validKeys = Object.fromEntries(
  Object.entries(insideBetSets).map(([bet, sets]) => [bet, new Set(sets.map(keyOf))]),
) as Record<InsideBet, Set<string>>;

/** Whether `numbers` is a position of the inside bet (any order). */
export const isInsideSet = (bet: InsideBet, numbers: readonly number[]) => validKeys[bet].has(keyOf(numbers));
