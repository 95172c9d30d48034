import {
  BetRefused,
  checkStake,
  type InstantKind,
  lowestRtp,
  type PlacedBet,
  type Rules,
} from '../../engine/kind.ts';
import { lowestRatio, type Ratio, ratio } from '../../engine/ratio.ts';
import { lazy } from '../draws/lottery/market.ts';
import {
  hundredthsOf,
  type MiniConfig,
  miniConfigFor,
  miniParagraphs,
  miniRtp,
  optionOf,
  shownMultiplier,
  winAt,
} from './mini.ts';

/*
 * Dice: a roll of 0.00–99.99 (10,000 equally likely values). The player sets a target and bets
 * the roll ends under it or over it; a win chance of c rolls out of 10,000 pays the exact
 * multiplier 99 % × 10,000 / c, so every target returns 99 %. Win chances 1–98 %.
 */

const sides = ['under', 'over'] as const;
type Side = (typeof sides)[number];
const rolls = 10_000;
const minChance = 100;
const maxChance = 9_800;

export interface DiceRoll {
  side: Side;
  /** Target in hundredths (50.00 → 5,000). */
  target: number;
  /** Roll in hundredths. */
  roll: number;
  won: boolean;
}

/** Rolls (of 10,000) that win a bet: under T wins below T, over T above T. */
const chanceOf = (side: Side, target: number) => (side === 'under' ? target : rolls - 1 - target);

/** The exact multiplier of a bet winning in `chance` rolls of 10,000. */
export const diceMultiplier = (chance: number): Ratio =>
  ratio(miniRtp.num * BigInt(rolls), miniRtp.den * BigInt(chance));

/** Targets allowed for a side, in hundredths: win chances 1–98 %. */
export const diceTargets = (side: Side) =>
  side === 'under'
    ? { min: minChance, max: maxChance }
    : { min: rolls - 1 - maxChance, max: rolls - 1 - minChance };

function readBet(bet: PlacedBet): { side: Side; target: number } {
  const side = optionOf(sides, bet);
  const target = hundredthsOf(bet.extra?.target);
  const { min, max } = diceTargets(side);
  if (target === undefined || target < min || target > max)
    throw new BetRefused('dice.target.invalid', { min: min / 100, max: max / 100 });
  return { side, target };
}

/** The exact return of a bet on `side` of `target` (hundredths): chance × multiplier. */
export const diceRtpAt = (side: Side, target: number): Ratio => {
  const chance = chanceOf(side, target);
  const multiplier = diceMultiplier(chance);
  return ratio(BigInt(chance) * multiplier.num, BigInt(rolls) * multiplier.den);
};

const rtps = lazy(() => {
  const perSide = (side: Side) => {
    const { min, max } = diceTargets(side);
    return lowestRatio(Array.from({ length: max - min + 1 }, (_, i) => diceRtpAt(side, min + i)));
  };
  return { under: perSide('under'), over: perSide('over') };
});

export const diceKind: InstantKind<MiniConfig, DiceRoll> = {
  kind: 'dice',
  mode: 'instant',
  configFor: miniConfigFor('DICE'),

  betOptions: (config) =>
    sides.map((side) => ({
      id: side,
      label: `dice.bet.${side}`,
      labelValues: { min: diceTargets(side).min / 100, max: diceTargets(side).max / 100 },
      stakes: config.stakes,
    })),

  rules: (config): Rules => ({
    paragraphs: [
      { key: 'dice.rules.roll' },
      { key: 'dice.rules.pays', values: { rtp: 99, min: minChance / 100, max: maxChance / 100 } },
      ...miniParagraphs(config),
    ],
  }),

  rtp: () =>
    lowestRtp(
      rtps(),
      'each target: its winning rolls of 10,000 × 99 % × 10,000 / those rolls; lowest over every target',
    ),

  start(config, bet, rng) {
    const { side, target } = readBet(bet);
    checkStake(bet.stake, config.stakes);
    const roll = rng.int(rolls);
    const won = side === 'under' ? roll < target : roll > target;
    const multiplier = diceMultiplier(chanceOf(side, target));
    const state: DiceRoll = { side, target, roll, won };
    return {
      state,
      done: true,
      win: won ? winAt(bet.stake, multiplier) : 0,
      view: { side, target: target / 100, roll: roll / 100, won, multiplier: shownMultiplier(multiplier, 4) },
    };
  },
};
