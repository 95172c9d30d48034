import { type Card, rankOf, suitOf } from '../common/cards.ts';
import { choose } from '../common/combinations.ts';

/**
 * Niu niu (bull bull) hands of five cards. Points: ace 1, two to nine face value, ten and
 * pictures 10. Three cards adding up to a multiple of ten make a bull; the bull is then the
 * whole hand's sum modulo ten (1–9), or bull bull (10) when that is 0; no such three: no bull (0).
 */
export const bullBull = 10;
export const pointsOf = (card: Card) => Math.min(rankOf(card), 10);

/** Positions of the first three of five points adding up to a multiple of ten, or null. */
export function tripleOfTen(points: readonly number[]): [number, number, number] | null {
  for (let i = 0; i < 3; i++)
    for (let j = i + 1; j < 4; j++)
      for (let k = j + 1; k < 5; k++)
        if (((points[i] as number) + (points[j] as number) + (points[k] as number)) % 10 === 0)
          return [i, j, k];
  return null;
}

export const bullOfPoints = (points: readonly number[]) =>
  tripleOfTen(points) ? points.reduce((sum, p) => sum + p, 0) % 10 || bullBull : 0;

export const bullOf = (cards: readonly Card[]) => bullOfPoints(cards.map(pointsOf));

/** Card order for equal bulls: rank (king high, ace low), then suit ♠ > ♥ > ♣ > ♦. */
const cardOrder = (card: Card) => rankOf(card) * 4 + (3 - suitOf(card));
export const highestCard = (cards: readonly Card[]) => Math.max(...cards.map(cardOrder));

/** Whether the first hand beats the second: the higher bull, equal bulls by the highest card. */
export function beats(hand: readonly Card[], other: readonly Card[]): boolean {
  const a = bullOf(hand);
  const b = bullOf(other);
  return a !== b ? a > b : highestCard(hand) > highestCard(other);
}

/** Cards per point value 0–9 (value 0 stands for the sixteen ten-point cards). */
const pointCounts = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4];

/**
 * joint[p][b]: how many ordered deals of two five-card hands from one deck give bulls p and b,
 * counted over the 2,002 multisets of point values a hand can have (the cards of a value are
 * interchangeable for the bull), so 2,002² products instead of C(52,5)·C(47,5) deals.
 */
export function jointBulls(): { joint: number[][]; deals: number } {
  const hands: { counts: number[]; bull: number }[] = [];
  const walk = (from: number, values: number[]) => {
    if (values.length === 5) {
      const counts = new Array<number>(10).fill(0);
      for (const v of values) counts[v] = (counts[v] as number) + 1;
      hands.push({ counts, bull: bullOfPoints(values.map((v) => v || 10)) });
      return;
    }
    for (let v = from; v < 10; v++) walk(v, [...values, v]);
  };
  walk(0, []);
  const counts = Uint8Array.from(hands.flatMap((hand) => hand.counts));
  const ways = Float64Array.from({ length: 17 * 6 }, (_, i) => choose(Math.floor(i / 6), i % 6));
  const joint = Array.from({ length: 11 }, () => new Array<number>(11).fill(0));
  const left = new Uint8Array(10);
  hands.forEach((first, p) => {
    let dealt = 1;
    for (let v = 0; v < 10; v++) {
      const taken = counts[p * 10 + v] as number;
      left[v] = (pointCounts[v] as number) - taken;
      dealt *= ways[(pointCounts[v] as number) * 6 + taken] as number;
    }
    const row = joint[first.bull] as number[];
    hands.forEach((second, b) => {
      let both = dealt;
      for (let v = 0; v < 10 && both > 0; v++)
        both *= ways[(left[v] as number) * 6 + (counts[b * 10 + v] as number)] as number;
      row[second.bull] = (row[second.bull] as number) + both;
    });
  });
  return { joint, deals: choose(52, 5) * choose(47, 5) };
}
