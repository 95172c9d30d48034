import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { pc28Kind } from './pc28.ts';
import { elottGame, refusalOf, sweepMarkets } from './testing.ts';

const config = pc28Kind.configFor(elottGame('PC28'))!;
const bet = (option: string, stake = 100) => ({ option, stake });

describe('pc28', () => {
  it('counts every bet over the 1,000 draws and pins the exact returns', () => {
    const sums = pc28Kind
      .markets()
      .find((market) => market.id === 'sum:13')!
      .space();
    expect(sums.get(13)).toBe(75n);
    expect(sums.get(0)).toBe(1n);
    const { perBet, theoretical } = pc28Kind.rtp(config);
    expect(perBet?.['sum:0']).toEqual(ratio(97, 100));
    expect(perBet?.['sum:big']).toEqual(ratio(97, 100));
    // Extreme big (22–27): 56 draws → 17.32.
    expect(perBet?.['extreme:big']).toEqual(ratio(1732 * 56, 100 * 1000));
    // Big odd (15, 17 … 27): 231 draws → 4.19, the lowest return.
    expect(theoretical).toEqual(ratio(419 * 231, 100 * 1000));
  });

  it('settles a known draw', () => {
    const win = (option: string, draw: number[]) => pc28Kind.settle(config, bet(option, 1_000), draw);
    expect(win('sum:27', [9, 9, 9])).toBe(970_000);
    expect(win('leopard', [9, 9, 9])).toBe(97_000);
    expect(win('extreme:big', [9, 9, 9])).toBe(17_320);
    expect(win('combo:bigOdd', [9, 9, 9])).toBe(4_190);
    expect(win('combo:smallEven', [9, 9, 9])).toBe(0);
    expect(win('straight', [0, 9, 8])).toBe(16_160);
    expect(win('sum:small', [0, 9, 4])).toBe(1_940);
    expect(pc28Kind.view(config, [0, 1, 3])).toMatchObject({ sum: 4, extreme: 'small', shape: 'half' });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(
      simulate(pc28Kind, config, bet('combo:smallEven'), 200_000, seededRng('pc28 small even')).inside,
    ).toBe(true);
    expect(sweepMarkets(pc28Kind, config, 20_000, seededRng('pc28 sweep'))).toEqual([]);
  });

  it('refuses unknown bets', () => {
    expect(refusalOf(() => pc28Kind.validateBet(config, bet('sum:28')))).toBe('bet.option.unknown');
    expect(refusalOf(() => pc28Kind.validateBet(config, bet('sum:28', -100)))).toBe('bet.option.unknown');
    expect(refusalOf(() => pc28Kind.validateBet(config, bet('sum:27', 1.5)))).toBe('bet.stake.range');
  });
});
