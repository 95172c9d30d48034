import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { optionLimits, tableNumber, tierLimits, tierOf } from './limits.ts';
import { grossOf, paysText, toOne } from './pays.ts';

describe('table limits and pays', () => {
  it('raises the limits every three tables', () => {
    expect(tableNumber('LUMLIVE_ROU_7')).toBe(7);
    expect(tableNumber('LUMLIVE_BAC_DEMO')).toBe(1);
    expect([1, 3, 4, 6, 7, 10, 30].map(tierOf)).toEqual([0, 0, 1, 1, 2, 3, 3]);
    expect(tierLimits(0, 100)).toEqual({ min: 100, max: 200_000, step: 100 });
    expect(tierLimits(0, 300)).toEqual({ min: 300, max: 199_800, step: 300 });
    expect(tierLimits(3, 100).min).toBeGreaterThan(tierLimits(2, 100).min);
  });

  it('scales an option’s maximum by its pay', () => {
    const table = tierLimits(1, 100);
    expect(optionLimits(table, toOne(1))).toEqual(table);
    expect(optionLimits(table, toOne(35))).toEqual({ min: 1_000, max: 55_500, step: 100 });
    expect(optionLimits(table, toOne(180)).max).toBe(11_000);
    expect(optionLimits(tierLimits(0, 100), toOne(180), 300)).toEqual({ min: 300, max: 2_100, step: 300 });
  });

  it('floors gross returns to minor units and prints pays', () => {
    expect(grossOf(155, toOne(0.95))).toBe(302);
    expect(grossOf(100, ratio(5, 2))).toBe(250);
    expect(paysText(toOne(2.85))).toBe('2.85:1');
    expect(() => toOne(0.955)).toThrow();
  });
});
