import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable, rngTable } from '../common/testing.ts';
import { insideBetSets } from './layout.ts';

describe('european roulette', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('roulette', 'ROU');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('returns exactly 36/37 on every bet and every chip position', () => {
    const rtp = kind.rtp(config);
    expect(rtp.theoretical).toEqual(ratio(36, 37));
    expect(Object.keys(rtp.perBet ?? {})).toHaveLength(17);
    for (const value of Object.values(rtp.perBet ?? {})) expect(value).toEqual(ratio(36, 37));
  });

  it('knows the layout: 60 splits, 14 streets with the trios, 23 corners with the first four, 11 lines', () => {
    expect(insideBetSets.split).toHaveLength(60);
    expect(insideBetSets.street).toHaveLength(14);
    expect(insideBetSets.corner).toHaveLength(23);
    expect(insideBetSets.line).toHaveLength(11);
  });

  it('validates the numbers of inside bets', () => {
    const bet = (option: string, numbers: unknown) => ({ option, stake: 100, extra: { numbers } });
    expect(() => kind.validateBet(config, bet('split', [17, 20]))).not.toThrow();
    expect(() => kind.validateBet(config, bet('split', [3, 4]))).toThrow('roulette.bet.numbers');
    expect(() => kind.validateBet(config, bet('corner', [5, 1, 4, 2]))).not.toThrow();
    expect(() => kind.validateBet(config, bet('street', [0, 2, 3]))).not.toThrow();
    expect(() => kind.validateBet(config, bet('straight', [37]))).toThrow('roulette.bet.numbers');
    expect(() => kind.validateBet(config, bet('straight', ['7']))).toThrow('roulette.bet.numbers');
    expect(() => kind.validateBet(config, { option: 'straight', stake: 100 })).toThrow(
      'roulette.bet.numbers',
    );
  });

  it('pays by the numbers covered, zero losing the outside bets', () => {
    const on = (number: number) => ({ number });
    expect(kind.settle(config, { option: 'straight', stake: 100, extra: { numbers: [17] } }, on(17))).toBe(
      3600,
    );
    expect(
      kind.settle(
        config,
        { option: 'line', stake: 100, extra: { numbers: [13, 14, 15, 16, 17, 18] } },
        on(17),
      ),
    ).toBe(600);
    expect(kind.settle(config, { option: 'column:2', stake: 100 }, on(17))).toBe(300);
    expect(kind.settle(config, { option: 'black', stake: 100 }, on(17))).toBe(200);
    expect(kind.settle(config, { option: 'even', stake: 100 }, on(0))).toBe(0);
    const view = kind.view(config, on(0));
    expect(view).toMatchObject({ number: 0, colour: 'green', pocket: 0, winning: [] });
    expect(kind.view(config, on(32)).winning).toEqual(['dozen:3', 'column:2', 'red', 'even', 'high']);
  });

  it('caps a straight-up stake at 1/18 of the table maximum', () => {
    const options = kind.betOptions(config);
    expect(options.find((o) => o.id === 'red')?.stakes).toEqual({ min: 100, max: 200_000, step: 100 });
    expect(options.find((o) => o.id === 'straight')?.stakes.max).toBe(11_100);
  });

  it('matches seeded simulations (live red, live split, RNG straight)', () => {
    expectSimulation(kind, config, { option: 'red', stake: 100 }, 20_000);
    expectSimulation(kind, config, { option: 'split', stake: 100, extra: { numbers: [0, 2] } }, 30_000, 0.2);
    const rng = rngTable('rng-roulette');
    expectSimulation(rng.kind, rng.config, { option: 'dozen:1', stake: 100 }, 30_000);
  });
});
