import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { pk10Kind } from './pk10.ts';
import { elottGame, refusalOf, sweepMarkets } from './testing.ts';

const config = pk10Kind.configFor(elottGame('PK10'))!;
const bet = (option: string, stake = 100) => ({ option, stake });

describe('pk10', () => {
  it('serves the PK10 games of the ELOTT lane, with rounds of 60 or 75 s', () => {
    expect(pk10Kind.configFor({ ...elottGame('PK10'), gameType: 'LOTT' })).toBeUndefined();
    expect(pk10Kind.configFor(elottGame('SSC'))).toBeUndefined();
    expect([60_000, 75_000]).toContain(pk10Kind.schedule(config).roundMs);
    expect(pk10Kind.schedule(config).bettingMs).toBe(pk10Kind.schedule(config).roundMs - 10_000);
  });

  it('pays 97 % of the fair odds floored to hundredths, and publishes the exact return of each bet', () => {
    const { perBet, theoretical } = pk10Kind.rtp(config);
    expect(perBet?.['place:4:7']).toEqual(ratio(97, 100));
    // First + second 5: (1,4), (4,1), (2,3), (3,2) of 90 ordered pairs; 97 % of 90/4 = 21.825 → 21.82.
    expect(pk10Kind.betOptions(config).find((o) => o.id === 'sum:5')?.pays).toEqual(ratio(2182, 100));
    expect(perBet?.['sum:5']).toEqual(ratio(2182 * 4, 100 * 90));
    // Big (12–19) in 40 of 90 pairs → 2.18; small (3–11) in 50 → 1.74, the lowest return.
    expect(perBet?.['sum:big']).toEqual(ratio(218 * 40, 100 * 90));
    expect(theoretical).toEqual(ratio(174 * 50, 100 * 90));
    expect(Object.keys(perBet ?? {})).toHaveLength(171);
  });

  it('settles a known finishing order', () => {
    const order = [3, 7, 1, 2, 4, 5, 6, 8, 9, 10];
    const win = (option: string) => pk10Kind.settle(config, bet(option, 1_000), order);
    expect(win('place:1:3')).toBe(9_700);
    expect(win('place:1:4')).toBe(0);
    expect(win('place:2:big')).toBe(1_940);
    expect(win('place:2:odd')).toBe(1_940);
    expect(win('tiger:1')).toBe(1_940); // 3 against 10
    expect(win('dragon:2')).toBe(0); // 7 against 9
    expect(win('tiger:2')).toBe(1_940);
    expect(win('sum:10')).toBe(10_910);
    expect(win('sum:small')).toBe(1_740);
    expect(win('sum:even')).toBe(2_180);
    expect(pk10Kind.view(config, order)).toMatchObject({ sum: 10, sumSides: ['small', 'even'] });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    const run = simulate(pk10Kind, config, bet('sum:big'), 200_000, seededRng('pk10 sum big'));
    expect(run.inside).toBe(true);
    expect(sweepMarkets(pk10Kind, config, 20_000, seededRng('pk10 sweep'))).toEqual([]);
  });

  it('refuses unknown bets and stakes out of range', () => {
    expect(refusalOf(() => pk10Kind.validateBet(config, bet('place:11:1')))).toBe('bet.option.unknown');
    expect(refusalOf(() => pk10Kind.validateBet(config, bet('place:1:1', 150)))).toBe('bet.stake.range');
    expect(refusalOf(() => pk10Kind.validateBet(config, bet('place:1:1', 0)))).toBe('bet.stake.range');
    expect(refusalOf(() => pk10Kind.validateBet(config, bet('place:1:1')))).toBe('accepted');
  });

  it('draws every order of the ten cars', () => {
    const order = pk10Kind.draw(config, seededRng('order'));
    expect([...order].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
