import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable } from '../common/testing.ts';
import { categoryOf, pokerStrength } from './poker-hand.ts';

const card = (rank: number, suit = 0) => suit * 13 + rank - 1;

describe('five-card hands', { timeout: 60_000 }, () => {
  it('ranks every category, the wheel and a royal flush', () => {
    const hands = [
      [card(2), card(5, 1), card(7, 2), card(9, 3), card(13)],
      [card(2), card(2, 1), card(7, 2), card(9, 3), card(13)],
      [card(2), card(2, 1), card(7, 2), card(7, 3), card(13)],
      [card(2), card(2, 1), card(2, 2), card(9, 3), card(13)],
      [card(1), card(2, 1), card(3, 2), card(4, 3), card(5)],
      [card(2), card(5), card(7), card(9), card(13)],
      [card(2), card(2, 1), card(2, 2), card(9, 3), card(9)],
      [card(9), card(9, 1), card(9, 2), card(9, 3), card(13)],
      [card(5), card(6), card(7), card(8), card(9)],
      [card(10), card(11), card(12), card(13), card(1)],
    ].map(pokerStrength);
    expect(hands.map(categoryOf)).toEqual([
      'high-card',
      'pair',
      'two-pair',
      'three-of-a-kind',
      'straight',
      'flush',
      'full-house',
      'four-of-a-kind',
      'straight-flush',
      'royal-flush',
    ]);
    for (let i = 1; i < hands.length; i++) expect(hands[i]).toBeGreaterThan(hands[i - 1] as number);
    // Kickers: a pair of aces with a king beats a pair of aces with a queen.
    expect(pokerStrength([card(1), card(1, 1), card(13), card(3), card(2)])).toBeGreaterThan(
      pokerStrength([card(1, 2), card(1, 3), card(12), card(3, 1), card(2, 1)]),
    );
  });
});

describe("casino hold'em (flop showdown)", { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('casino-holdem', 'HE');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('pins the exact return over every deal', () => {
    expect(kind.rtp(config).theoretical).toEqual(ratio(103453234553n, 105355341000n));
    expect(kind.rtp(config).method).toContain('28094757600');
  });

  it('settles the ante by its table and the call, less 5 %', () => {
    const board = [card(10), card(11), card(12)];
    // Player royal flush against a qualifying dealer (pair of queens): ante 100:1 and call 1:1.
    const royal = { player: [card(13), card(1)], dealer: [card(12, 1), card(2, 2)], board };
    expect(kind.settle(config, { option: 'ante-call', stake: 300 }, royal)).toBe(100 + 9500 + 200 + 190);
    // A dealer below a pair of fours: ante 1:1 less 5 %, call returned.
    const weak = { player: [card(2, 1), card(3, 2)], dealer: [card(5, 1), card(7, 2)], board };
    expect(kind.settle(config, { option: 'ante-call', stake: 300 }, weak)).toBe(395);
    expect(kind.view(config, weak)).toMatchObject({
      result: 'not-qualified',
      decision: 'call',
      playerHand: 'high-card',
    });
    expect(() => kind.validateBet(config, { option: 'ante-call', stake: 200 })).toThrow('bet.stake.range');
  });

  it('matches a seeded simulation', () => {
    expectSimulation(kind, config, { option: 'ante-call', stake: 300 }, 30_000);
  });
});
