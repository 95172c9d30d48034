import { describe, expect, it } from 'vitest';
import { dateRange, localDayRange } from './dates.ts';

describe('dateRange', () => {
  it('counts today as the last day of the range, in UTC', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(dateRange(1, now)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
    expect(dateRange(7, now)).toEqual({ startDate: '2026-02-23', endDate: '2026-03-01' });
  });
});

describe('localDayRange', () => {
  it('runs from local midnight `days - 1` days ago to the next local midnight', () => {
    const now = new Date(2026, 2, 1, 15, 30);
    const { startTime, endTime } = localDayRange(7, now);
    expect(new Date(startTime)).toEqual(new Date(2026, 1, 23));
    expect(new Date(endTime)).toEqual(new Date(2026, 2, 2));
  });
});
