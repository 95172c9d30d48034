import { type Ratio, ratio } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { lazy, type TableGame, type TableOption } from '../common/game.ts';
import { lose, toOne } from '../common/pays.ts';

/**
 * The mahjong table plays er ba gang (二八杠), the banker game of mahjong tiles: 40 tiles, the
 * dots 1–9 four times and four white dragons, shuffled for the round; the banker and three doors
 * get two tiles each and every door is settled against the banker. Hands rank: 2 and 8 of dots
 * (二八杠) highest; then pairs, white dragons highest, then 9s down to 1s; then points, the dots'
 * sum modulo 10 with a white dragon worth half a point (9½ highest, ½ lowest), equal points
 * broken by the higher tile; a hand of 0 points (鳖十) loses to all and every 0 is equal. The
 * banker takes every tie. A door's win pays 0.95:1 (5 % commission).
 */
/** A tile: 1–9 dots, 0 the white dragon. */
export type MahjongTile = number;
export const mahjongTiles: readonly MahjongTile[] = Array.from({ length: 40 }, (_, i) =>
  i < 36 ? (i % 9) + 1 : 0,
);

const white = 0;

/** A hand's strength: higher is stronger, equal is a tie. */
export function erBaGangStrength(a: MahjongTile, b: MahjongTile): number {
  const [high, low] = a >= b ? [a, b] : [b, a];
  if (high === 8 && low === 2) return 1000;
  if (a === b) return 900 + (a === white ? 10 : a);
  // Points in half points: dots count twice their value, a white dragon one.
  const halves = (((high + low) % 10) * 2 + (low === white ? 1 : 0) + (high === white ? 1 : 0)) % 20;
  return halves === 0 ? 0 : halves * 10 + high;
}

const doors = [1, 2, 3] as const;
const pays = toOne(0.95);

export interface ErBaGangDeal {
  banker: [MahjongTile, MahjongTile];
  doors: [MahjongTile, MahjongTile][];
}

const strengthOf = (hand: readonly [MahjongTile, MahjongTile]) => erBaGangStrength(hand[0], hand[1]);
const doorWins = (deal: ErBaGangDeal, door: number) => {
  const hand = deal.doors[door - 1];
  return hand !== undefined && strengthOf(hand) > strengthOf(deal.banker);
};

const options: TableOption[] = doors.map((door) => ({
  id: `door:${door}`,
  label: 'mahjong.bet.door',
  labelValues: { door },
  pays,
}));

const exact = lazy(() => {
  let deals = 0;
  let wins = 0;
  const n = mahjongTiles.length;
  const tile = (i: number) => mahjongTiles[i] as MahjongTile;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const banker = erBaGangStrength(tile(a), tile(b));
      for (let c = 0; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          if (c === a || c === b || d === a || d === b) continue;
          deals++;
          if (erBaGangStrength(tile(c), tile(d)) > banker) wins++;
        }
    }
  const rtp: Ratio = ratio(BigInt(wins) * pays.num, BigInt(deals) * pays.den);
  return {
    perBet: Object.fromEntries(doors.map((door) => [`door:${door}`, rtp])),
    method: `enumerated the ${deals} deals of a banker pair and a door pair from the 40 tiles`,
  };
});

const tileView = (t: MahjongTile) => (t === white ? { suit: 'white' } : { suit: 'dots', value: t });

export const mahjong: TableGame<ErBaGangDeal> = {
  kind: 'mahjong-table',
  classification: 'MJ',
  stakeStep: 100,
  options,
  mainOption: 'door:1',
  draw: (rng: Rng) => {
    const wall = [...mahjongTiles];
    for (let i = 0; i < 8; i++) {
      const j = i + rng.int(wall.length - i);
      [wall[i], wall[j]] = [wall[j] as MahjongTile, wall[i] as MahjongTile];
    }
    const pair = (k: number): [MahjongTile, MahjongTile] => [
      wall[2 * k] as MahjongTile,
      wall[2 * k + 1] as MahjongTile,
    ];
    return { banker: pair(0), doors: [pair(1), pair(2), pair(3)] };
  },
  payout: (bet, deal) => (doorWins(deal, Number(bet.option.split(':')[1])) ? pays : lose),
  exact,
  rules: () => ({
    paragraphs: [
      { key: 'mahjong.rules.deal' },
      { key: 'mahjong.rules.ranks' },
      { key: 'mahjong.rules.points' },
      { key: 'mahjong.rules.pays' },
    ],
  }),
  view: (deal) => ({
    banker: { tiles: deal.banker.map(tileView), strength: strengthOf(deal.banker) },
    doors: deal.doors.map((hand, i) => ({
      tiles: hand.map(tileView),
      strength: strengthOf(hand),
      wins: doorWins(deal, i + 1),
    })),
  }),
};
