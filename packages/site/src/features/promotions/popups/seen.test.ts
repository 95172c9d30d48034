import { beforeEach, describe, expect, it } from 'vitest';
import { localDay, markSeen, seenToday } from './seen.ts';

describe('popup announcements once a day', () => {
  beforeEach(() => localStorage.clear());

  it('is unseen until marked, then seen for the rest of that local day only', () => {
    const morning = new Date(2026, 10, 25, 8, 0);
    const night = new Date(2026, 10, 25, 23, 59);
    const nextDay = new Date(2026, 10, 26, 0, 1);
    expect(seenToday('alice', morning)).toBe(false);
    markSeen('alice', morning);
    expect(seenToday('alice', night)).toBe(true);
    expect(seenToday('alice', nextDay)).toBe(false);
  });

  it('is kept per account', () => {
    const now = new Date(2026, 0, 5, 12);
    markSeen('alice', now);
    expect(seenToday('bob', now)).toBe(false);
    expect(localDay(now)).toBe('2026-01-05');
  });
});
