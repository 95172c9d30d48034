/**
 * What the sportsbook needs from the game server's runtime: money (the platform's provider
 * wallet, through the runtime's signed client), time, and who a session token belongs to.
 */

/** Why the wallet refused a debit. */
export type MoneyRefusal = 'funds' | 'limit' | 'token' | 'user' | 'currency' | 'error';

export type MoneyAnswer = { ok: true; balance?: number } | { ok?: false; refused: MoneyRefusal };

/**
 * The provider wallet API seen from the book: bet = debit, win = credit, rollback = undo a bet.
 * Amounts are integer minor units of the member's currency. Every transaction id is processed
 * once by the platform: calling again with the same id and content answers the first result, so
 * the book may repeat a call after a crash or a timeout. A call that throws has an unknown
 * outcome (the book repeats it or rolls the bet back).
 */
export interface MoneyPort {
  bet(
    account: MoneyAccount,
    txId: string,
    amount: number,
    meta: Record<string, unknown>,
  ): Promise<MoneyAnswer>;
  /** Pays `amount` (0 closes the round without money) against the bet `refTxId`. */
  win(account: MoneyAccount, txId: string, refTxId: string, amount: number): Promise<MoneyAnswer>;
  rollback(account: MoneyAccount, txId: string, refTxId: string): Promise<MoneyAnswer>;
}

/** Whose money a call moves: the member, the currency and the launch the bet was placed under. */
export interface MoneyAccount {
  user: string;
  currency: string;
  launch?: Launch;
}

/**
 * The launch a member's session came from (the platform's provider token and the game it was
 * launched for): the wallet wants both on every call of a bet, its wins and rollbacks too, so a
 * bet keeps the launch it was placed under.
 */
export interface Launch {
  token: string;
  gameCode: string;
}

/** The time source. `sleep` is the live-bet delay; tests pass a clock whose sleep they advance. */
export interface Clock {
  now(): number;
  sleep?(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const sleepOn = (clock: Clock, ms: number): Promise<void> =>
  clock.sleep ? clock.sleep(ms) : new Promise((resolve) => setTimeout(resolve, ms));

/** A member's session as the runtime knows it from the launch URL. */
export interface Member {
  user: string;
  currency: string;
  /** 'real' money or free play ('free', 'demo'): kept on every bet, reported apart. */
  mode: string;
  /** The brand (sub-partner): picks the brand's margin. */
  brand?: string;
  launch?: Launch;
}
