import {
  type BetOption,
  BetRefused,
  checkStake,
  type GameRef,
  type PlacedBet,
} from '../../../engine/kind.ts';
import { type Ratio, ratio, ratioPercent } from '../../../engine/ratio.ts';

/** The fifteen PVP families, by the catalogue's classification. */
export const families = {
  NN: 'nn',
  ZJH: 'zjh',
  DDZ: 'ddz',
  TEXAS: 'texas',
  TLMN: 'tlmn',
  PHOM: 'phom',
  SAMLOC: 'samloc',
  MAUBINH: 'maubinh',
  POKDENG: 'pokdeng',
  DUMMY: 'dummy',
  GOSTOP: 'gostop',
  SEOTDA: 'seotda',
  MJ: 'mj',
  RUMMY: 'rummy',
  BJ: 'bj',
} as const;
export type Classification = keyof typeof families;
export type Family = (typeof families)[Classification];

/** A PVP game as one of these kinds serves it. */
export interface RoomConfig {
  family: Family;
  gameCode: string;
  gameName: string;
  /** Seats at the table: the member's and the house players'. */
  seats: number;
  /** Share the house keeps (of every pot, or of the member's winnings in banker games). */
  rake: Ratio;
}

/**
 * The four rooms of every PVP vendor (the platform's room list): a hand's ante, minor units.
 * A bet names its room in `extra.roomTier` (0–3, default 0).
 */
export const roomTiers = [
  { name: 'beginner', min: 100, max: 10_000 },
  { name: 'intermediate', min: 1_000, max: 100_000 },
  { name: 'advanced', min: 10_000, max: 1_000_000 },
  { name: 'vip', min: 100_000, max: 10_000_000 },
] as const;

/** Every ante is whole units of 1.00, so 5 % of any pot of antes and bets is whole minor units. */
export const stakeStep = 100;

/** The rake of the rooms: 5 % of every pot. */
export const standardRake = ratio(5, 100);

export function roomConfigFor(
  game: GameRef,
  classification: Classification,
  seats: number,
  rake: Ratio = standardRake,
): RoomConfig | undefined {
  if (game.gameType !== 'PVP' || game.classification !== classification) return undefined;
  return { family: families[classification], gameCode: game.gameCode, gameName: game.gameName, seats, rake };
}

/** The one bet of a room: the hand's ante, any room's (the room itself bounds it: `roomStake`). */
export function handOption(): BetOption {
  return {
    id: 'hand',
    label: 'rooms.bet.hand',
    stakes: { min: roomTiers[0].min, max: roomTiers[3].max, step: stakeStep },
  };
}

/** The room and ante of a bet; throws BetRefused for another option, room or ante. */
export function roomStake(bet: PlacedBet): { tier: number; stake: number } {
  if (bet.option !== 'hand') throw new BetRefused('rooms.refused.option', { option: String(bet.option) });
  const tier = bet.extra?.roomTier ?? 0;
  if (typeof tier !== 'number' || !Number.isInteger(tier) || tier < 0 || tier >= roomTiers.length)
    throw new BetRefused('rooms.refused.tier', { tier: String(tier) });
  const room = roomTiers[tier] as (typeof roomTiers)[number];
  checkStake(bet.stake, { min: room.min, max: room.max, step: stakeStep });
  return { tier, stake: bet.stake };
}

/** `amount` × `share`, which must come out in whole minor units. */
export function exactShare(amount: number, share: Ratio): number {
  const product = BigInt(amount) * share.num;
  if (product % share.den !== 0n) throw new RangeError(`${amount} × ${share.num}/${share.den} is not whole`);
  return Number(product / share.den);
}

/** The rooms' tiers as a rules table: name key, lowest and highest ante (minor units). */
export function tiersTable() {
  return {
    title: 'rooms.rules.tiers',
    rows: roomTiers.map((room) => [`rooms.tier.${room.name}`, room.min, room.max]),
  };
}

export const rakePercent = (rake: Ratio) => ratioPercent(rake, 0);
