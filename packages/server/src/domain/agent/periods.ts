import type { ContractKind } from '@playsite/api/contract';
import type { Queryable } from '../../db/database.ts';

export type DividendPeriod = 'week' | 'halfMonth' | 'month';

export interface Period {
  start: number;
  end: number;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** Fixed-length periods, aligned on the epoch (UTC). */
const fixedMs: Record<Exclude<ContractKind, 'dividend'>, number> = {
  realtime: 5 * minuteMs,
  hourly: hourMs,
  daily: dayMs,
};

/** The settlement period of a kind that holds the instant `at`. */
export function periodOf(kind: ContractKind, at: number, dividend: DividendPeriod): Period {
  if (kind !== 'dividend') {
    const length = fixedMs[kind];
    const start = Math.floor(at / length) * length;
    return { start, end: start + length };
  }
  const date = new Date(at);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  if (dividend === 'week') {
    const today = Math.floor(at / dayMs) * dayMs;
    const start = today - ((new Date(today).getUTCDay() + 6) % 7) * dayMs;
    return { start, end: start + 7 * dayMs };
  }
  if (dividend === 'month') return { start: Date.UTC(year, month, 1), end: Date.UTC(year, month + 1, 1) };
  return date.getUTCDate() <= 15
    ? { start: Date.UTC(year, month, 1), end: Date.UTC(year, month, 16) }
    : { start: Date.UTC(year, month, 16), end: Date.UTC(year, month + 1, 1) };
}

/** Rounds settle a moment after their time is stamped: a period is paid this long after it ends. */
export const settleGraceMs = minuteMs;

/** How many closed periods a settlement pass looks back over (a restart catches up on these). */
export const catchUpPeriods: Record<ContractKind, number> = {
  realtime: 12,
  hourly: 6,
  daily: 3,
  dividend: 2,
};

/** The last `count` periods that ended at least settleGraceMs before `now`, oldest first. */
export function closedPeriods(
  kind: ContractKind,
  now: number,
  dividend: DividendPeriod,
  count: number,
): Period[] {
  const periods: Period[] = [];
  let at = now - settleGraceMs;
  let period = periodOf(kind, at, dividend);
  while (periods.length < count) {
    period = periodOf(kind, period.start - 1, dividend);
    if (period.end <= at) periods.unshift(period);
    at = period.start;
  }
  return periods;
}

export async function dividendPeriodOf(db: Queryable, merchant: string): Promise<DividendPeriod> {
  const rows = await db.query<{ dividend_period: DividendPeriod }>(
    'SELECT dividend_period FROM agent_settings WHERE merchant_code = $1',
    [merchant],
  );
  return rows[0]?.dividend_period ?? 'halfMonth';
}

/** Text name of a kind's period, for the site. */
export const periodName = (kind: ContractKind, dividend: DividendPeriod) =>
  kind === 'dividend' ? dividend : { realtime: '5m', hourly: 'hour', daily: 'day' }[kind];
