import { type Card, faceOf } from '../common/cards.ts';

/** Blackjack values: ace 1 (or 11), two to nine their face, tens and pictures 10. */
export const bjValueOf = (card: Card) => Math.min(faceOf(card), 10);

/** A hand as counted: the sum with aces as 1, and whether it holds an ace. */
export interface Count {
  hard: number;
  ace: boolean;
}

export const countOf = (values: readonly number[]): Count => ({
  hard: values.reduce((sum, value) => sum + value, 0),
  ace: values.includes(1),
});

export const addValue = (count: Count, value: number): Count => ({
  hard: count.hard + value,
  ace: count.ace || value === 1,
});

/** The best total: an ace counts 11 when that does not pass 21 (a soft total). */
export const totalOf = (count: Count) => (count.ace && count.hard + 10 <= 21 ? count.hard + 10 : count.hard);
export const isSoft = (count: Count) => count.ace && count.hard + 10 <= 21;

export const isNatural = (values: readonly number[]) =>
  values.length === 2 && values.includes(1) && values.includes(10);

/** The house player draws to 17 and stands on every 17, soft ones too. */
export const houseHits = (count: Count) => totalOf(count) < 17;

/**
 * The member's autoplay (hit or stand against the house's face-up card, `up` 1 ace … 10): hard
 * 17 or more stands; hard 13–16 stands against 2–6; hard 12 stands against 4–6; soft 19 or more
 * stands; soft 18 stands against 2–8; everything else hits.
 */
export function memberHits(count: Count, up: number): boolean {
  const total = totalOf(count);
  if (isSoft(count)) {
    if (total >= 19) return false;
    if (total === 18) return !(up >= 2 && up <= 8);
    return true;
  }
  if (total >= 17) return false;
  if (total >= 13) return !(up >= 2 && up <= 6);
  if (total === 12) return !(up >= 4 && up <= 6);
  return true;
}
