import { array, enums, type Infer, integer, number, object, pattern, string, type } from 'superstruct';
import { minorUnits, nonEmpty, positiveMinorUnits } from './primitives.ts';
import { playRound, playTicket, requestId } from './rounds.ts';

/*
 * Structs of the reference server's PVP card room and fish game pages (/play/api/pvp|fish/…),
 * which public clients do not show. The room list itself is GLS2_roomList (games.ts).
 */

/** What a room list entry's `status` says: nobody seated, some seats taken, every seat taken. */
export const roomStatuses = ['waiting', 'playing', 'full'] as const;
export type RoomStatus = (typeof roomStatuses)[number];

/* ---------- PVP card room (Bull Bull against the house banker) ---------- */

export const pvpRoom = type({
  roomId: string(),
  roomName: string(),
  minBet: minorUnits(),
  maxBet: minorUnits(),
  seats: integer(),
  seated: integer(),
  status: enums(roomStatuses),
});
export type PvpRoom = Infer<typeof pvpRoom>;

export const pvpStateValue = type({
  now: number(),
  room: pvpRoom,
  balance: minorUnits(),
  rounds: array(playRound),
});
export type PvpState = Infer<typeof pvpStateValue>;

/** One hand in the seated room: the stake must lie within the room's limits. */
export const pvpDealRequest = object({
  ticket: playTicket(),
  requestId: requestId(),
  stake: positiveMinorUnits(),
});
export type PvpDealRequest = Infer<typeof pvpDealRequest>;

/* ---------- fish ---------- */

/** A fish of the shared pond: where it swims and when, so the page only animates what the server says. */
export const swimmingFish = type({
  fishId: string(),
  species: string(),
  multiplier: integer(),
  /** Row of the pond, 0 at the top. */
  lane: integer(),
  /** 1 swims left to right, -1 right to left. */
  direction: enums([1, -1]),
  /** Epoch ms: enters at one edge, leaves at the other. */
  enterAt: number(),
  exitAt: number(),
});
export type SwimmingFish = Infer<typeof swimmingFish>;

export const fishStateValue = type({
  now: number(),
  lanes: integer(),
  fish: array(swimmingFish),
  balance: minorUnits(),
  rounds: array(playRound),
});
export type FishState = Infer<typeof fishStateValue>;

/** One shot at a fish of the pond; the server decides whether it is caught. */
export const fishShootRequest = object({
  ticket: playTicket(),
  requestId: requestId(),
  fishId: pattern(nonEmpty(32), /^\d{1,15}-\d{1,3}$/),
  stake: positiveMinorUnits(),
});
export type FishShootRequest = Infer<typeof fishShootRequest>;
