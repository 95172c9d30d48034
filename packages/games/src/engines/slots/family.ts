import type { GameRef } from '../../engine/kind.ts';
import { type Ratio, ratio } from '../../engine/ratio.ts';

/** Catalogue classifications of the RNG lane this folder plays (RNG TABLE games are another family's). */
export const slotFamilies = ['VIDEO_SLOT', 'WAYS', 'CLASSIC', 'JACKPOT'] as const;
export type SlotFamily = (typeof slotFamilies)[number];
export type GameFamily = SlotFamily | 'SCRATCH';

export type Volatility = 'low' | 'medium' | 'high';

export const isSlotFamily = (value: string): value is SlotFamily =>
  (slotFamilies as readonly string[]).includes(value);

/** The family of a catalogue game this folder serves, else undefined. */
export function familyOf(game: Pick<GameRef, 'gameType' | 'classification'>): GameFamily | undefined {
  if (game.gameType !== 'RNG') return undefined;
  if (game.classification === 'SCRATCH') return 'SCRATCH';
  return isSlotFamily(game.classification) ? game.classification : undefined;
}

/**
 * The published RTP band: every game's exact RTP (a JACKPOT game's with its jackpot share) lies in
 * [min, max]. The generator aims each game at a target inside [aimMin, aimMax] drawn from its seed.
 */
export const rtpBand = {
  min: ratio(9400n, 10000n),
  max: ratio(9700n, 10000n),
  aimMin: 9450,
  aimMax: 9650,
} as const;

export const inBand = (rtp: Ratio) =>
  rtp.num * rtpBand.min.den >= rtpBand.min.num * rtp.den &&
  rtp.num * rtpBand.max.den <= rtpBand.max.num * rtp.den;
