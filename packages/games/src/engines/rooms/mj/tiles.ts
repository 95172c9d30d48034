/**
 * Two-player mahjong (二人麻将) tiles: characters 1–9 (万), the four winds and the three dragons,
 * four of each: 64 tiles. Tile t: type ⌊t / 4⌋, 0–8 characters 1–9, 9–12 east, south, west,
 * north, 13–15 red, green, white dragon.
 */
export type Tile = number;
export const tileTypes = 16;
export const typeOf = (tile: Tile) => Math.floor(tile / 4);
export const isCharacter = (type: number) => type < 9;

const honours = ['east', 'south', 'west', 'north', 'red', 'green', 'white'] as const;

export function tileView(tile: Tile) {
  const type = typeOf(tile);
  return isCharacter(type)
    ? { id: tile, suit: 'characters', rank: type + 1 }
    : { id: tile, suit: 'honour', name: honours[type - 9] };
}

export const countsOf = (tiles: readonly Tile[]) => {
  const counts = new Array<number>(tileTypes).fill(0);
  for (const tile of tiles) counts[typeOf(tile)] = (counts[typeOf(tile)] as number) + 1;
  return counts;
};

/** Whether counts split into sets: pungs (three alike) and chows (three characters in a row). */
function allSets(counts: number[]): boolean {
  const first = counts.findIndex((n) => n > 0);
  if (first < 0) return true;
  if ((counts[first] as number) >= 3) {
    counts[first] = (counts[first] as number) - 3;
    const ok = allSets(counts);
    counts[first] = (counts[first] as number) + 3;
    if (ok) return true;
  }
  if (
    isCharacter(first) &&
    first <= 6 &&
    (counts[first + 1] as number) > 0 &&
    (counts[first + 2] as number) > 0
  ) {
    for (const t of [first, first + 1, first + 2]) counts[t] = (counts[t] as number) - 1;
    const ok = allSets(counts);
    for (const t of [first, first + 1, first + 2]) counts[t] = (counts[t] as number) + 1;
    if (ok) return true;
  }
  return false;
}

/** A winning hand of fourteen: four sets and a pair, or seven different pairs (七对). */
export function isWinning(tiles: readonly Tile[]): boolean {
  if (tiles.length !== 14) return false;
  const counts = countsOf(tiles);
  if (counts.filter((n) => n === 2).length === 7) return true;
  for (let pair = 0; pair < tileTypes; pair++) {
    if ((counts[pair] as number) < 2) continue;
    counts[pair] = (counts[pair] as number) - 2;
    const ok = allSets(counts);
    counts[pair] = (counts[pair] as number) + 2;
    if (ok) return true;
  }
  return false;
}

/**
 * How much a tile is worth keeping: 30 in a pung, 20 in a pair; a character 6 for each
 * neighbour held and 3 for each held two apart; ties go to discarding honours, then the ends
 * (1 and 9), then the higher tile.
 */
export function keepScore(counts: readonly number[], type: number): number {
  const held = counts[type] as number;
  let score = held >= 3 ? 30 : held === 2 ? 20 : 0;
  if (isCharacter(type))
    for (const [offset, weight] of [
      [-2, 3],
      [-1, 6],
      [1, 6],
      [2, 3],
    ] as const) {
      const other = type + offset;
      if (other >= 0 && other < 9 && (counts[other] as number) > 0) score += weight;
    }
  return score;
}

/** The house discard: the tile least worth keeping. */
export function houseDiscard(hand: readonly Tile[]): Tile {
  const counts = countsOf(hand);
  const rank = (tile: Tile) => {
    const type = typeOf(tile);
    const end = isCharacter(type) && (type === 0 || type === 8) ? 1 : 0;
    return [keepScore(counts, type), isCharacter(type) ? 1 : 0, end ? 0 : 1, -tile];
  };
  return [...hand].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
    return 0;
  })[0] as Tile;
}
