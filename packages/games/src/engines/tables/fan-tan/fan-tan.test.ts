import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable } from '../common/testing.ts';

describe('fan tan', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('fan-tan', 'FT');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('pins the exact returns', () => {
    const perBet = kind.rtp(config).perBet ?? {};
    expect(kind.rtp(config).theoretical).toEqual(ratio(385, 400));
    expect(perBet['nim:1-3']).toEqual(ratio(390, 400));
    expect(perBet['kwok:4-1']).toEqual(ratio(390, 400));
    expect(perBet.odd).toEqual(ratio(390, 400));
    expect(Object.keys(perBet)).toHaveLength(4 + 12 + 4 + 2);
  });

  it('counts the remainder and settles nim with a push', () => {
    const count = (beads: number) => ({ beads, result: ((beads - 1) % 4) + 1 });
    expect(count(44).result).toBe(4);
    expect(kind.settle(config, { option: 'fan:4', stake: 100 }, count(44))).toBe(385);
    expect(kind.settle(config, { option: 'nim:1-4', stake: 100 }, count(44))).toBe(100);
    expect(kind.settle(config, { option: 'nim:4-1', stake: 100 }, count(44))).toBe(290);
    expect(kind.view(config, count(45)).winning).toEqual([
      'fan:1',
      'nim:1-2',
      'nim:1-3',
      'nim:1-4',
      'kwok:1-2',
      'kwok:4-1',
      'odd',
    ]);
  });

  it('matches seeded simulations', () => {
    expectSimulation(kind, config, { option: 'fan:2', stake: 100 }, 20_000);
    expectSimulation(kind, config, { option: 'nim:3-2', stake: 100 }, 20_000);
  });
});
