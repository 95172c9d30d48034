import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from './formatMinorUnits';

describe('formatMinorUnits', () => {
  it.each([
    [0, 'en-US', '0.00'],
    [5, 'en-US', '0.05'],
    [123456, 'en-US', '1,234.56'],
    [-123456, 'en-US', '-1,234.56'],
    [100000000, 'en-US', '1,000,000.00'],
    [123456, 'vi-VN', '1.234,56'],
    [123456, 'id-ID', '1.234,56'],
    [123456, 'th-TH', '1,234.56'],
  ] as const)('%i in %s reads %s', (amount, locale, text) => {
    expect(formatMinorUnits(amount, { locale })).toBe(text);
  });

  it('keeps every digit of amounts beyond float precision', () => {
    expect(formatMinorUnits(1234567890123456789n)).toBe('12,345,678,901,234,567.89');
  });

  it('supports other minor-unit exponents', () => {
    expect(formatMinorUnits(1234, { fractionDigits: 0 })).toBe('1,234');
    expect(formatMinorUnits(1234, { fractionDigits: 3 })).toBe('1.234');
  });

  it('refuses floats', () => {
    expect(() => formatMinorUnits(12.5)).toThrow(RangeError);
  });
});
