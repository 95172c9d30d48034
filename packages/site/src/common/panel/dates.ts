/** Ranges the record pages offer, in days ending today. */
export const rangeDays = [1, 7, 30, 90] as const;
export type RangeDays = (typeof rangeDays)[number];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` days including today, as yyyy-MM-dd in UTC (the platform's day boundary). */
export function dateRange(days: number, now = new Date()): { startDate: string; endDate: string } {
  const start = new Date(now.getTime() - (days - 1) * 86_400_000);
  return { startDate: isoDay(start), endDate: isoDay(now) };
}

/** The last `days` local days including today, as epoch-ms instants: start inclusive, end exclusive. */
export function localDayRange(days: number, now = new Date()): { startTime: number; endTime: number } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return { startTime: start.getTime(), endTime: end.getTime() };
}
