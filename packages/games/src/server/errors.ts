import type { WalletOutcome } from './wallet/client.ts';

/**
 * A refusal the page can word: an i18n key of the page strings (or of the engine's strings for
 * a BetRefused), values to fill in, and the HTTP status it is answered with.
 */
export class GameError extends Error {
  constructor(
    readonly code: string,
    readonly values: Record<string, string | number> = {},
    readonly httpStatus = 409,
  ) {
    super(code);
  }
}

/** A wallet call that did not take the money, as the player is told. */
export function walletRefusal(outcome: WalletOutcome): GameError {
  switch (outcome.status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY':
      return new GameError(
        'wallet.notEnoughMoney',
        outcome.balance === undefined ? {} : { balance: outcome.balance },
        402,
      );
    case 'RS_ERROR_INVALID_TOKEN':
    case 'RS_ERROR_TOKEN_EXPIRED':
      return new GameError('session.ended', {}, 401);
    case 'RS_ERROR_LIMIT_REACHED':
      return new GameError('wallet.limitReached', {}, 403);
    case 'RS_ERROR_USER_DISABLED':
      return new GameError('wallet.userDisabled', {}, 403);
    case 'RS_ERROR_INVALID_GAME':
      return new GameError('game.unavailable', {}, 403);
    case 'UNREACHABLE':
      return new GameError('wallet.unavailable', {}, 503);
    default:
      return new GameError('wallet.refused', {}, 502);
  }
}
