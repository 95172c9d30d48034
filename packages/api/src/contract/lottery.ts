import { array, enums, type Infer, integer, number, object, optional, string, type } from 'superstruct';
import { idLike, minorUnits, queryBool, queryInt, text } from './primitives.ts';

/* ---------- lottery gateway (/lgw/): raw objects or envelopes ---------- */

export const lottoGame = type({
  gameCode: string(),
  gameName: string(),
  lottoArea: optional(string()),
  icon: optional(string()),
  /** Draw interval in seconds, when the game has regular draws. */
  interval: optional(integer()),
});
export type LottoGame = Infer<typeof lottoGame>;

export const lottoMenuValue = array(
  type({ menuCode: string(), menuName: string(), games: array(lottoGame) }),
);
export type LottoMenu = Infer<typeof lottoMenuValue>;

export const lottoGamesValue = array(lottoGame);

export const countRequest = object({ count: optional(queryInt(1, 100)) });
export type CountRequest = Infer<typeof countRequest>;

export const lottoDraw = type({
  gameCode: string(),
  /** Draw number. */
  numero: string(),
  winningNumbers: string(),
  /** Epoch milliseconds. */
  openTime: number(),
});
export type LottoDraw = Infer<typeof lottoDraw>;

export const lottoDrawsValue = array(lottoDraw);

export const openedNumeroRequest = object({
  gameCode: optional(text(64)),
  count: optional(queryInt(1, 100)),
});
export type OpenedNumeroRequest = Infer<typeof openedNumeroRequest>;

/* ---------- missions ---------- */

export const missionSummaryValue = type({
  missions: array(
    type({
      id: idLike(),
      title: string(),
      progress: integer(),
      target: integer(),
      /** What progress and target count: money (minor units) or times; a platform may leave it out (times). */
      unit: optional(enums(['money', 'count'])),
      status: string(),
      reward: optional(minorUnits()),
    }),
  ),
});
export type MissionSummary = Infer<typeof missionSummaryValue>;

export const missionLeaderboardValue = type({
  list: array(type({ rank: integer(), customerName: string(), score: integer() })),
});
export type MissionLeaderboard = Infer<typeof missionLeaderboardValue>;

/* ---------- merchant wallet ---------- */

export const merchantWalletRequest = object({ isSingle: optional(queryBool()) });
export type MerchantWalletRequest = Infer<typeof merchantWalletRequest>;

export const merchantWalletValue = array(
  type({
    accountTypeId: idLike(),
    accountTypeName: string(),
    displayName: optional(string()),
    availBalance: optional(minorUnits()),
  }),
);
export type MerchantWallet = Infer<typeof merchantWalletValue>;
