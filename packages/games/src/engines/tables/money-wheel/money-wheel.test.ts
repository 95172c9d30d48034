import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable } from '../common/testing.ts';
import { wheelSegments } from './money-wheel.ts';

describe('money wheel', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('money-wheel', 'MT');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('has the big six layout, the rare segments spread round the wheel', () => {
    const counts: Record<string, number> = {};
    for (const symbol of wheelSegments) counts[symbol] = (counts[symbol] ?? 0) + 1;
    expect(counts).toEqual({ '1': 24, '2': 15, '5': 7, '10': 4, '20': 2, joker: 1, logo: 1 });
    // No two segments of 5 or more side by side.
    wheelSegments.forEach((symbol, i) => {
      const next = wheelSegments[(i + 1) % wheelSegments.length];
      expect(symbol !== '1' && symbol !== '2' && next !== '1' && next !== '2').toBe(false);
    });
  });

  it('pins the exact returns', () => {
    const perBet = kind.rtp(config).perBet ?? {};
    expect(kind.rtp(config).theoretical).toEqual(ratio(48, 54));
    expect(perBet['2']).toEqual(ratio(45, 54));
    expect(perBet['5']).toEqual(ratio(42, 54));
    expect(perBet['10']).toEqual(ratio(44, 54));
    expect(perBet['20']).toEqual(ratio(42, 54));
    expect(perBet.joker).toEqual(ratio(41, 54));
  });

  it('settles a spin', () => {
    const at = (symbol: string) => ({
      segment: wheelSegments.indexOf(symbol as never),
      symbol: symbol as never,
    });
    expect(kind.settle(config, { option: '10', stake: 100 }, at('10'))).toBe(1100);
    expect(kind.settle(config, { option: 'logo', stake: 100 }, at('logo'))).toBe(4100);
    expect(kind.settle(config, { option: '1', stake: 100 }, at('logo'))).toBe(0);
    expect(kind.view(config, at('joker'))).toMatchObject({ symbol: 'joker', segment: 0, winning: ['joker'] });
  });

  it('matches seeded simulations', () => {
    expectSimulation(kind, config, { option: '1', stake: 100 }, 20_000);
    expectSimulation(kind, config, { option: '5', stake: 100 }, 50_000, 0.1);
  });
});
