import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  size,
  string,
  type,
} from 'superstruct';
import { minorUnits, positiveMinorUnits } from './primitives.ts';

/**
 * Responsible gaming (issue 35, docs/responsible-gaming.md): the player's limits, breaks and
 * reality-check interval, and the jurisdiction profile that sets their defaults. Money in minor
 * units, session limits in minutes, times in epoch milliseconds.
 */

export const limitKinds = ['deposit', 'loss', 'wager', 'session'] as const;
export const limitPeriods = ['day', 'week', 'month', 'session'] as const;
export const timeoutSpans = ['24h', '7d', '30d', '6w'] as const;
export const exclusionSpans = ['6m', '1y', '5y', 'permanent'] as const;

export const responsibleLimit = type({
  kind: enums(limitKinds),
  period: enums(limitPeriods),
  /** In force now; null: none. */
  amount: nullable(minorUnits()),
  /** An increase or removal waiting for the cooling period. */
  pending: nullable(type({ amount: nullable(minorUnits()), effectiveAt: number() })),
});
export type ResponsibleLimit = Infer<typeof responsibleLimit>;

export const responsibleStatus = type({
  jurisdiction: enums(['GB', 'MT', 'none']),
  coolingHours: number(),
  /** Ask for a deposit limit now: the profile says so and the first deposit has not been answered. */
  promptDepositLimit: boolean(),
  showSessionFigures: boolean(),
  limits: array(responsibleLimit),
  activeBreak: nullable(
    type({
      kind: enums(['timeout', 'exclusion']),
      span: string(),
      startedAt: number(),
      endsAt: nullable(number()),
    }),
  ),
  /** Minutes between reality checks (the player's choice, else the profile's default); null: none. */
  realityCheckMinutes: nullable(number()),
  session: type({ startedAt: number(), wagered: minorUnits(), net: minorUnits() }),
});
export type ResponsibleStatus = Infer<typeof responsibleStatus>;

export const setLimitRequest = object({
  kind: enums(limitKinds),
  period: enums(limitPeriods),
  /** null removes the limit (after the cooling period). */
  amount: nullable(positiveMinorUnits()),
});
export type SetLimitRequest = Infer<typeof setLimitRequest>;

export const takeBreakRequest = object({
  kind: enums(['timeout', 'exclusion']),
  span: enums([...timeoutSpans, ...exclusionSpans]),
});
export type TakeBreakRequest = Infer<typeof takeBreakRequest>;

export const realityCheckRequest = object({ minutes: nullable(size(integer(), 5, 600)) });
export type RealityCheckRequest = Infer<typeof realityCheckRequest>;

export const depositPromptRequest = object({ answered: boolean() });
