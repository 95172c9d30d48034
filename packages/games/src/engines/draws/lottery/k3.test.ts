import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { k3Kind } from './k3.ts';
import { elottGame, refusalOf, sweepMarkets } from './testing.ts';

const config = k3Kind.configFor(elottGame('K3'))!;
const bet = (option: string, picks?: number[], stake = 100) => ({
  option,
  stake,
  ...(picks ? { extra: { picks } } : {}),
});
const hitsOf = (id: string) =>
  k3Kind
    .markets()
    .find((market) => market.id === id)!
    .space()
    .get('hit');

describe('k3', () => {
  it('counts every bet over the 216 throws and pins the exact returns', () => {
    expect(hitsOf('pair:3')).toBe(16n); // 15 throws with exactly two 3s, one with three
    expect(hitsOf('straight')).toBe(24n);
    expect(hitsOf('different:2')).toBe(30n);
    const { perBet, theoretical } = k3Kind.rtp(config);
    expect(perBet?.['triple:any']).toEqual(ratio(3492 * 6, 100 * 216));
    expect(perBet?.['sum:3']).toEqual(ratio(97, 100));
    // Big: 108 throws of 11–18, less 18 and the triples 4-4-4 and 5-5-5 → 105; 97 % of 216/105 → 1.99.
    expect(theoretical).toEqual(ratio(199 * 105, 100 * 216));
    expect(perBet?.['sum:big']).toEqual(theoretical);
  });

  it('settles known throws: a triple loses the sides', () => {
    const win = (option: string, dice: number[], picks?: number[]) =>
      k3Kind.settle(config, bet(option, picks, 1_000), dice);
    expect(win('sum:9', [2, 2, 5])).toBe(8_380);
    expect(win('sum:small', [2, 2, 5])).toBe(1_990);
    expect(win('pair:2', [2, 2, 5])).toBe(13_090);
    expect(win('different:2', [2, 2, 5], [2, 5])).toBe(6_980);
    expect(win('different:3', [2, 2, 5], [2, 5, 6])).toBe(0);
    expect(win('straight', [5, 3, 4])).toBe(8_730);
    expect(win('triple:4', [4, 4, 4])).toBe(209_520);
    expect(['big', 'small', 'odd', 'even'].map((side) => win(`sum:${side}`, [4, 4, 4]))).toEqual([
      0, 0, 0, 0,
    ]);
    expect(k3Kind.view(config, [4, 4, 4])).toMatchObject({ sum: 12, triple: true, sumSides: [] });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(simulate(k3Kind, config, bet('sum:big'), 200_000, seededRng('k3 big')).inside).toBe(true);
    expect(sweepMarkets(k3Kind, config, 20_000, seededRng('k3 sweep'))).toEqual([]);
  });

  it('refuses bad picks', () => {
    expect(refusalOf(() => k3Kind.validateBet(config, bet('different:3', [1, 2, 7])))).toBe(
      'elott.picks.invalid',
    );
    expect(refusalOf(() => k3Kind.validateBet(config, bet('different:3', [1, 2])))).toBe(
      'elott.picks.invalid',
    );
    expect(refusalOf(() => k3Kind.validateBet(config, bet('different:3', [6, 1, 2])))).toBe('accepted');
    expect(refusalOf(() => k3Kind.validateBet(config, bet('sum:19')))).toBe('bet.option.unknown');
  });
});
