import type { Ratio } from '../../../engine/ratio.ts';
import { hitsLooked, setSumMarkets } from './bets.ts';
import { range, sum } from './count.ts';
import { drawDistinct, lotteryKind, lotteryShare } from './kind.ts';
import { lazy, type Market, prizeTable } from './market.ts';
import { type SideRule, sidesOf } from './sides.ts';

/*
 * Keno 80 (快乐8): twenty different numbers of 1–80 are drawn. A ticket picks 1–10 spots and is
 * paid by how many of them are drawn: h hits in C(k, h)·C(80 − k, 20 − h) of the C(80, 20)
 * draws (hypergeometric, exact). The sum of the twenty is counted by dynamic programming over
 * the sets.
 */

export const kenoNumbers = range(1, 80);
export const kenoDrawn = 20;
export const kenoSpots = range(1, 10);

/**
 * Relative prizes by hits for each number of spots (the shape of the table): scaled so the
 * ticket returns the share, every prize floored to hundredths.
 */
export const kenoShapes: Readonly<Record<number, Readonly<Record<number, number>>>> = {
  1: { 1: 1 },
  2: { 2: 1 },
  3: { 2: 1, 3: 16 },
  4: { 2: 1, 3: 4, 4: 60 },
  5: { 3: 2, 4: 15, 5: 400 },
  6: { 3: 1, 4: 6, 5: 80, 6: 1_600 },
  7: { 3: 1, 4: 3, 5: 20, 6: 400, 7: 5_000 },
  8: { 4: 2, 5: 12, 6: 100, 7: 1_600, 8: 20_000 },
  9: { 4: 1, 5: 5, 6: 50, 7: 300, 8: 4_000, 9: 40_000 },
  10: { 5: 2, 6: 20, 7: 140, 8: 1_000, 9: 5_000, 10: 100_000 },
};

/** The ticket of `count` spots: id `spots:{count}`, its pay table by hits at `share`. */
export function kenoTicket(count: number, share: Ratio): Market {
  return prizeTable(
    {
      id: `spots:${count}`,
      label: 'keno.bet.spots',
      labelValues: { count },
      picks: { count, from: kenoNumbers, ordered: false },
    },
    hitsLooked(kenoNumbers, kenoDrawn, count),
    new Map(Object.entries(kenoShapes[count] ?? {}).map(([hits, weight]) => [Number(hits), weight])),
    share,
  );
}

/** Twenty of 1–80, in draw order. */
export const drawKeno = (rng: Parameters<typeof drawDistinct>[0]) =>
  drawDistinct(rng, kenoNumbers, kenoDrawn);

/** The sum of the twenty (210–1410): 811–1410 big, 210–809 small, 810 a tie for big and small. */
const sumSides: SideRule = { big: (s) => s >= 811, small: (s) => s <= 809 };

const markets = lazy((): Market[] => [
  ...kenoSpots.map((count) => kenoTicket(count, lotteryShare)),
  ...setSumMarkets(kenoNumbers, kenoDrawn, sumSides, lotteryShare),
]);

export const kenoKind = lotteryKind({
  kind: 'keno',
  classification: 'KENO',
  roundSeconds: [90],
  draw: drawKeno,
  markets,
  method:
    'hits of a ticket by C(k,h)·C(80−k,20−h) of the C(80,20) draws; the sum by counting the sets of twenty of each sum',
  rules: ['keno.rules.draw', 'keno.rules.spots', 'keno.rules.sides'],
  view(drawn) {
    const total = sum(drawn);
    return {
      numbers: [...drawn].sort((a, b) => a - b),
      order: [...drawn],
      sum: total,
      sumSides: sidesOf(total, sumSides),
    };
  },
});
