import type { Card } from '../common/cards.ts';
import { aceRank, type DdzCombo, ddzBeats, ddzComboOf, ddzCombos, ddzRankOf, rankCounts } from './combos.ts';

/** Hand strength for bidding: a two 1, the small joker 1, the big joker 1.5, a bomb 2. */
export function bidStrength(hand: readonly Card[]): number {
  const counts = rankCounts(hand);
  let strength = (counts[12] as number) + (counts[13] as number) + 1.5 * (counts[14] as number);
  for (let rank = 0; rank < 12; rank++) if (counts[rank] === 4) strength += 2;
  return strength;
}

/** The house bid: 3 from strength 5, 2 from 4, 1 from 3, when higher than the bid to beat; else pass (0). */
export function houseBid(hand: readonly Card[], highBid: number): number {
  const strength = bidStrength(hand);
  const wanted = strength >= 5 ? 3 : strength >= 4 ? 2 : strength >= 3 ? 1 : 0;
  return wanted > highBid ? wanted : 0;
}

const byRank = (hand: readonly Card[]) => {
  const groups: Card[][] = Array.from({ length: 15 }, () => []);
  for (const card of hand) groups[ddzRankOf(card)]?.push(card);
  return groups;
};

/** The lowest cards of ranks held exactly `count` times, outside `skip`, as kickers. */
function kickers(
  groups: Card[][],
  count: 1 | 2,
  pieces: number,
  skip: readonly number[],
): Card[] | undefined {
  const picked: Card[] = [];
  for (let rank = 0; rank < 15 && picked.length < pieces * count; rank++) {
    if (skip.includes(rank) || groups[rank]?.length !== count) continue;
    if (rank >= 13 && count === 1 && (groups[13]?.length ?? 0) + (groups[14]?.length ?? 0) === 2) continue;
    picked.push(...(groups[rank] as Card[]));
  }
  return picked.length === pieces * count ? picked : undefined;
}

/**
 * The house lead: from the lowest rank that is not a bomb, the longest straight (five or more)
 * over ranks held once or twice, else the longest run of pairs (three or more), else its set:
 * a single, a pair, or a triple with the lowest lone card (or pair) as kicker.
 */
export function ddzLead(hand: readonly Card[]): DdzCombo {
  const groups = byRank(hand);
  const bombRank = (rank: number) =>
    groups[rank]?.length === 4 || (rank >= 13 && groups[13]?.length === 1 && groups[14]?.length === 1);
  let low = groups.findIndex((group, rank) => group.length > 0 && !bombRank(rank));
  if (low < 0) low = groups.findIndex((group) => group.length > 0);
  const run = (width: number, maxCount: number) => {
    let length = 0;
    while (low + length <= aceRank) {
      const count = groups[low + length]?.length ?? 0;
      if (count < width || count > maxCount) break;
      length++;
    }
    return length;
  };
  const straight = run(1, 2);
  if (straight >= 5)
    return ddzComboOf(
      Array.from({ length: straight }, (_, i) => (groups[low + i] as Card[])[0] as Card),
    ) as DdzCombo;
  const pairs = run(2, 2);
  if (pairs >= 3)
    return ddzComboOf(Array.from({ length: pairs }, (_, i) => groups[low + i] as Card[]).flat()) as DdzCombo;
  const set = groups[low] as Card[];
  if (set.length === 3) {
    const wing = kickers(groups, 1, 1, [low]) ?? kickers(groups, 2, 1, [low]) ?? [];
    return ddzComboOf([...set, ...wing]) as DdzCombo;
  }
  return ddzComboOf(set) as DdzCombo;
}

/** Candidate plays of the same shape as `current`, lowest first (sets from ranks held exactly so, then broken). */
function sameShape(hand: readonly Card[], current: DdzCombo): Card[][] {
  const groups = byRank(hand);
  const found: Card[][] = [];
  const { type, length, main } = current;
  const size = {
    single: 1,
    pair: 2,
    triple: 3,
    tripleSingle: 3,
    triplePair: 3,
    fourSingles: 4,
    fourPairs: 4,
  } as const;
  if (type in size) {
    const k = size[type as keyof typeof size];
    // Exact sets first, then sets broken from larger groups (never a bomb's four).
    for (const exact of [true, false])
      for (let rank = main + 1; rank < 15; rank++) {
        const group = groups[rank] as Card[];
        if (group.length < k || (exact ? group.length !== k : group.length === k || group.length === 4))
          continue;
        const set = group.slice(0, k);
        if (
          type === 'tripleSingle' ||
          type === 'triplePair' ||
          type === 'fourSingles' ||
          type === 'fourPairs'
        ) {
          const pieces = type === 'fourSingles' || type === 'fourPairs' ? 2 : 1;
          const wing = kickers(groups, type.endsWith('Pairs') || type === 'triplePair' ? 2 : 1, pieces, [
            rank,
          ]);
          if (wing) found.push([...set, ...wing]);
        } else found.push(set);
      }
    return found;
  }
  const width = type === 'straight' ? 1 : type === 'pairChain' ? 2 : 3;
  for (let top = main + 1; top <= aceRank; top++) {
    const links = Array.from({ length }, (_, i) => top - length + 1 + i);
    if (links[0] === undefined || (links[0] as number) < 0) continue;
    if (!links.every((rank) => (groups[rank]?.length ?? 0) >= width && groups[rank]?.length !== 4)) continue;
    const body = links.flatMap((rank) => (groups[rank] as Card[]).slice(0, width));
    if (type === 'planeSingles' || type === 'planePairs') {
      const wing = kickers(groups, type === 'planePairs' ? 2 : 1, length, links);
      if (wing) found.push([...body, ...wing]);
    } else found.push(body);
  }
  return found;
}

/**
 * The house answer to `current` (played by an opponent; a peasant passes over its partner): the
 * lowest play of the same shape that does not break a bomb; failing that a bomb, then the rocket,
 * when the opponent has five cards or fewer or the seat has six or fewer; otherwise pass.
 */
export function ddzFollow(
  hand: readonly Card[],
  current: DdzCombo,
  opponentCards: number,
): DdzCombo | undefined {
  for (const cards of sameShape(hand, current)) {
    const fit = ddzCombos(cards).find((combo) => ddzBeats(combo, current));
    if (fit) return fit;
  }
  if (opponentCards > 5 && hand.length > 6) return undefined;
  const groups = byRank(hand);
  for (let rank = 0; rank < 13; rank++)
    if (groups[rank]?.length === 4) {
      const bomb = ddzComboOf(groups[rank] as Card[]) as DdzCombo;
      if (ddzBeats(bomb, current)) return bomb;
    }
  if (groups[13]?.length === 1 && groups[14]?.length === 1)
    return ddzComboOf([...(groups[13] as Card[]), ...(groups[14] as Card[])]);
  return undefined;
}
