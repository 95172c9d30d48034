import { describe, expect, it } from 'vitest';
import { firstTierAbove, ratesAt, tierAt, tierMessages, tierProblems, topRate } from './index.ts';

const dividend = [
  { rate: 2_000, minValidBet: 0, minNetLoss: 0, minActive: 1 },
  { rate: 3_000, minValidBet: 100_000, minNetLoss: 10_000, minActive: 3 },
];

describe('agent contract tiers', () => {
  it('pays the highest tier whose conditions are all met', () => {
    const at = (minValidBet: number, minNetLoss: number, minActive: number) =>
      tierAt('dividend', dividend, { rate: 0, minValidBet, minNetLoss, minActive })?.index;
    expect(at(0, 0, 0)).toBeUndefined();
    expect(at(500, 0, 1)).toBe(0);
    expect(at(100_000, 10_000, 3)).toBe(1);
    // One condition short of tier 2 (active members) stays at tier 1.
    expect(at(1_000_000, 50_000, 2)).toBe(0);
    expect(
      ratesAt('realtime', [{ rate: 30, profitRate: 10, minSingleBet: 1_000 }], {
        rate: 0,
        minSingleBet: 999,
      }),
    ).toEqual({ rate: 0, profitRate: 0 });
    expect(topRate(dividend)).toBe(3_000);
  });

  it('wants 1–5 tiers, rising thresholds and rates that never fall', () => {
    expect(tierProblems('daily', [])[0]?.error.key).toBe(tierMessages.count);
    expect(tierProblems('daily', [{ rate: 10_001, minValidBet: 0 }])[0]).toMatchObject({
      tier: 0,
      field: 'rate',
      error: { key: tierMessages.rate },
    });
    expect(tierProblems('daily', [{ rate: 10, minValidBet: -1 }])[0]?.error.key).toBe(tierMessages.amount);
    expect(
      tierProblems('daily', [
        { rate: 50, minValidBet: 1_000 },
        { rate: 60, minValidBet: 1_000 },
      ])[0],
    ).toMatchObject({
      tier: 1,
      field: 'minValidBet',
      error: { key: tierMessages.notIncreasing, values: { tier: 2 } },
    });
    expect(
      tierProblems('daily', [
        { rate: 50, minValidBet: 0 },
        { rate: 40, minValidBet: 1_000 },
      ])[0],
    ).toMatchObject({ tier: 1, field: 'rate', error: { key: tierMessages.ratesFalling } });
    // Dividend: one threshold lower than the tier before is refused even when another rises.
    expect(
      tierProblems('dividend', [
        { rate: 50, minValidBet: 0, minNetLoss: 500, minActive: 1 },
        { rate: 60, minValidBet: 1_000, minNetLoss: 0, minActive: 1 },
      ])[0],
    ).toMatchObject({ tier: 1, field: 'minNetLoss', error: { key: tierMessages.notIncreasing } });
    expect(tierProblems('dividend', dividend)).toEqual([]);
  });

  it("holds every tier to what the upline's contract pays at that tier's figures", () => {
    const first = { rate: 1_500, minValidBet: 0, minNetLoss: 0, minActive: 1 };
    const second = { rate: 2_500, minValidBet: 100_000, minNetLoss: 10_000, minActive: 3 };
    const below = [first, second];
    expect(tierProblems('dividend', below, dividend)).toEqual([]);
    // Tier 2 reached earlier (50,000) than the upline's (100,000): there the upline pays 20 %.
    const early = [first, { ...second, minValidBet: 50_000 }];
    expect(tierProblems('dividend', early, dividend)).toEqual([
      { tier: 1, field: 'rate', error: { key: tierMessages.aboveUpline, values: { tier: 2, max: 20 } } },
    ]);
    // Below the upline's first tier it pays nothing.
    expect(tierProblems('dividend', [{ ...first, minActive: 0 }], dividend)[0]?.error.values).toEqual({
      tier: 1,
      max: 0,
    });
    expect(firstTierAbove('dividend', early, dividend)?.index).toBe(1);
    expect(firstTierAbove('dividend', below, dividend)).toBeUndefined();
    // Real-time salary: both rates are held.
    const upline = [{ rate: 30, profitRate: 10, minSingleBet: 1_000 }];
    expect(
      tierProblems('realtime', [{ rate: 20, profitRate: 20, minSingleBet: 1_000 }], upline)[0]?.field,
    ).toBe('profitRate');
  });
});
