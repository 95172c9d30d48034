import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  literal,
  nullable,
  number,
  object,
  optional,
  pattern,
  record,
  string,
  type,
  union,
  unknown,
} from 'superstruct';
import { idLike, minorUnits, nonEmpty, positiveMinorUnits, queryInt, text } from './primitives.ts';

/*
 * Structs public clients do not show: favourites add/remove, the launch address as a GET, bet
 * records (personalHistoryCopy) and the JSON calls of the reference server's demo game pages.
 */

/* ---------- favourites ---------- */

/** Favourites are keyed on nodeId + vendor + gameType (docs/contract.md). */
export const favoriteGameRequest = object({
  nodeId: union([nonEmpty(32), integer()]),
  vassalage: nonEmpty(64),
  gameType: nonEmpty(16),
});
export type FavoriteGameRequest = Infer<typeof favoriteGameRequest>;

/* ---------- launch address (GET, query string) ---------- */

const accountTypeQuery = union([literal(0), literal(1), queryInt(0, 1)]);

/** The slot launch payload (docs/product.md § Game launch), as a query string (numbers arrive as text). */
export const slotLaunchQuery = object({
  gameId: optional(text(64)),
  roomId: optional(text(64)),
  nodeId: nonEmpty(64),
  accountType: accountTypeQuery,
  vassalage: nonEmpty(64),
  launchMode: literal('GLS'),
  platform: nonEmpty(32),
  clientType: queryInt(0, 99),
  confirmTrans: queryInt(0, 0),
  language: nonEmpty(8),
  merchantCode: optional(text(32)),
  username: optional(text(64)),
});

export const lotteryLaunchQuery = object({
  lottoArea: nonEmpty(8),
  launchMode: literal('LOTT'),
  lottoGameCode: nonEmpty(64),
  lottoView: enums(['betting', 'lobby']),
  device: nonEmpty(16),
  backUrl: optional(text(2048)),
  language: nonEmpty(8),
});

export const launchAddressRequest = union([slotLaunchQuery, lotteryLaunchQuery]);
export type LaunchAddressRequest = Infer<typeof launchAddressRequest>;

/* ---------- bet records (member centre: personalHistoryCopy) ---------- */

export const roundStatuses = ['open', 'settled', 'refunded'] as const;
export type RoundStatusName = (typeof roundStatuses)[number];

export const betRecordsRequest = object({
  /** Epoch ms, inclusive; the client turns the chosen local days into instants. */
  startTime: optional(queryInt()),
  /** Epoch ms, exclusive. */
  endTime: optional(queryInt()),
  gameType: optional(text(16)),
  vassalage: optional(text(64)),
  status: optional(enums(roundStatuses)),
  /** 1 real money (default), 0 free play. */
  accountType: optional(queryInt(0, 1)),
  pageNo: optional(queryInt(1, 100_000)),
  pageSize: optional(queryInt(1, 100)),
});
export type BetRecordsRequest = Infer<typeof betRecordsRequest>;

export const betRecord = type({
  roundId: string(),
  nodeId: idLike(),
  gameCode: string(),
  gameName: string(),
  vassalage: string(),
  gameType: string(),
  /** 1 real money, 0 free play. */
  accountType: integer(),
  stake: minorUnits(),
  /** Gross amount credited (stake included); 0 for a loss, a refund or an open round. */
  win: minorUnits(),
  /** win − stake; 0 for a refunded round. */
  profit: minorUnits(),
  balanceBefore: nullable(minorUnits()),
  balanceAfter: nullable(minorUnits()),
  status: enums(roundStatuses),
  /** Epoch ms. */
  placedAt: number(),
  settledAt: nullable(number()),
  /** Short, language-neutral summary of the bet and outcome, e.g. "BANKER 6:3 · bet PLAYER". */
  detail: string(),
});
export type BetRecord = Infer<typeof betRecord>;

export const betRecordsValue = type({
  list: array(betRecord),
  pageNum: integer(),
  pageSize: integer(),
  totalPages: integer(),
  totalCount: integer(),
  /** Totals over every record matching the filters (all pages); refunded rounds count 0. */
  summary: type({ count: integer(), stake: minorUnits(), win: minorUnits(), profit: minorUnits() }),
});
export type BetRecords = Infer<typeof betRecordsValue>;

/* ---------- demo game pages (/play/api/…) ---------- */

/** Launch ticket carried by the game URL: 43 base64url characters. */
export const playTicket = () => pattern(string(), /^[A-Za-z0-9_-]{20,64}$/);
/** Client-generated once per bet, repeated on a retry. */
export const requestId = () => pattern(string(), /^[A-Za-z0-9_-]{8,64}$/);

export const playTicketRequest = object({ ticket: playTicket() });
export type PlayTicketRequest = Infer<typeof playTicketRequest>;

export const playRound = type({
  roundId: string(),
  stake: minorUnits(),
  win: minorUnits(),
  balanceBefore: nullable(minorUnits()),
  balanceAfter: nullable(minorUnits()),
  status: enums(roundStatuses),
  placedAt: number(),
  settledAt: nullable(number()),
  bet: unknown(),
  outcome: unknown(),
});
export type PlayRound = Infer<typeof playRound>;

export const playSessionValue = type({
  kind: enums(['slot', 'baccarat', 'lottery', 'pvp', 'fish']),
  /** 1 real money, 0 free play (demo credit). */
  accountType: integer(),
  game: type({ nodeId: string(), gameCode: string(), gameName: string(), vassalage: string() }),
  balance: minorUnits(),
  currency: string(),
  currencySymbol: string(),
  /** Stakes the page offers, minor units. */
  stakes: array(minorUnits()),
  rounds: array(playRound),
  rules: unknown(),
  /** The slot: free spins the member holds (points-mall rewards), played at the house's stake. */
  freeSpins: optional(integer()),
});
export type PlaySession = Infer<typeof playSessionValue>;

export const slotSpinRequest = object({
  ticket: playTicket(),
  stake: positiveMinorUnits(),
  requestId: requestId(),
});
export type SlotSpinRequest = Infer<typeof slotSpinRequest>;

/** One free spin of the slot: no stake is sent, the house pays it (the member's grant says how much). */
export const slotFreeSpinRequest = object({ ticket: playTicket(), requestId: requestId() });
export type SlotFreeSpinRequest = Infer<typeof slotFreeSpinRequest>;

/** A free spin's answer: the round (bet.freeSpin true), the balance after its win, the spins left. */
export const slotFreeSpinValue = type({ round: playRound, balance: minorUnits(), freeSpins: integer() });
export type SlotFreeSpin = Infer<typeof slotFreeSpinValue>;

/** A bet answer: the round and the wallet balance after it. */
export const playBetValue = type({ round: playRound, balance: minorUnits() });
export type PlayBet = Infer<typeof playBetValue>;

export const baccaratBetRequest = object({
  ticket: playTicket(),
  requestId: requestId(),
  /** The table round being bet on, from the state call. */
  tableRoundId: nonEmpty(64),
  betType: enums(['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR']),
  stake: positiveMinorUnits(),
});
export type BaccaratBetRequest = Infer<typeof baccaratBetRequest>;

export const baccaratStateValue = type({
  now: number(),
  round: type({
    tableRoundId: string(),
    phase: enums(['betting', 'dealing']),
    bettingClosesAt: number(),
    settlesAt: number(),
  }),
  /** The most recent dealt hands, newest first. */
  results: array(
    type({
      tableRoundId: string(),
      player: array(integer()),
      banker: array(integer()),
      playerTotal: integer(),
      bankerTotal: integer(),
      winner: string(),
    }),
  ),
  balance: minorUnits(),
  rounds: array(playRound),
});
export type BaccaratState = Infer<typeof baccaratStateValue>;

export const lotteryBetRequest = object({
  ticket: playTicket(),
  requestId: requestId(),
  numero: nonEmpty(32),
  betType: enums([
    'DE',
    'BA_CANG',
    'LO',
    'BIG',
    'SMALL',
    'TWO_D',
    'PK_POSITION',
    'PK_BIG_SMALL',
    'PK_ODD_EVEN',
    'PK_SUM',
    'PK_SUM_BIG_SMALL',
    'PK_SUM_ODD_EVEN',
    'K3_SUM',
    'K3_BIG_SMALL',
    'K3_ODD_EVEN',
    'K3_TRIPLE',
    'K3_ANY_TRIPLE',
  ]),
  /** Digits (VN, SEA), or an e-lottery's choices joined by '-': "3-7", "1-BIG", "11", "ANY". */
  pick: pattern(string(), /^(\d{2,4}|[0-9A-Z]{1,5}(-[0-9A-Z]{1,5})?)$/),
  stake: positiveMinorUnits(),
});
export type LotteryBetRequest = Infer<typeof lotteryBetRequest>;

export const lotteryStateValue = type({
  now: number(),
  style: enums(['VN', 'SEA', 'PK10', 'K3']),
  next: type({ numero: string(), drawTime: number(), closeTime: number(), open: boolean() }),
  betTypes: array(
    type({
      code: string(),
      /** Digits picked (VN, SEA); 0 for an e-lottery type, which offers choices instead. */
      digits: integer(),
      rtp: number(),
      /** E-lottery: the choices of a pick (position, car, side, sum, face), in order. */
      fields: optional(array(type({ name: string(), options: array(string()) }))),
      /** E-lottery: gross odds (stake included) by value of the last choice. */
      odds: optional(record(string(), number())),
    }),
  ),
  draws: array(
    type({
      numero: string(),
      drawTime: number(),
      prizes: array(type({ tier: string(), numbers: array(string()) })),
    }),
  ),
  balance: minorUnits(),
  rounds: array(playRound),
});
export type LotteryState = Infer<typeof lotteryStateValue>;
