/**
 * The 32 Chinese dominoes of pai gow. Civil tiles come in identical pairs (teen, day, yun, gor,
 * mooy, chong, bon, foo, ping, tit, look, strongest first); military tiles are single, paired by
 * their pips (nines, eights, sevens, fives) and the two gee joon tiles (1-2 and 2-4).
 */
export interface Domino {
  /** Pips of the two halves. */
  top: number;
  bottom: number;
  /** Name of the tile or of its pair ("teen", "nine", "gee-joon"). */
  name: string;
  /** Single-tile rank for ties, higher is stronger. */
  rank: number;
}

const civil: [string, number, number][] = [
  ['teen', 6, 6],
  ['day', 1, 1],
  ['yun', 4, 4],
  ['gor', 1, 3],
  ['mooy', 5, 5],
  ['chong', 3, 3],
  ['bon', 2, 2],
  ['foo', 5, 6],
  ['ping', 4, 6],
  ['tit', 1, 6],
  ['look', 1, 5],
];
const military: [string, number, number][] = [
  ['nine', 4, 5],
  ['nine', 3, 6],
  ['eight', 3, 5],
  ['eight', 2, 6],
  ['seven', 3, 4],
  ['seven', 2, 5],
  ['five', 1, 4],
  ['five', 2, 3],
  ['gee-joon', 1, 2],
  ['gee-joon', 2, 4],
];
const militaryRank: Record<string, number> = { nine: 4, eight: 3, seven: 2, five: 1, 'gee-joon': 0 };

export const dominoes: readonly Domino[] = [
  ...civil.flatMap(([name, top, bottom], i) => {
    const tile = { top, bottom, name, rank: 20 - i };
    return [tile, { ...tile }];
  }),
  ...military.map(([name, top, bottom]) => ({ top, bottom, name, rank: militaryRank[name] as number })),
];

/** Order of the pairs, strongest first: gee joon, the civil pairs, then the military pairs. */
const pairOrder = ['gee-joon', ...civil.map(([name]) => name), 'nine', 'eight', 'seven', 'five'];

const pipsOf = (tile: Domino) => tile.top + tile.bottom;

/**
 * A two-tile hand's strength, higher is stronger, equal is a tie: a pair (gee joon highest),
 * then wong (teen or day with a nine), gong (teen or day with an eight), then the points (the
 * pips' sum modulo 10; a gee joon tile counts 3 or 6, whichever is better) broken by the higher
 * tile's rank; every hand of 0 points is equal.
 */
export function dominoHandStrength(a: Domino, b: Domino): number {
  if (a.name === b.name) return 1000 - pairOrder.indexOf(a.name);
  const [high, low] = a.rank >= b.rank ? [a, b] : [b, a];
  if (high.name === 'teen' || high.name === 'day') {
    const lift = high.name === 'teen' ? 1 : 0;
    if (pipsOf(low) === 9) return 900 + lift;
    if (pipsOf(low) === 8) return 800 + lift;
  }
  const counts = (tile: Domino) => (tile.name === 'gee-joon' ? [3, 6] : [pipsOf(tile)]);
  let points = 0;
  for (const x of counts(a)) for (const y of counts(b)) points = Math.max(points, (x + y) % 10);
  return points === 0 ? 0 : points * 30 + high.rank;
}
