import type { Card } from '../common/cards.ts';

/*
 * Niu niu (牛牛, Bull Bull) as the platform's PVP rooms play it (packages/server/src/games/pvp.ts):
 * points ace 1, two to nine their face, tens and pictures 10. A hand of five has a bull when three
 * of its cards add up to a multiple of ten; the bull is then the other two cards' sum modulo ten
 * (1–9), or Bull Bull (10) when that is 0; no such three: no bull (0). Since the three add up to 0
 * modulo ten, the bull is the whole hand's sum modulo ten, whichever three are chosen.
 */
export const bullBull = 10;

export const cardPoints = (card: Card) => Math.min((card % 13) + 1, 10);

export interface BullHand {
  /** 0 no bull, 1–9, 10 Bull Bull. */
  bull: number;
  /** Positions of three cards adding up to a multiple of ten, when there are some. */
  triple: [number, number, number] | null;
}

export function bullOf(cards: readonly Card[]): BullHand {
  if (cards.length !== 5) throw new RangeError('A niu niu hand has five cards');
  return bullOfPoints(cards.map(cardPoints));
}

export function bullOfPoints(points: readonly number[]): BullHand {
  const total = points.reduce((sum, p) => sum + p, 0);
  for (let i = 0; i < 3; i++)
    for (let j = i + 1; j < 4; j++)
      for (let k = j + 1; k < 5; k++)
        if (((points[i] as number) + (points[j] as number) + (points[k] as number)) % 10 === 0)
          return { bull: total % 10 || bullBull, triple: [i, j, k] };
  return { bull: 0, triple: null };
}

/** Gross return per unit staked against the banker: equal bulls go to the banker; 1:1, Bull Bull 3:1. */
export const payoutAgainst = (player: number, banker: number) =>
  player > banker ? (player === bullBull ? 4 : 2) : 0;
