import { lazy, type TableGame } from '../common/game.ts';
import { lose, toOne } from '../common/pays.ts';
import { countOf, overRolls, rollThreeDice, type ThreeDice } from './dice.ts';

/**
 * Fish-prawn-crab (bầu cua): three dice whose faces are six pictures. A bet on a picture pays
 * 1:1, 2:1 or 3:1 as it shows on one, two or three dice, and loses when it does not show.
 */
export const fishPrawnCrabSymbols = ['fish', 'prawn', 'crab', 'rooster', 'gourd', 'deer'] as const;

const faceOf = (symbol: string) => (fishPrawnCrabSymbols as readonly string[]).indexOf(symbol) + 1;

const payout = (symbol: string, roll: ThreeDice) => {
  const face = faceOf(symbol);
  const shown = face > 0 ? countOf(roll, face) : 0;
  return shown === 0 ? lose : toOne(shown);
};

const exact = lazy(() => ({
  perBet: Object.fromEntries(
    fishPrawnCrabSymbols.map((symbol) => [symbol, overRolls((roll) => payout(symbol, roll))]),
  ),
  method: 'enumerated the 216 rolls of three dice for every picture',
}));

export const fishPrawnCrab: TableGame<ThreeDice> = {
  kind: 'fish-prawn-crab',
  classification: 'YSX',
  stakeStep: 100,
  options: fishPrawnCrabSymbols.map((symbol) => ({ id: symbol, label: `fpc.bet.${symbol}`, pays: toOne(3) })),
  mainOption: 'fish',
  draw: rollThreeDice,
  payout: (bet, roll) => payout(bet.option, roll),
  exact,
  rules: () => ({ paragraphs: [{ key: 'fpc.rules.dice' }, { key: 'fpc.rules.pays' }] }),
  view: (roll) => ({ dice: roll.map((face) => fishPrawnCrabSymbols[face - 1]) }),
};
