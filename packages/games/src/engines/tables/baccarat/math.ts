import { type Ratio, ratio } from '../../../engine/ratio.ts';
import { type BaccaratWinner, bankerDraws, winnerOf } from './deal.ts';

/**
 * The exact distribution of the winner over every order of the first six cards of an 8-deck
 * shoe, counted by baccarat value (value 0 stands for the 128 tens and pictures, 1–9 for 32 cards
 * each). A hand that ends after four or five cards stands for every way of the unused cards, so
 * every leaf counts sequences of six cards: the total is 416·415·…·411 (below 2^53: the sums
 * are exact in floating point, and become bigints at the end).
 */
export function baccaratWinnerCounts(decks: number): {
  counts: Record<BaccaratWinner, bigint>;
  total: bigint;
} {
  const left = [16 * decks, ...Array.from({ length: 9 }, () => 4 * decks)];
  const size = 52 * decks;
  const tally: Record<BaccaratWinner, number> = { player: 0, banker: 0, tie: 0 };
  // Ways to fill the positions after a hand's last card: (size − dealt)·(size − dealt − 1)… up to six.
  const rest = (dealt: number) => {
    let ways = 1;
    for (let i = dealt; i < 6; i++) ways *= size - i;
    return ways;
  };
  const take = (value: number) => {
    const ways = left[value] as number;
    left[value] = ways - 1;
    return ways;
  };
  const give = (value: number) => {
    left[value] = (left[value] as number) + 1;
  };
  const finish = (weight: number, player: number, banker: number, dealt: number) => {
    tally[winnerOf(player, banker)] += weight * rest(dealt);
  };
  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = take(p1);
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = w1 * take(b1);
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = w2 * take(p2);
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = w3 * take(b2);
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (w4 === 0) {
            // no such cards left
          } else if (player >= 8 || banker >= 8) finish(w4, player, banker, 4);
          else if (player <= 5) {
            for (let p3 = 0; p3 < 10; p3++) {
              const w5 = w4 * take(p3);
              const playerFinal = (player + p3) % 10;
              if (w5 > 0) {
                if (bankerDraws(banker, p3)) {
                  for (let b3 = 0; b3 < 10; b3++) {
                    const w6 = w5 * take(b3);
                    if (w6 > 0) finish(w6, playerFinal, (banker + b3) % 10, 6);
                    give(b3);
                  }
                } else finish(w5, playerFinal, banker, 5);
              }
              give(p3);
            }
          } else if (bankerDraws(banker, undefined)) {
            for (let b3 = 0; b3 < 10; b3++) {
              const w5 = w4 * take(b3);
              if (w5 > 0) finish(w5, player, (banker + b3) % 10, 5);
              give(b3);
            }
          } else finish(w4, player, banker, 4);
          give(b2);
        }
        give(p2);
      }
      give(b1);
    }
    give(p1);
  }
  return {
    counts: { player: BigInt(tally.player), banker: BigInt(tally.banker), tie: BigInt(tally.tie) },
    total: BigInt(rest(0)),
  };
}

/** Probability that a side's first two cards are a pair (same rank) in a shoe of `decks`. */
export function pairProbability(decks: number): Ratio {
  const perRank = 4 * decks;
  const size = 52 * decks;
  return ratio(13n * BigInt(perRank) * BigInt(perRank - 1), BigInt(size) * BigInt(size - 1));
}
