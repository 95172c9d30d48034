import {
  boolean,
  type Infer,
  integer,
  object,
  optional,
  record,
  size,
  string,
  type,
  unknown,
} from 'superstruct';

/**
 * The provider wallet API (docs/provider-wallet.md): a game provider calls the platform's wallet
 * for a player's balance, to take a bet, to pay a win and to roll a bet back — a seamless wallet
 * in the manner of the public aggregator APIs (Hub88's operator wallet API among them). Every
 * call is a signed JSON POST; every answer is HTTP 200 with a `status`. Amounts are integer minor
 * units of the session's currency.
 */

export const providerWalletBase = '/provider/v1';

export const providerWalletPaths = {
  balance: `${providerWalletBase}/user/balance`,
  bet: `${providerWalletBase}/transaction/bet`,
  win: `${providerWalletBase}/transaction/win`,
  rollback: `${providerWalletBase}/transaction/rollback`,
} as const;

/**
 * Request headers: which provider, which of its keys, and the HMAC-SHA256 of the raw body (base64).
 * The key id names the key the caller used; the platform accepts a signature by any key of that
 * provider that is valid now (during a rotation the old and the new one), so it is a hint.
 */
export const providerHeaders = {
  provider: 'x-provider-id',
  keyId: 'x-provider-key-id',
  signature: 'x-provider-signature',
} as const;

export const walletStatuses = [
  'RS_OK',
  'RS_ERROR_UNKNOWN',
  /** Unknown provider; a disabled provider's balance call or bet (its wins and rollbacks are still paid). */
  'RS_ERROR_INVALID_PARTNER',
  'RS_ERROR_INVALID_TOKEN',
  /** The token has ended (logout, idle, absolute limit): refused for balance and bets, never for wins and rollbacks. */
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_INVALID_GAME',
  'RS_ERROR_WRONG_CURRENCY',
  /** Answered with the current balance. */
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_USER_DISABLED',
  'RS_ERROR_INVALID_SIGNATURE',
  /** Malformed body or a field of the wrong type. */
  'RS_ERROR_WRONG_SYNTAX',
  /** The transaction id was used before with other content (a plain retry answers the first result). */
  'RS_ERROR_DUPLICATE_TRANSACTION',
  /** A win or rollback whose reference bet the platform never took. */
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  /** A responsible-gaming limit, a time-out or an exclusion refuses the bet. */
  'RS_ERROR_LIMIT_REACHED',
  /** A win for a bet that was rolled back, or a bet whose rollback came first: nothing moved. Final. */
  'RS_ERROR_TRANSACTION_ROLLED_BACK',
  /** A rollback of a bet that a win has already settled: nothing refunded. Final. */
  'RS_ERROR_TRANSACTION_SETTLED',
] as const;
export type WalletStatus = (typeof walletStatuses)[number];

const id = size(string(), 1, 128);
/** Minor units: a whole number from 0 to 2^53 - 1 (a JSON number stays exact). */
const amount = size(integer(), 0, Number.MAX_SAFE_INTEGER);

const common = {
  request_uuid: id,
  /** The provider session token the platform issued at launch. */
  token: size(string(), 10, 255),
  /** The platform's player id (opaque to the provider). */
  user: id,
  game_code: id,
};

export const balanceRequest = type({ ...common });
export const betRequest = type({
  ...common,
  transaction_uuid: id,
  round: id,
  round_closed: optional(boolean()),
  currency: size(string(), 3, 8),
  amount,
  /** A free bet the provider grants (no money taken). */
  is_free: optional(boolean()),
  meta: optional(record(string(), unknown())),
});
export const winRequest = type({
  ...common,
  transaction_uuid: id,
  /** The bet this win pays. */
  reference_transaction_uuid: id,
  round: id,
  round_closed: optional(boolean()),
  currency: size(string(), 3, 8),
  amount,
  meta: optional(record(string(), unknown())),
});
export const rollbackRequest = type({
  ...common,
  transaction_uuid: id,
  /** The bet to undo. One that never arrived is remembered: that bet is then refused. */
  reference_transaction_uuid: id,
  round: id,
  round_closed: optional(boolean()),
  meta: optional(record(string(), unknown())),
});

export type BalanceRequest = Infer<typeof balanceRequest>;
export type BetRequest = Infer<typeof betRequest>;
export type WinRequest = Infer<typeof winRequest>;
export type RollbackRequest = Infer<typeof rollbackRequest>;

export const walletResponse = object({
  status: string(),
  request_uuid: string(),
  user: optional(string()),
  currency: optional(string()),
  /** Balance after the call (on RS_OK and RS_ERROR_NOT_ENOUGH_MONEY), minor units. */
  balance: optional(integer()),
});
export type WalletResponse = Infer<typeof walletResponse> & { status: WalletStatus };

/** What a launch hands the provider in the game URL's query (besides its own game path). */
export const providerLaunchQuery = object({
  token: size(string(), 10, 255),
  user: id,
  game_code: id,
  currency: size(string(), 3, 8),
  /** Brand (sub-partner): the merchant code. */
  sub_partner: id,
  /** real money or free play (the platform's demo wallet). */
  mode: size(string(), 4, 4),
  lang: size(string(), 2, 5),
  lobby_url: optional(size(string(), 1, 2048)),
  /** The launching brand's design inputs (brand.json `tokens`) as base64url JSON, for the page's look. */
  theme: optional(size(string(), 1, 4096)),
});
export type ProviderLaunchQuery = Infer<typeof providerLaunchQuery>;
