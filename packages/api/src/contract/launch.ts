import { type Infer, integer, literal, object, optional, string, type, union } from 'superstruct';
import { nonEmpty, text } from './primitives.ts';

// The launch call's structs, their own module: launchGame loads with the game-round group on the
// first launch, so they stay off the site's start path.

/** Slot, live, PVP (roomId) … launch. */
export const slotLaunchRequest = object({
  gameId: optional(text(64)),
  roomId: optional(text(64)),
  nodeId: nonEmpty(64),
  /** 1 real, 0 free. */
  accountType: union([literal(1), literal(0)]),
  vassalage: nonEmpty(64),
  launchMode: literal('GLS'),
  platform: nonEmpty(32),
  clientType: integer(),
  confirmTrans: literal(0),
  language: nonEmpty(8),
});

export const lotteryLaunchRequest = object({
  lottoArea: nonEmpty(8),
  launchMode: literal('LOTT'),
  lottoGameCode: nonEmpty(64),
  lottoView: union([literal('betting'), literal('lobby')]),
  device: nonEmpty(16),
  backUrl: optional(text(2048)),
  language: nonEmpty(8),
});

export const launchGameRequest = union([slotLaunchRequest, lotteryLaunchRequest]);
export type LaunchGameRequest = Infer<typeof launchGameRequest>;

export const launchGameValue = type({
  content: type({ game_url: string(), game_url2: optional(string()) }),
});
export type LaunchGame = Infer<typeof launchGameValue>;
