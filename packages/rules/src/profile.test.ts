import { describe, expect, it } from 'vitest';
import { MINIMUM_AGE, messages, profileValidators } from './index.ts';
import { shownField as setting } from './testing.ts';

describe('profileValidators', () => {
  const today = new Date(Date.UTC(2026, 10, 25));

  it('gives a validator to enabled fields only, from their settings', () => {
    const validators = profileValidators(
      { zalo: setting('^[0-9]+$', 6, 9, 11), address: { ...setting('*', 0, 5, 200), enabled: false } },
      today,
    );
    expect(Object.keys(validators)).toEqual(['zalo']);
    expect(validators.zalo?.('0912345678')).toBeUndefined();
    expect(validators.zalo?.('')).toBeUndefined();
    expect(validators.zalo?.('12345')?.key).toBe('patterns.digits');
  });

  it('holds a birthday to a real date and the minimum age, in either date format', () => {
    const ymd = profileValidators({ birthday: setting('', 11, 10, 10) }, today).birthday;
    expect(ymd?.('2008-11-25')).toBeUndefined(); // 18 today
    expect(ymd?.('2008-11-26')).toEqual({ key: messages.minimumAge, values: { age: MINIMUM_AGE } });
    expect(ymd?.('1990-02-30')?.key).toBe('patterns.dateYmd_exact');
    const mdy = profileValidators({ birthday: setting('', 12, 10, 10) }, today).birthday;
    expect(mdy?.('11-25-2008')).toBeUndefined();
    expect(mdy?.('12-01-2008')?.key).toBe(messages.minimumAge);
  });
});
