import { bullBull, bullOfPoints, pointsOf, tripleOfTen } from '../../tables/niu-niu/bull.ts';
import type { Card } from '../common/cards.ts';

/*
 * Niu niu (牛牛, Bull Bull) as the platform's PVP rooms play it (packages/server/src/games/pvp.ts):
 * the bulls of the live table (tables/niu-niu/bull.ts). Points ace 1, two to nine their face, tens
 * and pictures 10. A hand of five has a bull when three of its cards add up to a multiple of ten;
 * the bull is then the other two cards' sum modulo ten (1–9), or Bull Bull (10) when that is 0; no
 * such three: no bull (0). Since the three add up to 0 modulo ten, the bull is the whole hand's sum
 * modulo ten, whichever three are chosen.
 */

export interface BullHand {
  /** 0 no bull, 1–9, 10 Bull Bull. */
  bull: number;
  /** Positions of three cards adding up to a multiple of ten, when there are some. */
  triple: [number, number, number] | null;
}

export function bullOf(cards: readonly Card[]): BullHand {
  if (cards.length !== 5) throw new RangeError('A niu niu hand has five cards');
  const points = cards.map(pointsOf);
  return { bull: bullOfPoints(points), triple: tripleOfTen(points) };
}

/** Gross return per unit staked against the banker: equal bulls go to the banker; 1:1, Bull Bull 3:1. */
export const payoutAgainst = (player: number, banker: number) =>
  player > banker ? (player === bullBull ? 4 : 2) : 0;
