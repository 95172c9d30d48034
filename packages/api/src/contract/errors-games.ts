/** Error codes of the game calls and demo games (translated in locales/<lang>/errors.json). */
export const gameErrorCodes = {
  /** Unknown game, or a launch payload that does not name one of the catalogue's games. */
  gameNotAvailable: 'game.not.available',
  /** Free play (accountType 0) asked for a game that offers none (supportPlay 1). */
  gameFreePlayUnsupported: 'game.freeplay.unsupported',
  /** The launch ticket of a demo game page is unknown, expired, or its session has ended. */
  gameTicketInvalid: 'game.ticket.invalid',
  /** The baccarat round or lottery draw no longer takes bets. */
  gameBettingClosed: 'game.betting.closed',
  /** Stake outside the game's limits or not a multiple of its unit. */
  gameStakeInvalid: 'game.stake.invalid',
  /** Bet type or picked numbers the game does not offer. */
  gameBetInvalid: 'game.bet.invalid',
  /** A free spin asked for with none left (or in free play, which has none). */
  gameFreeSpinsNone: 'game.freespins.none',
} as const;
