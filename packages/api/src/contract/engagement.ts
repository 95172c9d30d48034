import {
  array,
  boolean,
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
import { minorUnits, nonEmpty, queryInt, text } from './primitives.ts';

/** One bonus credited with a turnover (wagering) requirement; money in minor units. */
export const bonusGrant = type({
  id: integer(),
  /** What paid it: activity, points.redeem, envelope, vip.upgrade, vip.monthly… */
  source: string(),
  title: string(),
  amount: minorUnits(),
  turnoverRequired: minorUnits(),
  /** Valid bets placed since the bonus, capped at the requirement. */
  turnoverDone: minorUnits(),
  status: enums(['locked', 'released']),
  /** Epoch milliseconds. */
  createTime: number(),
});

export const bonusTurnoverValue = type({
  /** Main-wallet money that may not leave before its turnover is met. */
  lockedAmount: minorUnits(),
  /** What a withdrawal or a transfer out may take now. */
  withdrawable: minorUnits(),
  turnoverRequired: minorUnits(),
  turnoverDone: minorUnits(),
  list: array(bonusGrant),
});
export type BonusTurnover = Infer<typeof bonusTurnoverValue>;

/* ---------- promotions (activities) ---------- */

export const activityTypes = ['newMember', 'deposit', 'rebate', 'vip', 'special'] as const;
export type ActivityType = (typeof activityTypes)[number];

/**
 * The ten statuses of an activity as one member sees it. Open and not entered: join, claim or
 * applying (the action the activity takes); comingSoon before its start, close after its end.
 * Entered: joined, claimed, process (an application waiting), then issued or rejected.
 */
export const activityStatuses = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'joined',
  'comingSoon',
] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

export const activitySummary = type({
  id: integer(),
  type: enums(activityTypes),
  action: enums(['join', 'claim', 'apply']),
  title: string(),
  summary: string(),
  /** Same-origin image URL. */
  image: string(),
  /** Minor units credited on claim or approval (0: none). */
  bonusAmount: minorUnits(),
  turnoverMultiple: integer(),
  /** Epoch milliseconds. */
  startTime: number(),
  endTime: optional(nullable(number())),
  status: enums(activityStatuses),
});
export type ActivitySummary = Infer<typeof activitySummary>;

export const activityListRequest = object({ type: optional(enums(activityTypes)) });
export const activityListValue = type({ list: array(activitySummary) });
export type ActivityList = Infer<typeof activityListValue>;

export const activityDetailRequest = object({ id: queryInt(1, 2_147_483_647) });
export const activityDetailValue = type({
  ...activitySummary.schema,
  /** HTML (sanitise before showing). */
  content: string(),
  /** HTML (sanitise before showing). */
  rules: string(),
  /** The member's own entry; absent for guests and before entering. */
  entry: optional(
    nullable(
      type({
        comment: string(),
        /** URLs of the proof pictures. */
        images: array(string()),
        remark: optional(nullable(string())),
        createTime: number(),
        decideTime: optional(nullable(number())),
      }),
    ),
  ),
});
export type ActivityDetail = Infer<typeof activityDetailValue>;

export const activityActionRequest = object({ activityId: size(integer(), 1, 2_147_483_647) });
export const activityApplyRequest = object({
  activityId: size(integer(), 1, 2_147_483_647),
  /** At most 140 characters. */
  comment: text(140),
  /** Pictures uploaded with activityImage, at most 3. */
  imageIds: size(array(nonEmpty(12)), 0, 3),
});
export type ActivityApplyRequest = Infer<typeof activityApplyRequest>;
export const activityActionValue = type({ status: enums(activityStatuses), amount: optional(minorUnits()) });

/* ---------- VIP ---------- */

export const vipLevel = type({
  level: integer(),
  name: string(),
  requiredDeposit: minorUnits(),
  requiredBet: minorUnits(),
  upgradeBonus: minorUnits(),
  monthlyBonus: minorUnits(),
  benefits: array(string()),
});
export type VipLevel = Infer<typeof vipLevel>;

export const vipStatusValue = type({
  /** Levels in ascending order, texts in the Language header's language. */
  levels: array(vipLevel),
  /** Absent for guests. */
  member: optional(
    nullable(
      type({
        level: integer(),
        /** Approved deposits and valid bets, all time, minor units. */
        deposits: minorUnits(),
        validBet: minorUnits(),
        /** The level the member's totals reach now (above `level` until collected). */
        reachedLevel: integer(),
        /** Upgrade bonuses of reached levels and this month's bonus, not yet paid. */
        claimable: minorUnits(),
        /** This month's bonus already paid. */
        monthlyPaid: boolean(),
      }),
    ),
  ),
});
export type VipStatus = Infer<typeof vipStatusValue>;
export const vipCollectValue = type({ level: integer(), paid: minorUnits() });

/* ---------- red envelopes ---------- */

export const envelopeEventValue = type({
  event: optional(
    nullable(
      type({
        id: integer(),
        title: string(),
        minAmount: minorUnits(),
        maxAmount: minorUnits(),
        startTime: number(),
        endTime: number(),
        remaining: integer(),
        eligible: boolean(),
        /** The member's grab in this event, if any. */
        grabbed: optional(nullable(minorUnits())),
      }),
    ),
  ),
});
export type EnvelopeEvent = Infer<typeof envelopeEventValue>;
export const envelopeGrabRequest = object({ eventId: size(integer(), 1, 2_147_483_647) });
export const envelopeGrabValue = type({ amount: minorUnits(), turnoverRequired: minorUnits() });
