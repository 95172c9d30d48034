import { type Ratio, ratio } from '../../../engine/ratio.ts';
import { bullBull, bullOfPoints, payoutAgainst } from './bull.ts';

/** Cards per point value: value 0 stands for the sixteen ten-point cards, 1–9 for four each. */
const pointCounts = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4];

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Every multiset of five point values (0–9), with its counts per value and its bull. */
function pointHands() {
  const hands: { counts: number[]; bull: number }[] = [];
  const walk = (from: number, values: number[]) => {
    if (values.length === 5) {
      const counts = new Array<number>(10).fill(0);
      for (const v of values) counts[v] = (counts[v] as number) + 1;
      hands.push({ counts, bull: bullOfPoints(values.map((v) => (v === 0 ? 10 : v))).bull });
      return;
    }
    for (let v = from; v < 10; v++) walk(v, [...values, v]);
  };
  walk(0, []);
  return hands;
}

export interface NnMath {
  /** joint[p][b]: (member five, banker five) deals with member bull p and banker bull b. */
  joint: number[][];
  deals: bigint;
  rtp: Ratio;
}

let memo: NnMath | undefined;

/**
 * The exact distribution of (member bull, banker bull) over every deal of the two hands from one
 * deck, counted per point value (2,002 multisets a side, as pvp.ts counts them), and its return.
 * The other seats' cards are other places of the same shuffled deck and change nothing of it.
 */
export function nnMath(): NnMath {
  if (memo) return memo;
  const hands = pointHands();
  const counts = Uint8Array.from(hands.flatMap((hand) => hand.counts));
  const ways = Float64Array.from({ length: 17 * 6 }, (_, i) => choose(Math.floor(i / 6), i % 6));
  const joint = Array.from({ length: 11 }, () => new Array<number>(11).fill(0));
  const left = new Uint8Array(10);
  hands.forEach((player, p) => {
    let dealt = 1;
    for (let v = 0; v < 10; v++) {
      const taken = counts[p * 10 + v] as number;
      left[v] = (pointCounts[v] as number) - taken;
      dealt *= ways[(pointCounts[v] as number) * 6 + taken] as number;
    }
    const row = joint[player.bull] as number[];
    hands.forEach((banker, b) => {
      let both = dealt;
      for (let v = 0; v < 10 && both > 0; v++)
        both *= ways[(left[v] as number) * 6 + (counts[b * 10 + v] as number)] as number;
      row[banker.bull] = (row[banker.bull] as number) + both;
    });
  });
  const deals = BigInt(choose(52, 5)) * BigInt(choose(47, 5));
  let returned = 0n;
  for (let p = 0; p <= bullBull; p++)
    for (let b = 0; b <= bullBull; b++) returned += BigInt(joint[p]?.[b] ?? 0) * BigInt(payoutAgainst(p, b));
  memo = { joint, deals, rtp: ratio(returned, deals) };
  return memo;
}
