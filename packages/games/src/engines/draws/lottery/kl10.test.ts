import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { choose } from './count.ts';
import { kl10Kind } from './kl10.ts';
import { elottGame, refusalOf, sweepMarkets } from './testing.ts';

const config = kl10Kind.configFor(elottGame('KL10'))!;
const bet = (option: string, picks?: number[], stake = 100) => ({
  option,
  stake,
  ...(picks ? { extra: { picks } } : {}),
});
const total = (id: string) =>
  [
    ...kl10Kind
      .markets()
      .find((m) => m.id === id)!
      .space()
      .values(),
  ].reduce((a, b) => a + b);

describe('kl10', () => {
  it('counts the sum over the sets of eight and pins the exact returns', () => {
    expect(total('sum:big')).toBe(choose(20, 8));
    expect(total('any:4')).toBe(choose(20, 8));
    const { perBet, theoretical } = kl10Kind.rtp(config);
    expect(perBet?.['ball:8:20']).toEqual(ratio(97, 100));
    // Any 5: C(15,3) = 455 of C(20,8) = 125,970 sets hold all five → 97 % of 276.86 → 268.55.
    expect(perBet?.['any:5']).toEqual(ratio(26855 * 455, 100 * 125_970));
    expect(theoretical).toEqual(ratio(405_879, 419_900));
  });

  it('settles a known draw', () => {
    const draw = [20, 1, 2, 3, 4, 5, 6, 19];
    const win = (option: string, picks?: number[]) =>
      kl10Kind.settle(config, bet(option, picks, 1_000), draw);
    expect(win('ball:1:20')).toBe(19_400);
    expect(win('ball:1:big')).toBe(1_940);
    expect(win('dragon:1')).toBe(1_940);
    expect(win('tiger:2')).toBe(1_940);
    expect(win('sum:small')).toBe(2_000); // 60
    expect(win('any:2', [1, 20])).toBe(6_580);
    expect(win('any:2', [1, 7])).toBe(0);
    expect(kl10Kind.view(config, draw)).toMatchObject({
      sum: 60,
      dragonTiger: ['dragon', 'tiger', 'tiger', 'tiger'],
    });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(simulate(kl10Kind, config, bet('any:2', [3, 17]), 200_000, seededRng('kl10 any 2')).inside).toBe(
      true,
    );
    expect(sweepMarkets(kl10Kind, config, 20_000, seededRng('kl10 sweep'))).toEqual([]);
  });

  it('refuses bad picks', () => {
    expect(refusalOf(() => kl10Kind.validateBet(config, bet('any:3', [1, 2, 21])))).toBe(
      'elott.picks.invalid',
    );
    expect(refusalOf(() => kl10Kind.validateBet(config, bet('any:3', [1, 2, 3, 4])))).toBe(
      'elott.picks.invalid',
    );
    expect(refusalOf(() => kl10Kind.validateBet(config, bet('any:1', [1])))).toBe('bet.option.unknown');
  });
});
