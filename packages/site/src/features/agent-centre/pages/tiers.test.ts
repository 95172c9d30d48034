import { describe, expect, it } from 'vitest';
import { amountToMinor, hundredthsText } from './rate.ts';
import { offerRules, readTiers, startingTiers, tierFields } from './tiers.ts';

const own = [
  { rate: 60, minValidBet: 0 },
  { rate: 80, minValidBet: 100_000 },
];

describe('contract tiers in the offer form', () => {
  it('reads amounts in major units exactly, 0 allowed', () => {
    expect(amountToMinor('1000')).toBe(100_000);
    expect(amountToMinor('2,5')).toBe(250);
    expect(amountToMinor('0')).toBe(0);
    expect(amountToMinor('1.005')).toBeUndefined();
    expect(hundredthsText(100_000)).toBe('1000');
    expect(hundredthsText(250)).toBe('2.50');
  });

  it("starts from the agent's own thresholds with the rates to type, each kind its own fields", () => {
    expect(startingTiers('daily', own)).toEqual([
      { minValidBet: '0', rate: '' },
      { minValidBet: '1000', rate: '' },
    ]);
    expect(tierFields('realtime').map((field) => field.name)).toEqual(['minSingleBet', 'rate', 'profitRate']);
    expect(tierFields('dividend').map((field) => field.kind)).toEqual(['money', 'money', 'count', 'rate']);
    expect(readTiers('daily', [{ minValidBet: '10.5', rate: '0.75' }]).tiers).toEqual([
      { minValidBet: 1_050, rate: 75 },
    ]);
  });

  it('puts each problem on the field at fault: unreadable, not rising, above the upline', () => {
    const rules = offerRules('daily', own);
    expect(rules({ downline: '', tiers: [{ minValidBet: 'x', rate: '' }] })).toEqual({
      downline: 'wallet:form.required',
      tiers: [{ minValidBet: { key: 'validation.tierAmount' }, rate: 'validation.required' }],
    });
    expect(
      rules({
        downline: 'sub',
        tiers: [
          { minValidBet: '0', rate: '0.5' },
          { minValidBet: '0', rate: '0.6' },
        ],
      }).tiers,
    ).toEqual([undefined, { minValidBet: { key: 'validation.tierNotIncreasing', values: { tier: 2 } } }]);
    expect(
      rules({
        downline: 'sub',
        tiers: [
          { minValidBet: '0', rate: '0.5' },
          { minValidBet: '500', rate: '0.7' },
        ],
      }).tiers,
    ).toEqual([undefined, { rate: { key: 'validation.tierAboveUpline', values: { tier: 2, max: 0.6 } } }]);
    expect(
      rules({
        downline: 'sub',
        tiers: [
          { minValidBet: '0', rate: '0.5' },
          { minValidBet: '1000', rate: '0.7' },
        ],
      }),
    ).toEqual({});
  });
});
