import type { Card } from '../common/cards.ts';
import { beats, type ClimbingRules, type Combo, climbRankOf, comboOf, powerOf, twoRank } from './combos.ts';

/** A hand's cards by rank (0 three … 12 two), each rank's cards from the lowest power. */
export function byRank(rules: ClimbingRules, hand: readonly Card[]): Card[][] {
  const groups: Card[][] = Array.from({ length: 13 }, () => []);
  for (const card of hand) groups[climbRankOf(card)]?.push(card);
  for (const group of groups) group.sort((a, b) => powerOf(rules, a) - powerOf(rules, b));
  return groups;
}

/** k-card subsets of a rank's cards (at most four cards). */
function subsets(cards: readonly Card[], k: number): Card[][] {
  if (k === 0) return [[]];
  return cards.flatMap((card, i) => subsets(cards.slice(i + 1), k - 1).map((rest) => [card, ...rest]));
}

/** Runs of `length` consecutive ranks (no two), each rank held `width` times: every choice of the top rank's cards. */
function runs(groups: Card[][], length: number, width: number): Card[][] {
  const found: Card[][] = [];
  for (let start = 0; start + length <= twoRank; start++) {
    const ranks = Array.from({ length }, (_, i) => start + i);
    if (!ranks.every((r) => (groups[r]?.length ?? 0) >= width)) continue;
    const body = ranks.slice(0, -1).flatMap((r) => (groups[r] as Card[]).slice(0, width));
    for (const top of subsets(groups[ranks[length - 1] as number] as Card[], width))
      found.push([...body, ...top]);
  }
  return found;
}

/** A combination of known type from cards in ascending power (no parsing needed). */
const made = (rules: ClimbingRules, type: Combo['type'], length: number, cards: Card[]): Combo => ({
  type,
  length,
  top: Math.max(...cards.map((card) => powerOf(rules, card))),
  cards,
});

/** Every combination of the hand that beats `current`, weakest first (same type first, chops after). */
export function beatingPlays(
  rules: ClimbingRules,
  hand: readonly Card[],
  current: Combo,
  groups = byRank(rules, hand),
): Combo[] {
  const plays: Combo[] = [];
  const sizes = { single: 1, pair: 2, triple: 3, four: 4 } as const;
  if (current.type in sizes) {
    const k = sizes[current.type as keyof typeof sizes];
    const from = climbRankOf(current.cards[0] as Card);
    for (let r = from; r < 13; r++)
      for (const cards of subsets(groups[r] as Card[], k)) {
        const combo = made(rules, current.type, 1, cards);
        if (combo.top > current.top) plays.push(combo);
      }
  } else {
    const width = current.type === 'straight' ? 1 : 2;
    for (const cards of runs(groups, current.length, width)) {
      const combo = made(rules, current.type, current.length, cards);
      if (combo.top > current.top) plays.push(combo);
    }
  }
  plays.sort((a, b) => a.top - b.top);
  // Chops, over twos and over each other.
  const two = current.cards.some((card) => climbRankOf(card) === twoRank);
  if (two || current.type === 'pairRun' || current.type === 'four') {
    const chops: Combo[] = [];
    for (const group of groups) if (group.length === 4) chops.push(made(rules, 'four', 1, group));
    if (rules.pairRuns)
      for (const length of [3, 4, 5, 6])
        for (const cards of runs(groups, length, 2)) chops.push(made(rules, 'pairRun', length, cards));
    plays.push(
      ...chops
        .filter(
          (combo) =>
            (combo.type !== current.type || combo.length !== current.length) && beats(rules, combo, current),
        )
        .sort((a, b) => a.top - b.top),
    );
  }
  return plays;
}

/**
 * The opening play of a hand with its lowest rank (or `mustHave`): the longest straight from it
 * (three ranks or more), else the longest run of pairs from it (where they count), else every card
 * of that rank.
 */
export function leadingPlay(rules: ClimbingRules, hand: readonly Card[], mustHave?: Card): Combo {
  const groups = byRank(rules, hand);
  const keep = (r: number) => (groups[r]?.length ?? 0) === 4 || r === twoRank;
  let low =
    mustHave !== undefined
      ? climbRankOf(mustHave)
      : groups.findIndex((group, r) => group.length > 0 && !keep(r));
  if (low < 0) low = groups.findIndex((group) => group.length > 0);
  const run = (width: number) => {
    let length = 0;
    while (low + length < twoRank && (groups[low + length]?.length ?? 0) >= width && !keep(low + length))
      length++;
    return length;
  };
  const pick = (r: number, width: number) => {
    const group = groups[r] as Card[];
    // The lowest cards, except that the card the opening needs is always among them.
    if (mustHave !== undefined && r === low)
      return [mustHave, ...group.filter((card) => card !== mustHave)].slice(0, width);
    return group.slice(0, width);
  };
  const straight = run(1);
  if (straight >= 3)
    return comboOf(rules, Array.from({ length: straight }, (_, i) => pick(low + i, 1)).flat()) as Combo;
  const pairs = rules.pairRuns ? run(2) : 0;
  if (pairs >= 3)
    return comboOf(rules, Array.from({ length: pairs }, (_, i) => pick(low + i, 2)).flat()) as Combo;
  return comboOf(rules, groups[low] as Card[]) as Combo;
}

/**
 * The house strategy (and autoplay). Leading: `leadingPlay`. Following: the weakest combination
 * that beats the table without breaking a four of a kind or spending a two, unless it chops a two
 * or the seat (or the seat that played) has four cards or fewer; otherwise pass.
 */
export function followingPlay(
  rules: ClimbingRules,
  hand: readonly Card[],
  current: Combo,
  playerCards: number,
): Combo | undefined {
  const groups = byRank(rules, hand);
  const endgame = hand.length <= 4 || playerCards <= 4;
  const choppingTwo = (combo: Combo) =>
    combo.type !== current.type && current.cards.some((c) => climbRankOf(c) === twoRank);
  return beatingPlays(rules, hand, current, groups).find((combo) => {
    if (endgame || choppingTwo(combo)) return true;
    const breaksFour =
      combo.type !== 'four' && combo.cards.some((card) => groups[climbRankOf(card)]?.length === 4);
    const spendsTwo = combo.cards.some((card) => climbRankOf(card) === twoRank);
    return !breaksFour && !spendsTwo;
  });
}
