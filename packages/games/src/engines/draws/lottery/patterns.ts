/** Shapes of three digits 0–9 (SSC's first/middle/last three, PC28's three numbers). */
export const threePatterns = ['leopard', 'straight', 'pair', 'half', 'mixed'] as const;
export type ThreePattern = (typeof threePatterns)[number];

/** Whether b follows a on the ring 0–9 (9 is followed by 0: 8-9-0 and 9-0-1 are straights). */
const follows = (a: number, b: number) => (a + 1) % 10 === b;

/**
 * 豹子 leopard: three alike; 对子 pair: exactly two alike; 顺子 straight: three consecutive
 * digits in any order (0 follows 9); 半顺 half: two consecutive digits, else 杂六 mixed.
 */
export function threePattern(digits: readonly number[]): ThreePattern {
  const [a = 0, b = 0, c = 0] = digits;
  if (a === b && b === c) return 'leopard';
  if (a === b || b === c || a === c) return 'pair';
  const neighbours = [
    [a, b],
    [b, c],
    [a, c],
  ].filter(([x = 0, y = 0]) => follows(x, y) || follows(y, x)).length;
  if (neighbours === 2) return 'straight';
  return neighbours === 1 ? 'half' : 'mixed';
}
