import { BetRefused, type GameRef, type PlacedBet, type StakeRange } from '../../engine/kind.ts';
import { type Ratio, ratio } from '../../engine/ratio.ts';

/**
 * What every in-house provably fair game ("mini" game) shares: a 1 % house edge, stakes in whole
 * units, and the catalogue games it serves. No catalogue game is a mini game yet: a kind serves
 * games of gameType `MINI` whose classification is its own (DICE, MINES, PLINKO, HILO, CRASH,
 * KENO), so the integrator can list them without touching the kinds.
 */

export const miniLane = 'MINI';

/** Return to player of every mini game: 1 − the 1 % edge. */
export const miniRtp: Ratio = ratio(99, 100);
export const miniStakes: StakeRange = { min: 100, max: 1_000_000, step: 100 };

export interface MiniConfig {
  gameCode: string;
  gameName: string;
  stakes: StakeRange;
}

/** configFor of a mini kind: its games are MINI games of `classification`. */
export const miniConfigFor =
  (classification: string) =>
  (game: GameRef): MiniConfig | undefined =>
    game.gameType === miniLane && game.classification === classification
      ? { gameCode: game.gameCode, gameName: game.gameName, stakes: miniStakes }
      : undefined;

/** The gross win of `stake` at an exact multiplier, rounded down to the minor unit. */
export const winAt = (stake: number, multiplier: Ratio) =>
  Number((BigInt(stake) * multiplier.num) / multiplier.den);

/** A multiplier for display, rounded down to `digits` decimals (the win uses the exact one). */
export const shownMultiplier = (multiplier: Ratio, digits = 2) =>
  Number((multiplier.num * 10n ** BigInt(digits)) / multiplier.den) / 10 ** digits;

/** A decimal of at most two decimals as whole hundredths, or undefined. */
export function hundredthsOf(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const hundredths = Math.round(value * 100);
  return Math.abs(hundredths - value * 100) < 1e-6 ? hundredths : undefined;
}

/** The option, or BetRefused('bet.option.unknown'). */
export function optionOf<T extends string>(options: readonly T[], bet: PlacedBet): T {
  if (!(options as readonly string[]).includes(bet.option))
    throw new BetRefused('bet.option.unknown', { option: bet.option });
  return bet.option as T;
}

/** The common rule paragraphs: provably fair, rounding, stakes. */
export const miniParagraphs = (config: MiniConfig) => [
  { key: 'mini.rules.fair' },
  { key: 'mini.rules.rounding' },
  {
    key: 'mini.rules.stakes',
    values: { min: config.stakes.min, max: config.stakes.max, step: config.stakes.step },
  },
];
