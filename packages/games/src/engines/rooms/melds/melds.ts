import { type Card, faceOf, suitOf } from '../common/cards.ts';

/**
 * Melds of the rummy family (phỏm, rummy, dummy): a set of three or four cards of one rank, or a
 * run of three or more cards of one suit in a row, the ace low (A-2-3); `aceHigh` lets it end a
 * run too (Q-K-A).
 */
export interface MeldRules {
  aceHigh: boolean;
}

export interface MeldSplit {
  melds: Card[][];
  deadwood: Card[];
  /** Points of the deadwood. */
  points: number;
}

export function isMeld(rules: MeldRules, cards: readonly Card[]): boolean {
  if (cards.length < 3 || new Set(cards).size !== cards.length) return false;
  const faces = cards.map(faceOf);
  if (faces.every((face) => face === faces[0])) return cards.length <= 4;
  if (!cards.every((card) => suitOf(card) === suitOf(cards[0] as Card))) return false;
  const run = (order: number[]) => order.every((face, i) => i === 0 || face === (order[i - 1] as number) + 1);
  const low = [...faces].sort((a, b) => a - b);
  if (run(low)) return true;
  return rules.aceHigh && run(faces.map((face) => (face === 1 ? 14 : face)).sort((a, b) => a - b));
}

/** Every meld of `hand` that holds `card`. */
export function meldsWith(rules: MeldRules, hand: readonly Card[], card: Card): Card[][] {
  const found: Card[][] = [];
  const face = faceOf(card);
  const same = hand.filter((other) => other !== card && faceOf(other) === face);
  for (let mask = 1; mask < 1 << same.length; mask++) {
    const set = [card, ...same.filter((_, i) => mask & (1 << i))];
    if (set.length >= 3) found.push(set);
  }
  const suit = suitOf(card);
  const at = (f: number) =>
    hand.find((other) => suitOf(other) === suit && faceOf(other) === (f === 14 ? 1 : f));
  const top = rules.aceHigh ? 14 : 13;
  const positions = rules.aceHigh && face === 1 ? [1, 14] : [face];
  for (const position of positions)
    for (let start = Math.max(1, position - 12); start <= position; start++)
      for (let end = Math.max(position, start + 2); end <= top; end++) {
        const run: Card[] = [];
        for (let f = start; f <= end; f++) {
          const found1 = f === position ? card : at(f);
          if (found1 === undefined) break;
          run.push(found1);
        }
        if (run.length !== end - start + 1) break;
        if (!(start === 1 && end === 14)) found.push(run);
      }
  return found;
}

const maxCards = 15;
/** Memo of the latest solver, reused between solvers (a solver is used before the next is made). */
const scratch = {
  generation: 0,
  points: new Float64Array(1 << maxCards),
  choice: new Int32Array(1 << maxCards),
  stamp: new Int32Array(1 << maxCards),
};

/**
 * Best splits of the subsets of one hand: every meld of the hand is found once (as a bit mask of
 * the hand's cards), then each subset's fewest deadwood points is an exact search over the melds
 * inside it, shared between subsets (a discard's hand is the whole hand less one bit).
 */
export function meldSolver(rules: MeldRules, hand: readonly Card[], value: (card: Card) => number) {
  const cards = [...hand];
  if (cards.length > maxCards) throw new RangeError('Too many cards to split');
  // Where each card of the deck sits in the hand (−1: not held).
  const at = new Int8Array(52).fill(-1);
  cards.forEach((card, i) => {
    at[card] = i;
  });
  const meldMasks: number[] = [];
  for (let face = 1; face <= 13; face++) {
    let all = 0;
    let count = 0;
    for (let suit = 0; suit < 4; suit++) {
      const i = at[suit * 13 + face - 1] as number;
      if (i >= 0) {
        all |= 1 << i;
        count++;
      }
    }
    if (count < 3) continue;
    meldMasks.push(all);
    // Four of a rank: each three of them is a set too.
    if (count === 4) for (let rest = all; rest; rest &= rest - 1) meldMasks.push(all & ~(rest & -rest));
  }
  const top = rules.aceHigh ? 14 : 13;
  for (let suit = 0; suit < 4; suit++) {
    const bitOf = (face: number) => {
      const i = at[suit * 13 + (face === 14 ? 0 : face - 1)] as number;
      return i >= 0 ? 1 << i : 0;
    };
    for (let start = 1; start <= top - 2; start++) {
      let mask = 0;
      for (let face = start; face <= top; face++) {
        const bit = bitOf(face);
        if (!bit || (start === 1 && face === 14)) break;
        mask |= bit;
        if (face - start >= 2) meldMasks.push(mask);
      }
    }
  }
  const size = 1 << cards.length;
  scratch.generation += 1;
  const generation = scratch.generation;
  const { choice, stamp } = scratch;
  const memo = scratch.points;
  const solve = (mask: number): number => {
    if (mask === 0) return 0;
    if (stamp[mask] === generation) return memo[mask] as number;
    const low = mask & -mask;
    const first = 31 - Math.clz32(low);
    let best = value(cards[first] as Card) + solve(mask & ~low);
    let pick = -1;
    for (let m = 0; m < meldMasks.length; m++) {
      const meld = meldMasks[m] as number;
      if (meld & low && (meld & mask) === meld) {
        const rest = solve(mask & ~meld);
        if (rest < best) {
          best = rest;
          pick = m;
        }
      }
    }
    memo[mask] = best;
    choice[mask] = pick;
    stamp[mask] = generation;
    return best;
  };
  const fresh = () => {
    if (scratch.generation !== generation)
      throw new Error('A meld solver is used after the next one was made');
  };
  const split = (mask: number): MeldSplit => {
    fresh();
    const total = solve(mask);
    const melds: Card[][] = [];
    const deadwood: Card[] = [];
    let left = mask;
    while (left) {
      const low = left & -left;
      const pick = choice[left] as number;
      if (pick < 0) {
        deadwood.push(cards[31 - Math.clz32(low)] as Card);
        left &= ~low;
      } else {
        const meld = meldMasks[pick] as number;
        melds.push(cards.filter((_, i) => meld & (1 << i)));
        left &= ~meld;
      }
    }
    return { melds, deadwood, points: total };
  };
  const points = (mask: number) => {
    fresh();
    return solve(mask);
  };
  return { cards, all: size - 1, split, points };
}

/** The melds leaving the fewest deadwood points (exact search). */
export function bestMelds(rules: MeldRules, hand: readonly Card[], value: (card: Card) => number): MeldSplit {
  const solver = meldSolver(rules, hand, value);
  return solver.split(solver.all);
}

/**
 * The discard that leaves the fewest deadwood points after the best melds (ties: the higher
 * card value, then the higher card), never one of `keep`.
 */
export function bestDiscard(
  rules: MeldRules,
  hand: readonly Card[],
  value: (card: Card) => number,
  keep: readonly Card[] = [],
): Card {
  const solver = meldSolver(rules, hand, value);
  let best: { card: Card; points: number } | undefined;
  solver.cards.forEach((card, i) => {
    if (keep.includes(card)) return;
    const points = solver.points(solver.all & ~(1 << i));
    if (
      !best ||
      points < best.points ||
      (points === best.points &&
        (value(card) > value(best.card) || (value(card) === value(best.card) && card > best.card)))
    )
      best = { card, points };
  });
  if (!best) throw new Error('Nothing to discard');
  return (best as { card: Card }).card;
}
