import { type Card, faceOf, pokerRankOf, suitOf } from '../common/cards.ts';

/**
 * Pok deng (ป๊อกเด้ง) hands of two or three cards. Points: ace 1, two to nine their face, tens
 * and pictures 0; the total modulo 10. From the highest: pok 9 and pok 8 (two cards), then with
 * three cards tong (three of a kind), straight flush, straight (เรียง, A-2-3 to Q-K-A), three
 * pictures (สามเหลือง), then points 9 … 0. Deng (the multiplier a winner is paid): two cards of a
 * pair or one suit 2; three cards of one suit, a straight or three pictures 3; tong and a straight
 * flush 5; otherwise 1.
 */
export type PokdengName = 'pok' | 'tong' | 'straightFlush' | 'straight' | 'pictures' | 'points';

export interface PokdengHand {
  name: PokdengName;
  points: number;
  /** Higher wins; equal values tie (a push), whatever the deng. */
  value: number;
  deng: number;
}

export const pointsOf = (cards: readonly Card[]) =>
  cards.reduce((sum, card) => sum + (faceOf(card) >= 10 ? 0 : faceOf(card)), 0) % 10;

export function pokdengHand(cards: readonly Card[]): PokdengHand {
  const points = pointsOf(cards);
  if (cards.length === 2) {
    const [a, b] = cards as [Card, Card];
    const deng = faceOf(a) === faceOf(b) || suitOf(a) === suitOf(b) ? 2 : 1;
    if (points >= 8) return { name: 'pok', points, value: 200 + points, deng };
    return { name: 'points', points, value: points, deng };
  }
  if (cards.length !== 3) throw new RangeError('A pok deng hand has two or three cards');
  const ranks = cards.map(pokerRankOf).sort((x, y) => y - x) as [number, number, number];
  const suited =
    suitOf(cards[0] as Card) === suitOf(cards[1] as Card) &&
    suitOf(cards[1] as Card) === suitOf(cards[2] as Card);
  const wheel = ranks[0] === 12 && ranks[1] === 1 && ranks[2] === 0;
  const run = wheel || (ranks[0] === ranks[1] + 1 && ranks[1] === ranks[2] + 1);
  const top = wheel ? 1 : ranks[0];
  if (ranks[0] === ranks[2]) return { name: 'tong', points, value: 170 + ranks[0], deng: 5 };
  if (run && suited) return { name: 'straightFlush', points, value: 150 + top, deng: 5 };
  if (run) return { name: 'straight', points, value: 130 + top, deng: 3 };
  if (cards.every((card) => faceOf(card) >= 11)) return { name: 'pictures', points, value: 120, deng: 3 };
  return { name: 'points', points, value: points, deng: suited ? 3 : 1 };
}

/** Everyone at the table (the dealer, the house players, the member's autoplay) draws on 0–4. */
export const drawsOn = (points: number) => points <= 4;
