import type { Ratio } from '../../../engine/ratio.ts';
import { lazy, type TableGame, type TableOption } from '../common/game.ts';
import { lose, toOne } from '../common/pays.ts';
import { countOf, overRolls, rollThreeDice, type ThreeDice } from './dice.ts';

/**
 * Sic bo, three dice, the common Macau pays: small (4–10) and big (11–17) 1:1, odd and even 1:1,
 * all four losing on a triple; a specific triple 180:1, any triple 30:1, a specific double 10:1;
 * totals 4 or 17 60:1, 5/16 30:1, 6/15 17:1, 7/14 12:1, 8/13 8:1, 9/12 and 10/11 6:1; a
 * combination of two faces 5:1; a single face 1:1, 2:1 or 3:1 as it shows on one, two or three dice.
 */
const faces = [1, 2, 3, 4, 5, 6];
const totalPays: Record<number, number> = { 4: 60, 5: 30, 6: 17, 7: 12, 8: 8, 9: 6, 10: 6 };
const payOfTotal = (total: number) => totalPays[total <= 10 ? total : 21 - total] as number;

interface SicboBet extends TableOption {
  wins: (roll: ThreeDice) => Ratio;
}

const isTriple = (roll: ThreeDice) => roll[0] === roll[1] && roll[1] === roll[2];
const sum = (roll: ThreeDice) => roll[0] + roll[1] + roll[2];

const evenMoney = (id: string, test: (roll: ThreeDice) => boolean): SicboBet => ({
  id,
  label: `sicbo.bet.${id}`,
  pays: toOne(1),
  wins: (roll) => (!isTriple(roll) && test(roll) ? toOne(1) : lose),
});

const bets: SicboBet[] = [
  evenMoney('small', (roll) => sum(roll) <= 10),
  evenMoney('big', (roll) => sum(roll) >= 11),
  evenMoney('odd', (roll) => sum(roll) % 2 === 1),
  evenMoney('even', (roll) => sum(roll) % 2 === 0),
  ...faces.map(
    (face): SicboBet => ({
      id: `triple:${face}`,
      label: 'sicbo.bet.triple',
      labelValues: { face },
      pays: toOne(180),
      wins: (roll) => (isTriple(roll) && roll[0] === face ? toOne(180) : lose),
    }),
  ),
  {
    id: 'any-triple',
    label: 'sicbo.bet.any-triple',
    pays: toOne(30),
    wins: (roll) => (isTriple(roll) ? toOne(30) : lose),
  },
  ...faces.map(
    (face): SicboBet => ({
      id: `double:${face}`,
      label: 'sicbo.bet.double',
      labelValues: { face },
      pays: toOne(10),
      wins: (roll) => (countOf(roll, face) >= 2 ? toOne(10) : lose),
    }),
  ),
  ...Array.from({ length: 14 }, (_, i) => i + 4).map(
    (total): SicboBet => ({
      id: `total:${total}`,
      label: 'sicbo.bet.total',
      labelValues: { total },
      pays: toOne(payOfTotal(total)),
      wins: (roll) => (sum(roll) === total ? toOne(payOfTotal(total)) : lose),
    }),
  ),
  ...faces.flatMap((a) =>
    faces
      .filter((b) => b > a)
      .map(
        (b): SicboBet => ({
          id: `combo:${a}-${b}`,
          label: 'sicbo.bet.combo',
          labelValues: { a, b },
          pays: toOne(5),
          wins: (roll) => (countOf(roll, a) > 0 && countOf(roll, b) > 0 ? toOne(5) : lose),
        }),
      ),
  ),
  ...faces.map(
    (face): SicboBet => ({
      id: `single:${face}`,
      label: 'sicbo.bet.single',
      labelValues: { face },
      pays: toOne(3),
      wins: (roll) => {
        const shown = countOf(roll, face);
        return shown === 0 ? lose : toOne(shown);
      },
    }),
  ),
];

const byId = new Map(bets.map((bet) => [bet.id, bet]));

const exact = lazy(() => ({
  perBet: Object.fromEntries(bets.map((bet) => [bet.id, overRolls(bet.wins)])),
  method: 'enumerated the 216 rolls of three dice for every bet',
}));

export const sicbo: TableGame<ThreeDice> = {
  kind: 'sicbo',
  classification: 'SIC',
  stakeStep: 100,
  options: bets.map(({ wins: _wins, ...option }) => option),
  mainOption: 'big',
  draw: rollThreeDice,
  payout: (bet, roll) => byId.get(bet.option)?.wins(roll) ?? lose,
  exact,
  rules: () => ({
    paragraphs: [{ key: 'sicbo.rules.dice' }, { key: 'sicbo.rules.triples' }, { key: 'sicbo.rules.single' }],
  }),
  view: (roll) => ({ dice: [...roll], total: sum(roll), triple: isTriple(roll) }),
};
