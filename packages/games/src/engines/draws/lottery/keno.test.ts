import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { choose, range } from './count.ts';
import { kenoKind } from './keno.ts';
import { elottGame, refusalOf, sweepMarkets } from './testing.ts';

const config = kenoKind.configFor(elottGame('KENO'))!;
const bet = (option: string, picks?: number[], stake = 100) => ({
  option,
  stake,
  ...(picks ? { extra: { picks } } : {}),
});
const market = (id: string) => kenoKind.markets().find((m) => m.id === id)!;

describe('keno', () => {
  it('counts hits hypergeometrically and pins the exact returns', () => {
    for (const count of range(1, 10))
      expect([...market(`spots:${count}`).space().values()].reduce((a, b) => a + b)).toBe(choose(80, 20));
    expect([...market('sum:big').space().values()].reduce((a, b) => a + b)).toBe(choose(80, 20));
    // One spot: drawn in 20 of 80 → 97 % of 4 = 3.88.
    expect(kenoKind.rtp(config).perBet?.['spots:1']).toEqual(ratio(97, 100));
    expect(Object.fromEntries(market('spots:4').pays())).toEqual({ 2: 170n, 3: 681n, 4: 10220n });
    const four = market('spots:4').space();
    const expected = ratio(
      170n * four.get(2)! + 681n * four.get(3)! + 10220n * four.get(4)!,
      100n * choose(80, 20),
    );
    expect(kenoKind.rtp(config).perBet?.['spots:4']).toEqual(expected);
    expect(kenoKind.rtp(config).theoretical).toEqual(ratio(129_997_838_617_187n, 134_712_786_099_500n));
  });

  it('pays a ticket by its hits and lists the pay table in the rules', () => {
    const draw = range(1, 20);
    expect(kenoKind.settle(config, bet('spots:4', [1, 2, 3, 50], 1_000), draw)).toBe(6_810);
    expect(kenoKind.settle(config, bet('spots:4', [1, 60, 70, 50], 1_000), draw)).toBe(0);
    expect(kenoKind.settle(config, bet('sum:small', undefined, 1_000), draw)).toBe(1_940); // 210
    const table = kenoKind.rules(config).tables?.find((t) => t.title === 'elott.table.payTable');
    expect(table?.rows).toContainEqual(['spots:10', 10, 131928.43]);
    expect(kenoKind.view(config, [...draw].reverse())).toMatchObject({ numbers: draw, sum: 210 });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    const picks = [5, 17, 33, 80];
    expect(simulate(kenoKind, config, bet('spots:4', picks), 150_000, seededRng('keno four')).inside).toBe(
      true,
    );
    expect(sweepMarkets(kenoKind, config, 20_000, seededRng('keno sweep'))).toEqual([]);
  });

  it('refuses bad picks', () => {
    expect(refusalOf(() => kenoKind.validateBet(config, bet('spots:3', [1, 2, 81])))).toBe(
      'elott.picks.invalid',
    );
    expect(refusalOf(() => kenoKind.validateBet(config, bet('spots:3', [1, 2])))).toBe('elott.picks.invalid');
    expect(refusalOf(() => kenoKind.validateBet(config, bet('spots:11', range(1, 11))))).toBe(
      'bet.option.unknown',
    );
    expect(refusalOf(() => kenoKind.validateBet(config, bet('spots:10', range(71, 80))))).toBe('accepted');
  });
});
