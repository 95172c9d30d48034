import { type Ratio, ratio } from '../../../engine/ratio.ts';

/** Gross return per unit for "n to 1" (stake included): pays(8) is 9 per unit, pays(0.95) 1.95. */
export function toOne(n: number): Ratio {
  const hundredths = Math.round(n * 100);
  if (Math.abs(hundredths - n * 100) > 1e-9) throw new RangeError(`Pays ${n}:1 has more than two decimals`);
  return ratio(BigInt(hundredths) + 100n, 100n);
}

export const lose: Ratio = ratio(0n);
export const push: Ratio = ratio(1n);

/** "8:1" text of a gross ratio (the winnings per unit), for rule tables. */
export function paysText(gross: Ratio): string {
  const net = Number(gross.num - gross.den) / Number(gross.den);
  return `${Number(net.toFixed(4))}:1`;
}

/** A stake times a gross ratio, floored to minor units. */
export const grossOf = (stake: number, gross: Ratio) => Number((BigInt(stake) * gross.num) / gross.den);
