import { type Ratio, ratio } from '../../../engine/ratio.ts';
import type { ScratchMath } from './types.ts';

/** Exact return and chance to win of a scratch card: the prize table is its whole outcome space. */
export function scratchRtp(math: ScratchMath): { rtp: Ratio; hitRate: Ratio; losing: number } {
  let returned = 0n;
  let winning = 0;
  for (const prize of math.prizes) {
    returned += BigInt(prize.multiple) * BigInt(prize.tickets);
    winning += prize.tickets;
  }
  if (winning > math.tickets) throw new RangeError('more winning tickets than tickets');
  return {
    rtp: ratio(returned, math.tickets),
    hitRate: ratio(winning, math.tickets),
    losing: math.tickets - winning,
  };
}
