import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable } from '../common/testing.ts';

describe('xóc đĩa', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('xoc-dia', 'SD');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('pins the exact returns', () => {
    const perBet = kind.rtp(config).perBet ?? {};
    expect(perBet.even).toEqual(ratio(98, 100));
    expect(perBet.odd).toEqual(ratio(98, 100));
    expect(perBet['four-red']).toEqual(ratio(15, 16));
    expect(perBet['three-white']).toEqual(ratio(95, 100));
  });

  it('settles four coins', () => {
    const coins = ['red', 'white', 'red', 'red'] as const;
    expect(kind.settle(config, { option: 'odd', stake: 100 }, coins)).toBe(196);
    expect(kind.settle(config, { option: 'three-red', stake: 100 }, coins)).toBe(380);
    expect(kind.settle(config, { option: 'even', stake: 100 }, coins)).toBe(0);
    expect(kind.view(config, coins)).toMatchObject({ reds: 3, winning: ['odd', 'three-red'] });
  });

  it('matches seeded simulations', () => {
    expectSimulation(kind, config, { option: 'even', stake: 100 }, 20_000);
    expectSimulation(kind, config, { option: 'four-white', stake: 100 }, 50_000, 0.1);
  });
});
