import type { BlackjackStrategy } from './math.ts';

const upCards = [2, 3, 4, 5, 6, 7, 8, 9, 10, 1];
const letter = { hit: 'H', stand: 'S', double: 'D' } as const;

/**
 * The strategy as the chart players read: hard 5–20 and soft 13–20 (rows) against the dealer's
 * up card 2 … 10, A (columns), H hit, S stand, D double.
 */
export function strategyChart(strategy: BlackjackStrategy): (string | number)[][] {
  const row = (label: string, hard: number, hasAce: boolean) => [
    label,
    ...upCards.map((up) => letter[strategy.decide(up, hard, hasAce, true).action]),
  ];
  return [
    ['', ...upCards.map((up) => (up === 1 ? 'A' : up))],
    ...Array.from({ length: 16 }, (_, i) => row(`hard ${i + 5}`, i + 5, false)),
    ...Array.from({ length: 8 }, (_, i) => row(`soft ${i + 13}`, i + 3, true)),
  ];
}
