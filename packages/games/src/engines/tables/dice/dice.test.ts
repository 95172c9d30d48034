import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable, rngTable } from '../common/testing.ts';

describe('sic bo', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('sicbo', 'SIC');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('pins the exact return of the bet types', () => {
    const perBet = kind.rtp(config).perBet ?? {};
    expect(kind.rtp(config).theoretical).toEqual(ratio(35, 36));
    expect(perBet.small).toEqual(ratio(210, 216));
    expect(perBet.odd).toEqual(ratio(210, 216));
    expect(perBet['triple:4']).toEqual(ratio(181, 216));
    expect(perBet['any-triple']).toEqual(ratio(31 * 6, 216));
    expect(perBet['double:2']).toEqual(ratio(11 * 16, 216));
    expect(perBet['total:4']).toEqual(ratio(61 * 3, 216));
    expect(perBet['total:10']).toEqual(ratio(7 * 27, 216));
    expect(perBet['total:14']).toEqual(ratio(13 * 15, 216));
    expect(perBet['combo:1-6']).toEqual(ratio(6 * 30, 216));
    expect(perBet['single:3']).toEqual(ratio(199, 216));
    expect(Object.keys(perBet)).toHaveLength(4 + 6 + 1 + 6 + 14 + 15 + 6);
  });

  it('settles a roll, big and small losing on a triple', () => {
    expect(kind.settle(config, { option: 'big', stake: 100 }, [6, 6, 6])).toBe(0);
    expect(kind.settle(config, { option: 'triple:6', stake: 100 }, [6, 6, 6])).toBe(18_100);
    expect(kind.settle(config, { option: 'single:6', stake: 100 }, [6, 6, 2])).toBe(300);
    expect(kind.settle(config, { option: 'combo:2-6', stake: 100 }, [6, 6, 2])).toBe(600);
    expect(kind.view(config, [1, 2, 4])).toMatchObject({ dice: [1, 2, 4], total: 7, triple: false });
    expect(kind.view(config, [1, 2, 4]).winning).toContain('total:7');
  });

  it('matches seeded simulations (live big, live total 9, RNG single)', () => {
    expectSimulation(kind, config, { option: 'big', stake: 100 }, 20_000);
    expectSimulation(kind, config, { option: 'total:9', stake: 100 }, 50_000, 0.1);
    const rng = rngTable('rng-sicbo');
    expectSimulation(rng.kind, rng.config, { option: 'single:5', stake: 100 }, 20_000);
  });
});

describe('fish-prawn-crab', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('fish-prawn-crab', 'YSX');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('returns 199/216 on every picture and pays by matches', () => {
    for (const value of Object.values(kind.rtp(config).perBet ?? {})) expect(value).toEqual(ratio(199, 216));
    expect(kind.settle(config, { option: 'crab', stake: 100 }, [3, 3, 3])).toBe(400);
    expect(kind.settle(config, { option: 'fish', stake: 100 }, [3, 3, 3])).toBe(0);
    expect(kind.view(config, [1, 3, 6])).toMatchObject({
      dice: ['fish', 'crab', 'deer'],
      winning: ['fish', 'crab', 'deer'],
    });
  });

  it('matches a seeded simulation', () => {
    expectSimulation(kind, config, { option: 'gourd', stake: 100 }, 20_000);
  });
});
