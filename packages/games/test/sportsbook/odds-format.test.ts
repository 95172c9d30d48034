import { describe, expect, it } from 'vitest';
import { formatOdds, fromDecimal, oddsFormats, toDecimal } from '../../src/sportsbook/pricing/odds-format.ts';

// Known pairs (decimal → Hong Kong, Malay, Indonesian) as Asian books print them.
const pairs: [number, string, string, string][] = [
  [1.25, '0.25', '0.25', '-4.00'],
  [1.5, '0.50', '0.50', '-2.00'],
  [1.8, '0.80', '0.80', '-1.25'],
  [1.95, '0.95', '0.95', '-1.05'],
  [2.0, '1.00', '1.00', '1.00'],
  [2.5, '1.50', '-0.67', '1.50'],
  [3.0, '2.00', '-0.50', '2.00'],
  [5.0, '4.00', '-0.25', '4.00'],
];

describe('odds formats', () => {
  it.each(pairs)('%s decimal is %s HK, %s Malay, %s Indonesian', (decimal, hk, malay, indo) => {
    expect(formatOdds(decimal, 'hongkong')).toBe(hk);
    expect(formatOdds(decimal, 'malay')).toBe(malay);
    expect(formatOdds(decimal, 'indonesian')).toBe(indo);
    expect(formatOdds(decimal, 'decimal')).toBe(decimal.toFixed(2));
  });

  it('converts back to the same decimal odds in every format', () => {
    for (const decimal of [1.01, 1.33, 1.5, 1.91, 2, 2.2, 3.75, 11, 151]) {
      for (const format of oddsFormats) {
        expect(toDecimal(fromDecimal(decimal, format), format)).toBeCloseTo(decimal, 10);
      }
    }
  });

  it('refuses values a format cannot hold', () => {
    expect(() => fromDecimal(1, 'hongkong')).toThrow(RangeError);
    expect(() => toDecimal(-0.5, 'indonesian')).toThrow(RangeError);
    expect(() => toDecimal(1.5, 'malay')).toThrow(RangeError);
    expect(() => toDecimal(0, 'hongkong')).toThrow(RangeError);
  });

  it('the page converts exactly as the server does', async () => {
    const page = (await import(`../../src/sportsbook/http/assets/${'odds.js'}`)) as {
      formatOdds(decimal: number, format: string): string;
    };
    for (const [decimal, hk, malay, indo] of pairs) {
      expect([
        page.formatOdds(decimal, 'hongkong'),
        page.formatOdds(decimal, 'malay'),
        page.formatOdds(decimal, 'indonesian'),
      ]).toEqual([hk, malay, indo]);
    }
  });
});
