import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { elevenFiveKind } from './eleven-five.ts';
import { elottGame, refusalOf, sweepMarkets } from './testing.ts';

const config = elevenFiveKind.configFor(elottGame('11X5'))!;
const bet = (option: string, picks?: number[], stake = 100) => ({
  option,
  stake,
  ...(picks ? { extra: { picks } } : {}),
});

describe('11x5', () => {
  it('counts any-k tickets over the 462 sets of five and pins the exact returns', () => {
    for (const market of elevenFiveKind.markets().filter((m) => m.id.startsWith('any:')))
      expect([...market.space().values()].reduce((a, b) => a + b)).toBe(462n);
    const { perBet, theoretical } = elevenFiveKind.rtp(config);
    // Any 1: 5 of 11 → 97 % of 2.2 = 2.134 → 2.13.
    expect(perBet?.['any:1']).toEqual(ratio(213 * 5, 100 * 11));
    // Any 5: 1 of 462 sets → 448.14; any 8: C(8,5) = 56 of 462 → 8.00.
    expect(elevenFiveKind.betOptions(config).find((o) => o.id === 'any:5')?.pays).toEqual(ratio(44814, 100));
    expect(perBet?.['any:8']).toEqual(ratio(800 * 56, 100 * 462));
    expect(perBet?.['front3:direct']).toEqual(ratio(96030, 100 * 990));
    expect(theoretical).toEqual(ratio(531, 550));
  });

  it('settles a known draw', () => {
    const draw = [3, 11, 7, 1, 5];
    const win = (option: string, picks?: number[]) =>
      elevenFiveKind.settle(config, bet(option, picks, 1_000), draw);
    expect(win('any:3', [1, 3, 5])).toBe(16_000);
    expect(win('any:3', [1, 2, 3])).toBe(0);
    expect(win('any:6', [1, 2, 3, 5, 7, 11])).toBe(74_690);
    expect(win('front2:direct', [3, 11])).toBe(106_700);
    expect(win('front2:direct', [11, 3])).toBe(0);
    expect(win('front2:group', [11, 3])).toBe(53_350);
    expect(win('ball:2:11')).toBe(10_670);
    // 11 is a tie: every side of ball 2 loses.
    expect(['big', 'small', 'odd', 'even'].map((side) => win(`ball:2:${side}`))).toEqual([0, 0, 0, 0]);
    expect(win('sum:small')).toBe(2_080); // 27
    expect(elevenFiveKind.view(config, draw)).toMatchObject({ sum: 27, sumSides: ['small', 'odd'] });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(
      simulate(elevenFiveKind, config, bet('any:2', [4, 9]), 200_000, seededRng('11x5 any 2')).inside,
    ).toBe(true);
    expect(sweepMarkets(elevenFiveKind, config, 20_000, seededRng('11x5 sweep'))).toEqual([]);
  });

  it('refuses bad picks with elott.picks.invalid', () => {
    const refusal = (picks: unknown) =>
      refusalOf(() => elevenFiveKind.validateBet(config, { option: 'any:3', stake: 100, extra: { picks } }));
    expect(refusal([1, 2, 3])).toBe('accepted');
    expect(refusal([1, 2])).toBe('elott.picks.invalid');
    expect(refusal([1, 2, 2])).toBe('elott.picks.invalid');
    expect(refusal([1, 2, 12])).toBe('elott.picks.invalid');
    expect(refusal([0, 1, 2])).toBe('elott.picks.invalid');
    expect(refusal(['1', 2, 3])).toBe('elott.picks.invalid');
    expect(refusal([1.5, 2, 3])).toBe('elott.picks.invalid');
    expect(refusal(undefined)).toBe('elott.picks.invalid');
    expect(refusalOf(() => elevenFiveKind.validateBet(config, bet('any:9', [1])))).toBe('bet.option.unknown');
  });
});
