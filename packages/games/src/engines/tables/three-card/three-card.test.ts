import { describe, expect, it } from 'vitest';
import { ratio, ratioValue } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable } from '../common/testing.ts';
import { evaluateThree, strengthOf } from './hands.ts';
import { tcpExact } from './three-card-poker.ts';

// Card numbers: rank r of suit s is s · 13 + r − 1 (ace 0, king 12).
const card = (rank: number, suit = 0) => suit * 13 + rank - 1;

describe('three-card hands', { timeout: 60_000 }, () => {
  it('orders the categories of each game', () => {
    const trips = evaluateThree([card(2), card(2, 1), card(2, 2)]);
    const straightFlush = evaluateThree([card(1), card(2), card(3)]);
    const flush = evaluateThree([card(2), card(7), card(9)]);
    const straight = evaluateThree([card(12), card(13, 1), card(1, 2)]);
    expect(straightFlush).toEqual({ category: 'straight-flush', kickers: [3] });
    expect(straight).toEqual({ category: 'straight', kickers: [14] });
    expect(strengthOf(straightFlush, 'three-card-poker')).toBeGreaterThan(
      strengthOf(trips, 'three-card-poker'),
    );
    expect(strengthOf(trips, 'zha-jin-hua')).toBeGreaterThan(strengthOf(straightFlush, 'zha-jin-hua'));
    expect(strengthOf(straight, 'three-card-poker')).toBeGreaterThan(strengthOf(flush, 'three-card-poker'));
    expect(strengthOf(flush, 'zha-jin-hua')).toBeGreaterThan(strengthOf(straight, 'zha-jin-hua'));
  });
});

describe('three card poker', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('three-card-poker', 'TCP');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('pins the exact returns under Q-6-4, matching the published 3.37 % house edge per ante', () => {
    const rtp = kind.rtp(config);
    expect(rtp.perBet?.['ante-play']).toEqual(ratio(40030351, 40717040));
    // Per ante unit: the stake is two units, so the net per ante is 2 · RTP − 2.
    expect(2 * ratioValue(rtp.theoretical) - 2).toBeCloseTo(-0.0337, 4);
    expect(rtp.perBet?.['pair-plus']).toEqual(ratio(5397, 5525));
    expect(ratioValue(tcpExact().foldShare)).toBeCloseTo(0.3258, 4);
  });

  it('folds below Q-6-4, returning the play half', () => {
    const deal = { player: [card(12), card(6, 1), card(3, 2)], dealer: [card(2), card(5, 1), card(9, 2)] };
    expect(kind.settle(config, { option: 'ante-play', stake: 200 }, deal)).toBe(100);
    expect(kind.view(config, deal)).toMatchObject({ decision: 'fold', result: 'fold' });
    // Q-6-4 plays; the dealer's 9 high does not qualify: ante 1:1, play returned.
    const plays = { ...deal, player: [card(12), card(6, 1), card(4, 2)] };
    expect(kind.settle(config, { option: 'ante-play', stake: 200 }, plays)).toBe(300);
    // A straight beats a qualifying dealer: ante, play and the 1:1 ante bonus.
    const straight = {
      player: [card(4), card(5, 1), card(6, 2)],
      dealer: [card(12), card(2, 1), card(9, 2)],
    };
    expect(kind.settle(config, { option: 'ante-play', stake: 200 }, straight)).toBe(500);
    expect(kind.settle(config, { option: 'pair-plus', stake: 200 }, straight)).toBe(1400);
  });

  it('takes stakes in steps of 2.00 and matches seeded simulations', () => {
    expect(() => kind.validateBet(config, { option: 'ante-play', stake: 300 })).toThrow('bet.stake.range');
    expectSimulation(kind, config, { option: 'ante-play', stake: 200 }, 30_000);
    expectSimulation(kind, config, { option: 'pair-plus', stake: 200 }, 30_000, 0.1);
  });
});

describe('zha jin hua (table)', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('zha-jin-hua-table', 'ZJH');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('pins the exact returns', () => {
    const perBet = kind.rtp(config).perBet ?? {};
    expect(perBet.player).toEqual(ratio(9543327, 9787750));
    expect(perBet.dealer).toEqual(perBet.player);
    // Bonus over the 22,100 hands: pairs 3,744, straights 720, flushes 1,096, straight flushes 48, trips 52.
    expect(perBet.bonus).toEqual(ratio(3744 * 2 + 720 * 6 + 1096 * 5 + 48 * 36 + 52 * 41, 22100));
  });

  it('pushes equal hands and pays 0.95:1', () => {
    const equal = { player: [card(13), card(9), card(4, 1)], dealer: [card(13, 2), card(9, 3), card(4, 2)] };
    expect(kind.settle(config, { option: 'player', stake: 100 }, equal)).toBe(100);
    const trips = { player: [card(2), card(2, 1), card(2, 2)], dealer: [card(1), card(2, 3), card(3)] };
    expect(kind.settle(config, { option: 'player', stake: 100 }, trips)).toBe(195);
    expect(kind.settle(config, { option: 'bonus', stake: 100 }, trips)).toBe(4100);
    expect(kind.view(config, trips)).toMatchObject({ playerHand: 'three-of-a-kind', winner: 'player' });
  });

  it('matches seeded simulations', () => {
    expectSimulation(kind, config, { option: 'dealer', stake: 100 }, 30_000);
    expectSimulation(kind, config, { option: 'bonus', stake: 100 }, 30_000, 0.1);
  });
});
