import { mulRatio, type Ratio, ratio, sumRatios } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import { lazy, type TableGame, type TableOption } from '../common/game.ts';
import { lose, toOne } from '../common/pays.ts';

/**
 * Xóc đĩa: four coins, red on one side and white on the other, shaken under a bowl. Even (0, 2
 * or 4 red) and odd (1 or 3 red) pay 0.96:1; four red or four white 14:1; three red (and one
 * white) or three white 2.8:1.
 */
export type Coins = readonly ('red' | 'white')[];

interface XocDiaBet extends TableOption {
  wins: (reds: number) => Ratio;
}

const exactly = (id: string, reds: number, pays: Ratio): XocDiaBet => ({
  id,
  label: `xoc-dia.bet.${id}`,
  pays,
  wins: (shown) => (shown === reds ? pays : lose),
});

const evenOdd = toOne(0.96);
const bets: XocDiaBet[] = [
  { id: 'even', label: 'xoc-dia.bet.even', pays: evenOdd, wins: (reds) => (reds % 2 === 0 ? evenOdd : lose) },
  { id: 'odd', label: 'xoc-dia.bet.odd', pays: evenOdd, wins: (reds) => (reds % 2 === 1 ? evenOdd : lose) },
  exactly('four-red', 4, toOne(14)),
  exactly('four-white', 0, toOne(14)),
  exactly('three-red', 3, toOne(2.8)),
  exactly('three-white', 1, toOne(2.8)),
];

const byId = new Map(bets.map((bet) => [bet.id, bet]));
const redsOf = (coins: Coins) => coins.filter((coin) => coin === 'red').length;

const exact = lazy(() => {
  const tosses = Array.from({ length: 16 }, (_, i) => [0, 1, 2, 3].filter((bit) => (i >> bit) & 1).length);
  return {
    perBet: Object.fromEntries(
      bets.map((bet) => [bet.id, sumRatios(tosses.map((reds) => mulRatio(ratio(1, 16), bet.wins(reds))))]),
    ),
    method: 'enumerated the 16 equally likely tosses of four coins',
  };
});

export const xocDia: TableGame<Coins> = {
  kind: 'xoc-dia',
  classification: 'SD',
  stakeStep: 100,
  options: bets.map(({ wins: _wins, ...option }) => option),
  mainOption: 'even',
  draw: (rng: Rng) => Array.from({ length: 4 }, () => (rng.int(2) === 0 ? 'red' : 'white')),
  payout: (bet, coins) => byId.get(bet.option)?.wins(redsOf(coins)) ?? lose,
  exact,
  rules: () => ({ paragraphs: [{ key: 'xoc-dia.rules.coins' }, { key: 'xoc-dia.rules.pays' }] }),
  view: (coins) => ({ coins: [...coins], reds: redsOf(coins) }),
};
