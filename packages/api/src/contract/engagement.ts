import { array, enums, type Infer, integer, number, string, type } from 'superstruct';
import { minorUnits } from './primitives.ts';

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
