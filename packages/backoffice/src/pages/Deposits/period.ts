import { apiBase } from '../../api/client.ts';

/** The reconciliation export's period: calendar days (YYYY-MM-DD, as a date input holds them). */
export interface DayPeriod {
  from: string;
  to: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar day of a moment, as YYYY-MM-DD. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight starting a YYYY-MM-DD day, `plusDays` later; undefined for what is not a day. */
export function midnight(day: string, plusDays = 0): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new Date(year, month - 1, date + plusDays);
  // Date rolls 2024-02-31 over to March: such a day is not one.
  if (dayOf(new Date(year, month - 1, date)) !== day) return undefined;
  return start.getTime();
}

/** The last 30 days up to today, as the server's own default. */
export function defaultPeriod(now: Date): DayPeriod {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 30);
  return { from: dayOf(from), to: dayOf(now) };
}

/**
 * The export's query in epoch ms, the last day included: `to` is local midnight after it (the
 * server's period is [from, to)). Undefined when a day is missing or the period runs backwards.
 */
export function exportRange({ from, to }: DayPeriod): { from: number; to: number } | undefined {
  const start = midnight(from);
  const end = midnight(to, 1);
  if (start === undefined || end === undefined || start >= end) return undefined;
  return { from: start, to: end };
}

export const exportHref = (range: { from: number; to: number }) =>
  `${apiBase}/deposits.csv?${new URLSearchParams({ from: String(range.from), to: String(range.to) })}`;
