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
  size,
  string,
  type,
} from 'superstruct';
import { idLike, minorUnits, nonEmpty, page, positiveMinorUnits, queryInt, text } from './primitives.ts';

/**
 * Member-centre money calls of the reference platform (issue 7). Amounts are integer minor units
 * (safe integers on the wire); times are epoch milliseconds; every call that moves money takes an
 * `idempotencyKey` (one per intent, reused on retry: the repeat answers the first result, the same
 * key with other parameters is refused with `idempotency.key.conflict`).
 */

/** One per user intent; letters, digits, '-', '_', ':' (a UUID fits). */
export const idempotencyKey = () => pattern(nonEmpty(64), /^[A-Za-z0-9_:-]+$/);

/** yyyy-MM-dd. */
export const isoDate = () => pattern(string(), /^\d{4}-\d{2}-\d{2}$/);

export const pagedFilter = {
  pageNo: optional(queryInt(1, 100_000)),
  pageSize: optional(queryInt(1, 100)),
};

/* ---------- deposits ---------- */

export const channelType = enums(['bank', 'ewallet', 'qr', 'crypto']);

export const depositChannel = type({
  channelId: idLike(),
  code: string(),
  name: string(),
  type: channelType,
  minAmount: minorUnits(),
  maxAmount: minorUnits(),
  /** Shown to the member: where to pay, reference to quote. */
  instructions: optional(string()),
});
export type DepositChannel = Infer<typeof depositChannel>;

export const promotionSummary = type({
  promotionId: idLike(),
  title: string(),
  /** Bonus rate in basis points of the deposit (10000 = 100 %). */
  rate: integer(),
  maxBonus: minorUnits(),
  minDeposit: minorUnits(),
  firstDepositOnly: boolean(),
});
export type PromotionSummary = Infer<typeof promotionSummary>;

export const depositChannelsValue = type({
  channels: array(depositChannel),
  /** Deposit promotions the member may pick now (first-deposit ones vanish after the first approval). */
  promotions: array(promotionSummary),
});
export type DepositChannels = Infer<typeof depositChannelsValue>;

export const depositStatus = enums(['pending', 'approved', 'rejected']);

export const depositRecord = type({
  depositId: idLike(),
  channelName: string(),
  amount: minorUnits(),
  /** Bonus credited on approval (0 without a promotion). */
  bonus: minorUnits(),
  promotionTitle: optional(nullable(string())),
  status: depositStatus,
  createTime: number(),
  decideTime: optional(nullable(number())),
  remark: optional(nullable(string())),
});
export type DepositRecord = Infer<typeof depositRecord>;

export const depositRequest = object({
  channelId: nonEmpty(32),
  amount: positiveMinorUnits(),
  promotionId: optional(text(32)),
  payerName: optional(text(64)),
  idempotencyKey: idempotencyKey(),
});
export type DepositRequest = Infer<typeof depositRequest>;

export const depositListRequest = object({ ...pagedFilter, status: optional(depositStatus) });
export type DepositListRequest = Infer<typeof depositListRequest>;
export const depositListValue = page(depositRecord);

/* ---------- payment password and payout accounts ---------- */

export const paymentPasswordStatusValue = type({ isSet: boolean() });

/**
 * First time: `loginPassword` proves the member; afterwards `oldPaymentPassword`. The payment
 * password is 6 digits.
 */
export const setPaymentPasswordRequest = object({
  loginPassword: optional(text(128)),
  oldPaymentPassword: optional(text(128)),
  newPaymentPassword: pattern(string(), /^\d{6}$/),
  confirmPaymentPassword: nonEmpty(128),
});
export type SetPaymentPasswordRequest = Infer<typeof setPaymentPasswordRequest>;

export const payoutKind = enums(['bank', 'ewallet']);

export const payoutProvider = type({ code: string(), name: string(), kind: payoutKind });

export const payoutAccount = type({
  accountId: idLike(),
  kind: payoutKind,
  providerCode: string(),
  providerName: string(),
  accountName: string(),
  /** e.g. ****4321 */
  maskedNumber: string(),
  createTime: number(),
});
export type PayoutAccount = Infer<typeof payoutAccount>;

export const payoutAccountsValue = type({
  accounts: array(payoutAccount),
  /** Banks and e-wallets the member may bind. */
  providers: array(payoutProvider),
  /** At most this many bound accounts. */
  maxAccounts: integer(),
});
export type PayoutAccounts = Infer<typeof payoutAccountsValue>;

export const bindPayoutAccountRequest = object({
  kind: payoutKind,
  providerCode: nonEmpty(32),
  accountName: nonEmpty(64),
  accountNumber: pattern(size(string(), 4, 34), /^[A-Za-z0-9]+$/),
  paymentPassword: nonEmpty(128),
});
export type BindPayoutAccountRequest = Infer<typeof bindPayoutAccountRequest>;

export const unbindPayoutAccountRequest = object({
  accountId: nonEmpty(32),
  paymentPassword: nonEmpty(128),
});
export type UnbindPayoutAccountRequest = Infer<typeof unbindPayoutAccountRequest>;

/* ---------- withdrawals ---------- */

export const withdrawInfoValue = type({
  /** Main wallet balance, what may be withdrawn now. */
  availBalance: minorUnits(),
  minAmount: minorUnits(),
  maxAmount: minorUnits(),
  /** Minutes after payout until an unconfirmed withdrawal counts as received. */
  confirmMinutes: integer(),
  paymentPasswordSet: boolean(),
  /** Withdrawals paid out and waiting for the member's confirmation. */
  awaitingConfirmation: integer(),
});
export type WithdrawInfo = Infer<typeof withdrawInfoValue>;

/**
 * pending: held, waiting for the operator; rejected: hold voided (money back);
 * paid: hold posted, waiting for the member's confirmation (confirmStatus).
 */
export const withdrawalStatus = enums(['pending', 'rejected', 'paid']);
/** awaiting → received | partial | notReceived | autoReceived (after confirmMinutes) → refunded | closed by the operator. */
export const confirmStatus = enums([
  'none',
  'awaiting',
  'received',
  'partial',
  'notReceived',
  'autoReceived',
  'refunded',
  'closed',
]);

export const withdrawalRecord = type({
  withdrawalId: idLike(),
  amount: minorUnits(),
  status: withdrawalStatus,
  confirmStatus,
  /** Set after a partial confirmation. */
  receivedAmount: optional(nullable(minorUnits())),
  remainingAmount: optional(nullable(minorUnits())),
  payoutAccount: string(),
  createTime: number(),
  paidTime: optional(nullable(number())),
  /** When an unconfirmed payout counts as received. */
  confirmDeadline: optional(nullable(number())),
  hasProof: boolean(),
  remark: optional(nullable(string())),
});
export type WithdrawalRecord = Infer<typeof withdrawalRecord>;

export const withdrawRequest = object({
  payoutAccountId: nonEmpty(32),
  amount: positiveMinorUnits(),
  paymentPassword: nonEmpty(128),
  idempotencyKey: idempotencyKey(),
});
export type WithdrawRequest = Infer<typeof withdrawRequest>;

export const withdrawListRequest = object({ ...pagedFilter, status: optional(withdrawalStatus) });
export type WithdrawListRequest = Infer<typeof withdrawListRequest>;
export const withdrawListValue = page(withdrawalRecord);

/** Proof of non-receipt: png or jpg, at most 5 MB once decoded, base64 without the data: prefix. */
export const proofMaxBytes = 5 * 1024 * 1024;
export const proofUploadRequest = object({
  withdrawalId: nonEmpty(32),
  contentType: enums(['image/png', 'image/jpeg']),
  data: size(string(), 1, Math.ceil((proofMaxBytes * 4) / 3) + 4),
});
export type ProofUploadRequest = Infer<typeof proofUploadRequest>;
export const proofUploadValue = type({ proofId: idLike() });

/** received; partial (receivedAmount below the amount, proof optional); notReceived (proofId required). */
export const withdrawConfirmRequest = object({
  withdrawalId: nonEmpty(32),
  result: enums(['received', 'partial', 'notReceived']),
  receivedAmount: optional(minorUnits()),
  proofId: optional(text(32)),
});
export type WithdrawConfirmRequest = Infer<typeof withdrawConfirmRequest>;

/* ---------- transfer to upline, rebate ---------- */

export const uplineInfoValue = type({
  hasUpline: boolean(),
  uplineName: optional(nullable(string())),
  availBalance: minorUnits(),
});
export type UplineInfo = Infer<typeof uplineInfoValue>;

export const transferUplineRequest = object({
  amount: positiveMinorUnits(),
  paymentPassword: nonEmpty(128),
  idempotencyKey: idempotencyKey(),
});
export type TransferUplineRequest = Infer<typeof transferUplineRequest>;
export const moneyMovedValue = type({ transferId: idLike(), amount: minorUnits(), sumBalance: minorUnits() });
export type MoneyMoved = Infer<typeof moneyMovedValue>;

export const rebateRecord = type({
  id: idLike(),
  validBet: minorUnits(),
  amount: minorUnits(),
  createTime: number(),
});
export const manualRebateValue = type({
  /** MANPLAYREB3 */
  enabled: boolean(),
  /** Basis points of valid bets since the last claim. */
  rate: integer(),
  validBet: minorUnits(),
  /** What a claim pays now. */
  amount: minorUnits(),
  lastClaimTime: optional(nullable(number())),
  records: array(rebateRecord),
});
export type ManualRebate = Infer<typeof manualRebateValue>;

export const claimRebateRequest = object({ idempotencyKey: idempotencyKey() });
export type ClaimRebateRequest = Infer<typeof claimRebateRequest>;

/* ---------- records ---------- */

export const profitRequest = object({ startDate: optional(isoDate()), endDate: optional(isoDate()) });
export type ProfitRequest = Infer<typeof profitRequest>;

const profitFigures = {
  deposit: minorUnits(),
  withdrawal: minorUnits(),
  bet: minorUnits(),
  payout: minorUnits(),
  bonus: minorUnits(),
  rebate: minorUnits(),
  /** payout − bet + bonus + rebate: the member's gain (negative = loss). */
  profit: minorUnits(),
};
export const profitDay = type({ date: string(), ...profitFigures });
export const personalProfitValue = type({
  startDate: string(),
  endDate: string(),
  totals: type(profitFigures),
  /** One entry per day of the range (UTC), oldest first, zeros included: a chart series. */
  days: array(profitDay),
});
export type PersonalProfit = Infer<typeof personalProfitValue>;

export const bonusRecord = type({
  id: idLike(),
  bonusType: enums(['deposit', 'rebate', 'reward', 'mission', 'referral', 'other']),
  title: string(),
  amount: minorUnits(),
  createTime: number(),
});
export const bonusDetailsRequest = object({ ...pagedFilter });
export const bonusDetailsValue = type({
  list: array(bonusRecord),
  pageNum: integer(),
  totalPages: integer(),
  totalCount: optional(integer()),
  totalAmount: minorUnits(),
});
export type BonusDetails = Infer<typeof bonusDetailsValue>;

/* ---------- reward centre, referral, messages, rank ---------- */

export const rewardStatus = enums(['claim', 'claimed', 'comingSoon', 'close']);
export const rewardItem = type({
  promotionId: idLike(),
  title: string(),
  content: string(),
  amount: minorUnits(),
  status: rewardStatus,
  startTime: number(),
  endTime: optional(nullable(number())),
  claimTime: optional(nullable(number())),
});
export const rewardCenterValue = type({ list: array(rewardItem), claimable: integer() });
export type RewardCenter = Infer<typeof rewardCenterValue>;

export const referralValue = type({
  referralCode: string(),
  /** Registration link carrying ?referralCode= (the site draws the QR code from it). */
  referralLink: string(),
  invitedCount: integer(),
  rewardTotal: minorUnits(),
  friends: array(type({ account: string(), regDate: number() })),
});
export type Referral = Infer<typeof referralValue>;

export const messageItem = type({
  messageId: idLike(),
  title: string(),
  /** HTML. */
  content: string(),
  category: enums(['system', 'deposit', 'withdrawal', 'promotion', 'notice']),
  createTime: number(),
  read: boolean(),
});
export const messageListRequest = object({ ...pagedFilter, unreadOnly: optional(literal('true')) });
export const messageListValue = type({
  list: array(messageItem),
  pageNum: integer(),
  totalPages: integer(),
  totalCount: optional(integer()),
  unread: integer(),
});
export type MessageList = Infer<typeof messageListValue>;

/** One message, or every message when messageId is absent. */
export const readMessageRequest = object({ messageId: optional(nonEmpty(32)) });
export const readMessageValue = type({ unread: integer() });

export const rankLevel = type({
  rankLevel: integer(),
  labelName: string(),
  /** Valid bets needed to reach the level. */
  requiredBet: minorUnits(),
  benefits: array(string()),
});
export const playerRankValue = type({
  rankLevel: integer(),
  labelName: string(),
  /** rankLevel above 4 (docs/product.md § VIP). */
  isVip: boolean(),
  /** VIP support for VIPs, else live chat. */
  supportChannel: enums(['VIP', 'LIVECHAT']),
  validBet: minorUnits(),
  nextLevel: optional(nullable(rankLevel)),
  levels: array(rankLevel),
});
export type PlayerRank = Infer<typeof playerRankValue>;
