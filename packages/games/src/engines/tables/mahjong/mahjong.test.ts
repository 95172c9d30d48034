import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable } from '../common/testing.ts';
import { erBaGangStrength } from './er-ba-gang.ts';

describe('mahjong table (er ba gang)', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('mahjong-table', 'MJ');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('ranks er ba gang, pairs, half points and zero', () => {
    const white = 0;
    expect(erBaGangStrength(2, 8)).toBeGreaterThan(erBaGangStrength(white, white));
    expect(erBaGangStrength(white, white)).toBeGreaterThan(erBaGangStrength(9, 9));
    expect(erBaGangStrength(9, 9)).toBeGreaterThan(erBaGangStrength(1, 1));
    expect(erBaGangStrength(1, 1)).toBeGreaterThan(erBaGangStrength(9, white));
    expect(erBaGangStrength(9, white)).toBeGreaterThan(erBaGangStrength(3, 6));
    // Equal points: the higher tile decides.
    expect(erBaGangStrength(3, 6)).toBeGreaterThan(erBaGangStrength(4, 5));
    expect(erBaGangStrength(1, white)).toBeGreaterThan(erBaGangStrength(4, 6));
    expect(erBaGangStrength(4, 6)).toBe(erBaGangStrength(3, 7));
  });

  it('pins the exact return of a door and gives ties to the banker', () => {
    expect(kind.rtp(config).perBet?.['door:1']).toEqual(ratio(67533, 70300));
    const deal = {
      banker: [3, 7] as [number, number],
      doors: [
        [4, 6],
        [2, 8],
        [1, 0],
      ] as [number, number][],
    };
    expect(kind.settle(config, { option: 'door:1', stake: 100 }, deal)).toBe(0);
    expect(kind.settle(config, { option: 'door:2', stake: 100 }, deal)).toBe(195);
    expect(kind.settle(config, { option: 'door:3', stake: 100 }, deal)).toBe(195);
    expect(kind.view(config, deal)).toMatchObject({
      banker: {
        tiles: [
          { suit: 'dots', value: 3 },
          { suit: 'dots', value: 7 },
        ],
      },
    });
  });

  it('matches a seeded simulation', () => {
    expectSimulation(kind, config, { option: 'door:2', stake: 100 }, 30_000);
  });
});
