import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { threePattern } from './patterns.ts';
import { sscKind } from './ssc.ts';
import { elottGame, refusalOf, sweepMarkets } from './testing.ts';

const config = sscKind.configFor(elottGame('SSC'))!;
const bet = (option: string, stake = 100) => ({ option, stake });
const spaceOf = (id: string) =>
  sscKind
    .markets()
    .find((market) => market.id === id)!
    .space();

describe('ssc', () => {
  it('names the shapes of three digits', () => {
    expect(threePattern([7, 7, 7])).toBe('leopard');
    expect(threePattern([3, 1, 2])).toBe('straight');
    expect(threePattern([9, 0, 1])).toBe('straight');
    expect(threePattern([8, 9, 0])).toBe('straight');
    expect(threePattern([4, 1, 4])).toBe('pair');
    expect(threePattern([0, 1, 3])).toBe('half');
    expect(threePattern([9, 5, 0])).toBe('half');
    expect(threePattern([1, 3, 9])).toBe('mixed');
  });

  it('counts every bet over the digits it reads and pins the exact returns', () => {
    expect(Object.fromEntries(spaceOf('middle:pair'))).toEqual({
      leopard: 10n,
      straight: 60n,
      pair: 270n,
      half: 360n,
      mixed: 300n,
    });
    expect(Object.fromEntries(spaceOf('dragon'))).toEqual({ dragon: 45n, tiger: 45n, tie: 10n });
    const { perBet, theoretical } = sscKind.rtp(config);
    expect(perBet?.['ball:3:7']).toEqual(ratio(97, 100));
    expect(perBet?.['sum:big']).toEqual(ratio(97, 100));
    expect(perBet?.['back:straight']).toEqual(ratio(1616 * 60, 100 * 1000));
    // Dragon: 97 % of 100/45 = 2.1555… → 2.15, returning 2.15 × 45 % = 96.75 %, the lowest.
    expect(theoretical).toEqual(ratio(215 * 45, 100 * 100));
  });

  it('settles a known draw', () => {
    const draw = [9, 0, 1, 3, 9];
    const win = (option: string) => sscKind.settle(config, bet(option, 1_000), draw);
    expect(win('ball:1:9')).toBe(9_700);
    expect(win('ball:2:small')).toBe(1_940);
    expect(win('ball:2:odd')).toBe(0);
    expect(win('front:straight')).toBe(16_160);
    expect(win('middle:half')).toBe(2_690);
    expect(win('back:mixed')).toBe(3_230);
    expect(win('tie')).toBe(9_700);
    expect(win('dragon')).toBe(0);
    expect(win('sum:small')).toBe(1_940); // 22
    expect(sscKind.view(config, draw)).toMatchObject({
      sum: 22,
      dragonTiger: 'tie',
      front: 'straight',
      back: 'mixed',
    });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(simulate(sscKind, config, bet('front:pair'), 200_000, seededRng('ssc pair')).inside).toBe(true);
    expect(sweepMarkets(sscKind, config, 20_000, seededRng('ssc sweep'))).toEqual([]);
  });

  it('refuses unknown bets and stakes out of range', () => {
    expect(refusalOf(() => sscKind.validateBet(config, bet('ball:6:1')))).toBe('bet.option.unknown');
    expect(refusalOf(() => sscKind.validateBet(config, bet('ball:1:1', 5_000_100)))).toBe('bet.stake.range');
    expect(refusalOf(() => sscKind.validateBet(config, bet('front:leopard')))).toBe('accepted');
  });
});
