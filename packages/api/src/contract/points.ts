import {
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type,
} from 'superstruct';
import { idLike, minorUnits, nonEmpty, page, queryInt, text } from './primitives.ts';

/** Points are whole numbers; money is integer minor units. */
export const pointBalanceValue = type({
  balance: integer(),
  /** Free spins on the demo slot the member holds (approved freeSpins rewards not yet played). */
  freeSpins: optional(integer()),
});
export type PointBalance = Infer<typeof pointBalanceValue>;

export const pointReward = type({
  rewardId: idLike(),
  name: string(),
  /** Cost in points. */
  points: integer(),
  availableQuantity: integer(),
  image: optional(string()),
  /** bonus: money with a turnover requirement; freeSpins: spins on the demo slot; goods: shipped. */
  kind: optional(enums(['bonus', 'freeSpins', 'goods'])),
  /** Most one member may hold (in process or approved); null: no limit. */
  memberLimit: optional(nullable(integer())),
  /** How many this member holds already (in process or approved). */
  memberRedeemed: optional(integer()),
  /** kind bonus: the amount credited on approval, minor units. */
  bonusAmount: optional(minorUnits()),
});
export type PointReward = Infer<typeof pointReward>;
export const pointRewardsValue = page(pointReward);
export type PointRewards = Infer<typeof pointRewardsValue>;

export const pagedRequest = object({
  pageNo: optional(queryInt(1, 100_000)),
  pageSize: optional(queryInt(1, 100)),
});
export type PagedRequest = Infer<typeof pagedRequest>;

export const redeemPointRewardRequest = object({
  rewardId: nonEmpty(64),
  quantity: size(integer(), 1, 999),
  paymentPassword: optional(text(128)),
  idempotencyKey: nonEmpty(64),
});
export type RedeemPointRewardRequest = Infer<typeof redeemPointRewardRequest>;

export const pointChangeValue = type({ balance: integer(), sumBalance: optional(minorUnits()) });
export type PointChange = Infer<typeof pointChangeValue>;

export const redeemRecord = type({
  id: idLike(),
  rewardName: string(),
  quantity: size(integer(), 1, 999),
  points: integer(),
  status: enums(['process', 'rejected', 'approved']),
  /** Epoch milliseconds. */
  createTime: number(),
  remark: optional(nullable(string())),
});
export const redeemPointListValue = page(redeemRecord);
export type RedeemPointList = Infer<typeof redeemPointListValue>;

export const pointConfigValue = type({
  /** Points per one major currency unit when converting. */
  ratio: integer(),
  minConvert: optional(integer()),
  /** Minor units of valid bet that earn one point (per settled round). */
  earnBetPerPoint: optional(integer()),
});
export type PointConfig = Infer<typeof pointConfigValue>;

export const memberTransactionsRequest = object({
  pageNo: optional(queryInt(1, 100_000)),
  pageSize: optional(queryInt(1, 100)),
  /** yyyy-MM-dd. */
  startDate: optional(text(10)),
  endDate: optional(text(10)),
  transType: optional(text(32)),
});
export type MemberTransactionsRequest = Infer<typeof memberTransactionsRequest>;

export const memberTransaction = type({
  id: idLike(),
  transType: string(),
  /** Points (current, changed, balance, remark) or money rows. */
  changed: integer(),
  balance: integer(),
  remark: optional(string()),
  createTime: number(),
});
export const memberTransactionsValue = page(memberTransaction);
export type MemberTransactions = Infer<typeof memberTransactionsValue>;

export const convertPointRequest = object({
  points: size(integer(), 1, Number.MAX_SAFE_INTEGER),
  paymentPassword: optional(text(128)),
  idempotencyKey: nonEmpty(64),
});
export type ConvertPointRequest = Infer<typeof convertPointRequest>;
