import { type Card, faceOf } from '../common/cards.ts';

/**
 * Dou di zhu (斗地主) combinations. Ranks: 3 (0) … K (10), A (11), 2 (12), small joker (13), big
 * joker (14); suits never count. Chains (straights of five or more, runs of three or more pairs,
 * planes of two or more triples) end at the ace at most.
 */
export type DdzType =
  | 'single'
  | 'pair'
  | 'triple'
  | 'tripleSingle'
  | 'triplePair'
  | 'straight'
  | 'pairChain'
  | 'plane'
  | 'planeSingles'
  | 'planePairs'
  | 'fourSingles'
  | 'fourPairs'
  | 'bomb'
  | 'rocket';

export interface DdzCombo {
  type: DdzType;
  /** Rank of the highest card of the main part (the triple, the four, the chain's top). */
  main: number;
  /** Links in a chain or plane; 1 otherwise. */
  length: number;
  cards: Card[];
}

export const ddzRankOf = (card: Card) => (card >= 52 ? card - 39 : (faceOf(card) + 10) % 13);
export const aceRank = 11;

export const rankCounts = (cards: readonly Card[]) => {
  const counts = new Array<number>(15).fill(0);
  for (const card of cards) counts[ddzRankOf(card)] = (counts[ddzRankOf(card)] as number) + 1;
  return counts;
};

/** Every reading of `cards` as a combination (eight cards may be a plane with wings or a four with pairs). */
export function ddzCombos(cards: readonly Card[]): DdzCombo[] {
  const n = cards.length;
  if (n === 0 || new Set(cards).size !== n) return [];
  const counts = rankCounts(cards);
  const sorted = [...cards].sort((a, b) => ddzRankOf(a) - ddzRankOf(b));
  const ranks = counts.flatMap((count, rank) => (count > 0 ? [rank] : []));
  const found: DdzCombo[] = [];
  const add = (type: DdzType, main: number, length = 1) => found.push({ type, main, length, cards: sorted });
  if (n === 2 && counts[13] === 1 && counts[14] === 1) add('rocket', 14);
  if (ranks.length === 1) {
    const rank = ranks[0] as number;
    if (n === 1) add('single', rank);
    if (n === 2 && rank < 13) add('pair', rank);
    if (n === 3) add('triple', rank);
    if (n === 4) add('bomb', rank);
  }
  const chain = (width: number, min: number) => {
    if (ranks.length < min || !ranks.every((r) => counts[r] === width && r <= aceRank)) return;
    if ((ranks[ranks.length - 1] as number) - (ranks[0] as number) !== ranks.length - 1) return;
    add(width === 1 ? 'straight' : 'pairChain', ranks[ranks.length - 1] as number, ranks.length);
  };
  if (n >= 5) chain(1, 5);
  if (n >= 6 && n % 2 === 0) chain(2, 3);
  // Triples and fours with their kickers (wings).
  const wings = (rest: number[], size: 1 | 2, pieces: number) => {
    const total = rest.reduce((sum, count) => sum + count, 0);
    if (total !== pieces * size) return false;
    if (size === 2) return rest.every((count, rank) => count % 2 === 0 && (count === 0 || rank < 13));
    return !(rest[13] === 1 && rest[14] === 1);
  };
  for (let rank = 0; rank < 13; rank++) {
    if ((counts[rank] as number) >= 3) {
      const rest = [...counts];
      rest[rank] = (rest[rank] as number) - 3;
      if (n === 4 && wings(rest, 1, 1)) add('tripleSingle', rank);
      if (n === 5 && wings(rest, 2, 1)) add('triplePair', rank);
    }
    if (counts[rank] === 4 && (n === 6 || n === 8)) {
      const rest = [...counts];
      rest[rank] = 0;
      if (n === 6 && wings(rest, 1, 2)) add('fourSingles', rank);
      if (n === 8 && wings(rest, 2, 2)) add('fourPairs', rank);
    }
  }
  for (let length = 2; length * 3 <= n; length++)
    for (let start = 0; start + length - 1 <= aceRank; start++) {
      const links = Array.from({ length }, (_, i) => start + i);
      if (!links.every((r) => (counts[r] as number) >= 3)) continue;
      const rest = [...counts];
      for (const r of links) rest[r] = (rest[r] as number) - 3;
      const top = start + length - 1;
      if (n === length * 3) add('plane', top, length);
      if (n === length * 4 && wings(rest, 1, length)) add('planeSingles', top, length);
      if (n === length * 5 && wings(rest, 2, length)) add('planePairs', top, length);
    }
  return found;
}

export const ddzComboOf = (cards: readonly Card[]): DdzCombo | undefined => ddzCombos(cards)[0];

/** Whether `play` beats `current`: the same type and size with a higher main rank; bombs and the rocket over anything else. */
export function ddzBeats(play: DdzCombo, current: DdzCombo): boolean {
  if (play.type === 'rocket') return true;
  if (current.type === 'rocket') return false;
  if (play.type === 'bomb' && current.type !== 'bomb') return true;
  return (
    play.type === current.type &&
    play.length === current.length &&
    play.cards.length === current.cards.length &&
    play.main > current.main
  );
}

/** The reading of `cards` that beats `current`, if any. */
export const ddzPlayOver = (cards: readonly Card[], current: DdzCombo | null) =>
  ddzCombos(cards).find((combo) => current === null || ddzBeats(combo, current));
