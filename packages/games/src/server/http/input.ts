import { integer, object, optional, pattern, record, size, string, type, unknown } from 'superstruct';
import { BetRefused, type PlacedBet } from '../../engine/kind.ts';
import type { PlayableGame } from '../catalog.ts';
import { GameError } from '../errors.ts';
import type { Session } from '../sessions.ts';
import type { GameRuntime } from './app.ts';

export const token = size(string(), 10, 255);
/** A page's id for one bet or move, repeated by its retries (the same answer, never a second round). */
export const requestId = optional(pattern(string(), /^[\w-]{8,64}$/));

export const placedBet = object({
  option: size(string(), 1, 128),
  stake: integer(),
  extra: optional(record(string(), unknown())),
});

export const tokenBody = type({ token });

/** The launch session of a token, or 401 `session.ended`. */
export function sessionOf(games: GameRuntime, value: unknown): Session {
  const session = games.sessions.get(value);
  if (!session) throw new GameError('session.ended', {}, 401);
  return session;
}

/** The session's own game, playable here; another game's code is refused. */
export function sessionGame(games: GameRuntime, session: Session, gameCode: string): PlayableGame {
  if (gameCode !== session.gameCode) throw new GameError('request.invalid', {}, 400);
  const game = games.catalog.playable(gameCode);
  if (!game) throw new GameError(games.catalog.find(gameCode) ? 'game.unavailable' : 'game.unknown', {}, 404);
  return game;
}

/** A stake the wallet can take: a positive safe integer (engines check their ranges). */
export function checkedBet(bet: PlacedBet): PlacedBet {
  if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0) throw new BetRefused('bet.choose');
  return bet;
}
