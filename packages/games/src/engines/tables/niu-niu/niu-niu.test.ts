import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable } from '../common/testing.ts';
import { beats, bullOf, jointBulls } from './bull.ts';

const card = (rank: number, suit = 0) => suit * 13 + rank - 1;

describe('niu niu (table)', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('niu-niu-table', 'NN');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('finds bulls and breaks equal bulls by the highest card', () => {
    expect(bullOf([card(10), card(13), card(12), card(5), card(5, 1)])).toBe(10);
    expect(bullOf([card(3), card(7), card(10), card(9), card(8)])).toBe(7);
    expect(bullOf([card(1), card(1, 1), card(2), card(4), card(9)])).toBe(0);
    const kingHigh = [card(13, 3), card(12), card(11), card(1), card(2)];
    const kingOfSpades = [card(13, 0), card(12, 1), card(11, 1), card(1, 1), card(2, 1)];
    expect(bullOf(kingHigh)).toBe(bullOf(kingOfSpades));
    expect(beats(kingOfSpades, kingHigh)).toBe(true);
    expect(beats(kingHigh, kingOfSpades)).toBe(false);
  });

  it('counts every deal of two hands, and the player wins exactly half', () => {
    const { joint, deals } = jointBulls();
    expect(joint.flat().reduce((sum, n) => sum + n, 0)).toBe(deals);
    const perBet = kind.rtp(config).perBet ?? {};
    expect(perBet['player:1']).toEqual(ratio(39, 40));
    expect(perBet['double:3']).toEqual(ratio(19665828351053n, 19933230517200n));
  });

  it('settles equal and double bets', () => {
    const banker = [card(3), card(7), card(10), card(9), card(8)]; // bull 7
    const bullBull = [card(10, 1), card(13, 1), card(12, 1), card(5, 1), card(5, 2)];
    const noBull = [card(1, 2), card(1, 3), card(2, 2), card(4, 2), card(9, 2)];
    const deal = { banker, players: [bullBull, noBull, noBull] as [number[], number[], number[]] };
    expect(kind.settle(config, { option: 'player:1', stake: 100 }, deal)).toBe(195);
    expect(kind.settle(config, { option: 'double:1', stake: 300 }, deal)).toBe(300 + 285);
    // A loss to bull 7 costs two of the three units.
    expect(kind.settle(config, { option: 'double:2', stake: 300 }, deal)).toBe(100);
    expect(() => kind.validateBet(config, { option: 'double:2', stake: 200 })).toThrow('bet.stake.range');
    expect(kind.view(config, deal).winning).toEqual(['player:1', 'double:1']);
  });

  it('matches seeded simulations', () => {
    expectSimulation(kind, config, { option: 'player:2', stake: 100 }, 20_000);
    expectSimulation(kind, config, { option: 'double:1', stake: 300 }, 20_000);
  });
});
