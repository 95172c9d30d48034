import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable } from '../common/testing.ts';
import { paiGowExact } from './pai-gow.ts';
import { type Domino, dominoes, dominoHandStrength } from './tiles.ts';

const tile = (name: string, pips?: number) =>
  dominoes.find((d) => d.name === name && (pips === undefined || d.top + d.bottom === pips)) as Domino;

describe('wenzhou pai gow', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('pai-gow', 'WZPJ');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('has the 32 tiles and ranks the hands', () => {
    expect(dominoes).toHaveLength(32);
    const supreme = dominoHandStrength(tile('gee-joon', 3), tile('gee-joon', 6));
    const teenPair = dominoHandStrength(tile('teen'), tile('teen'));
    const wong = dominoHandStrength(tile('teen'), tile('nine'));
    const gong = dominoHandStrength(tile('day'), tile('eight'));
    const nine = dominoHandStrength(tile('mooy'), tile('nine'));
    expect(supreme).toBeGreaterThan(teenPair);
    expect(teenPair).toBeGreaterThan(wong);
    expect(wong).toBeGreaterThan(gong);
    expect(gong).toBeGreaterThan(nine);
    // A gee joon tile counts 3 or 6: the 1-2 tile with day (2 pips) makes 5 or 8 → 8.
    expect(Math.floor(dominoHandStrength(tile('gee-joon', 3), tile('day')) / 30)).toBe(8);
  });

  it('pins the exact return of a door', () => {
    expect(kind.rtp(config).perBet?.['door:2']).toEqual(ratio(43537, 44950));
    expect(paiGowExact().winShare).toEqual(ratio(43537 * 100, 44950 * 195));
  });

  it('gives ties to the banker, pairs beat points', () => {
    const index = (d: Domino) => dominoes.indexOf(d);
    const teenA = index(dominoes[0] as Domino);
    const teenB = index(dominoes[1] as Domino);
    const dayA = index(dominoes[2] as Domino);
    const dayB = index(dominoes[3] as Domino);
    const deal = {
      banker: [teenA, dayA] as [number, number],
      doors: [
        [teenB, dayB],
        [4, 5],
        [6, 7],
      ] as [number, number][],
    };
    expect(kind.settle(config, { option: 'door:1', stake: 100 }, deal)).toBe(0);
    // Doors 2 and 3 hold the yun and gor pairs.
    expect(kind.view(config, deal)).toMatchObject({
      doors: [{ wins: false }, { wins: true }, { wins: true }],
    });
  });

  it('matches a seeded simulation', () => {
    expectSimulation(kind, config, { option: 'door:3', stake: 100 }, 30_000);
  });
});
