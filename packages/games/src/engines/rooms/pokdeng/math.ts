import { type Ratio, ratio } from '../../../engine/ratio.ts';

import { drawsOn, type PokdengHand, pokdengHand } from './hand.ts';

/** The member's stake covers the worst loss, five deng: a deng is a fifth of it. */
export const dengPerStake = 5;

/**
 * The member's result against the dealer in deng: + the member's deng on a win, − the dealer's on
 * a loss, 0 on equal values.
 */
export function dengResult(member: PokdengHand, dealer: PokdengHand): number {
  if (member.value > dealer.value) return member.deng;
  if (member.value < dealer.value) return -dealer.deng;
  return 0;
}

export interface PokdengMath {
  rtp: Ratio;
  /** Deals counted: (member two, dealer two) × member third × dealer third. */
  deals: bigint;
  /** Σ of the member's deng over winning deals, and of the dealer's over losing ones. */
  wonDeng: bigint;
  lostDeng: bigint;
  wins: bigint;
  losses: bigint;
}

const memo = new Map<string, PokdengMath>();

/**
 * Exact return of the member's hand against the dealer, both drawing on 0–4. The member's and the
 * dealer's three cards are fixed places of one shuffled deck, whatever the house players do, so
 * every (member two, dealer two, member third, dealer third) of distinct cards is equally likely:
 * C(52,2) × C(50,2) × 48 × 47 deals. Deals differing by a permutation of the suits have the same
 * result, so each (member two, dealer two) is counted once per suit relabelling class.
 */
export function pokdengMath(rake: Ratio): PokdengMath {
  const key = `${rake.num}/${rake.den}`;
  const known = memo.get(key);
  if (known) return known;
  // Hand values in a compact order (index 0 … levels − 1), so a deal's comparisons are counts.
  const levelOf = new Int32Array(256).fill(-1);
  const levels: number[] = [];
  const codeOf = (hand: PokdengHand) => {
    if ((levelOf[hand.value] as number) < 0) {
      levelOf[hand.value] = 0;
      levels.push(hand.value);
    }
    return hand.value * 8 + hand.deng;
  };
  // Every two- and three-card hand, once: value × 8 + deng, indexed by cards.
  const two = new Int32Array(52 * 52);
  const three = new Int32Array(52 * 52 * 52);
  const points2 = new Int8Array(52 * 52);
  for (let a = 0; a < 52; a++)
    for (let b = 0; b < 52; b++) {
      if (a === b) continue;
      const hand = pokdengHand([a, b]);
      two[a * 52 + b] = codeOf(hand);
      points2[a * 52 + b] = hand.points;
      for (let c = 0; c < 52; c++)
        if (c !== a && c !== b) three[(a * 52 + b) * 52 + c] = codeOf(pokdengHand([a, b, c]));
    }
  levels.sort((x, y) => x - y);
  levels.forEach((value, i) => {
    levelOf[value] = i;
  });
  const width = levels.length;
  // (member two, dealer two) up to a relabelling of suits. Renaming the suits in order of first
  // appearance, reading each two cards in either order, and keeping the smallest result gives
  // one representative per class; `classes` counts the deals of each.
  const pairIndex = new Int32Array(52 * 52).fill(-1);
  const pairs: [number, number][] = [];
  for (let x = 0; x < 52; x++)
    for (let y = x + 1; y < 52; y++) {
      pairIndex[x * 52 + y] = pairs.length;
      pairIndex[y * 52 + x] = pairs.length;
      pairs.push([x, y]);
    }
  const classes = new Int32Array(pairs.length * pairs.length);
  const rename = new Int8Array(4);
  const seq = new Int32Array(4);
  const canonical = (p: number, q: number, r: number, t: number) => {
    seq[0] = p;
    seq[1] = q;
    seq[2] = r;
    seq[3] = t;
    rename.fill(-1);
    let next = 0;
    for (let i = 0; i < 4; i++) {
      const card = seq[i] as number;
      const suit = (card / 13) | 0;
      if ((rename[suit] as number) < 0) rename[suit] = next++;
      seq[i] = (rename[suit] as number) * 13 + (card % 13);
    }
    return (
      (pairIndex[(seq[0] as number) * 52 + (seq[1] as number)] as number) * pairs.length +
      (pairIndex[(seq[2] as number) * 52 + (seq[3] as number)] as number)
    );
  };
  for (const [a, b] of pairs)
    for (const [c, d] of pairs) {
      if (c === a || c === b || d === a || d === b) continue;
      const key4 = Math.min(
        canonical(a, b, c, d),
        canonical(b, a, c, d),
        canonical(a, b, d, c),
        canonical(b, a, d, c),
      );
      classes[key4] = (classes[key4] as number) + 1;
    }
  let won = 0n;
  let lost = 0n;
  let wins = 0n;
  let losses = 0n;
  // Per class: Σ of deng won, deng lost, deals won and lost (small enough for doubles).
  let w = 0;
  let l = 0;
  let wn = 0;
  let ln = 0;
  const tally = (memberCode: number, dealerCode: number, weight: number) => {
    const mv = memberCode >> 3;
    const dv = dealerCode >> 3;
    if (mv > dv) {
      w += (memberCode & 7) * weight;
      wn += weight;
    } else if (mv < dv) {
      l += (dealerCode & 7) * weight;
      ln += weight;
    }
  };
  const memberCount = new Float64Array(width);
  const memberDeng = new Float64Array(width);
  const dealerCount = new Float64Array(width);
  const dealerDeng = new Float64Array(width);
  const rest: number[] = [];
  for (let key4 = 0; key4 < classes.length; key4++) {
    const count = classes[key4] as number;
    if (count === 0) continue;
    const [a, b] = pairs[Math.floor(key4 / pairs.length)] as [number, number];
    const [c, d] = pairs[key4 % pairs.length] as [number, number];
    const member2 = two[a * 52 + b] as number;
    const dealer2 = two[c * 52 + d] as number;
    const pok = member2 >> 3 >= 200 || dealer2 >> 3 >= 200;
    const memberDraws = !pok && drawsOn(points2[a * 52 + b] as number);
    const dealerDraws = !pok && drawsOn(points2[c * 52 + d] as number);
    rest.length = 0;
    for (let x = 0; x < 52; x++) if (x !== a && x !== b && x !== c && x !== d) rest.push(x);
    w = 0;
    l = 0;
    wn = 0;
    ln = 0;
    if (!memberDraws && !dealerDraws) tally(member2, dealer2, 48 * 47);
    else if (!dealerDraws) for (const x of rest) tally(three[(a * 52 + b) * 52 + x] as number, dealer2, 47);
    else if (!memberDraws) for (const y of rest) tally(member2, three[(c * 52 + d) * 52 + y] as number, 47);
    else {
      // Σ over x ≠ y = Σ over all (x, y) from histograms by value, less the pairs x = y.
      memberCount.fill(0);
      memberDeng.fill(0);
      dealerCount.fill(0);
      dealerDeng.fill(0);
      for (const x of rest) {
        const m = three[(a * 52 + b) * 52 + x] as number;
        const level = levelOf[m >> 3] as number;
        memberCount[level] = (memberCount[level] as number) + 1;
        memberDeng[level] = (memberDeng[level] as number) + (m & 7);
        const k = three[(c * 52 + d) * 52 + x] as number;
        const dealerLevel = levelOf[k >> 3] as number;
        dealerCount[dealerLevel] = (dealerCount[dealerLevel] as number) + 1;
        dealerDeng[dealerLevel] = (dealerDeng[dealerLevel] as number) + (k & 7);
        tally(m, k, -1);
      }
      let memberBelow = 0;
      let dealerBelow = 0;
      for (let level = 0; level < width; level++) {
        w += (memberDeng[level] as number) * dealerBelow;
        wn += (memberCount[level] as number) * dealerBelow;
        l += (dealerDeng[level] as number) * memberBelow;
        ln += (dealerCount[level] as number) * memberBelow;
        memberBelow += memberCount[level] as number;
        dealerBelow += dealerCount[level] as number;
      }
    }
    won += BigInt(w * count);
    lost += BigInt(l * count);
    wins += BigInt(wn * count);
    losses += BigInt(ln * count);
  }
  const deals = 1326n * 1225n * 48n * 47n;
  // Gross per stake: 1 + (won × (1 − rake) − lost) / (5 × deals).
  const keep = rake.den - rake.num;
  const rtp = ratio(
    BigInt(dengPerStake) * deals * rake.den + won * keep - lost * rake.den,
    BigInt(dengPerStake) * deals * rake.den,
  );
  const result = { rtp, deals, wonDeng: won, lostDeng: lost, wins, losses };
  memo.set(key, result);
  return result;
}
