import { enums, type Infer, integer, number, object, optional, size, string, type } from 'superstruct';
import { idLike, minorUnits, nonEmpty, page, queryInt, text } from './primitives.ts';

/** Points are whole numbers; money is integer minor units. */
export const pointBalanceValue = type({ balance: integer() });
export type PointBalance = Infer<typeof pointBalanceValue>;

export const pointReward = type({
  rewardId: idLike(),
  name: string(),
  /** Cost in points. */
  points: integer(),
  availableQuantity: integer(),
  image: optional(string()),
});
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
});
export const redeemPointListValue = page(redeemRecord);
export type RedeemPointList = Infer<typeof redeemPointListValue>;

export const pointConfigValue = type({
  /** Points per one major currency unit when converting. */
  ratio: integer(),
  minConvert: optional(integer()),
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
