import { type Ratio, ratio } from '../../../engine/ratio.ts';
import { bullBull, jointBulls } from '../../tables/niu-niu/bull.ts';
import { payoutAgainst } from './bull.ts';

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
  const { joint, deals } = jointBulls();
  let returned = 0n;
  for (let p = 0; p <= bullBull; p++)
    for (let b = 0; b <= bullBull; b++) returned += BigInt(joint[p]?.[b] ?? 0) * BigInt(payoutAgainst(p, b));
  memo = { joint, deals: BigInt(deals), rtp: ratio(returned, BigInt(deals)) };
  return memo;
}
