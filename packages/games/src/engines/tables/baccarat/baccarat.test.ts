import { describe, expect, it } from 'vitest';
import { ratio, ratioValue } from '../../../engine/ratio.ts';
import { expectSimulation, liveRef, liveTable, rngTable } from '../common/testing.ts';
import { baccaratExact } from './baccarat.ts';
import { bankerDraws, playHand } from './deal.ts';

// Cards by rank (suit 0): rank r is card r − 1; a ten is card 9.
const c = (rank: number) => rank - 1;

describe('baccarat', { timeout: 60_000 }, () => {
  it('counts the 8-deck shoe exactly (the published counts of every six-card order)', () => {
    const { counts, total } = baccaratExact();
    expect(total).toBe(416n * 415n * 414n * 413n * 412n * 411n);
    expect(counts).toEqual({ player: 2230518282592256n, banker: 2292252566437888n, tie: 475627426473216n });
    expect(counts.player + counts.banker + counts.tie).toBe(total);
  });

  it('pins the exact RTP of every bet, and banker matches the published 1.06 % house edge', () => {
    const { kind } = liveTable('baccarat', 'BAC');
    const rtp = kind.rtp(kind.configFor(liveRef('BAC')));
    expect(rtp.theoretical).toEqual(rtp.perBet?.banker);
    expect(rtp.perBet?.['player-pair']).toEqual(ratio(372, 415));
    expect(ratioValue(rtp.perBet?.banker ?? ratio(0))).toBeCloseTo(1 - 0.010579, 6);
    expect(ratioValue(rtp.perBet?.player ?? ratio(0))).toBeCloseTo(1 - 0.012351, 6);
    expect(ratioValue(rtp.perBet?.tie ?? ratio(0))).toBeCloseTo(1 - 0.143596, 6);
  });

  it('follows the tableau', () => {
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(5, undefined)).toBe(true);
    // Player 2+3 = 5 draws a 10 (stays 5); banker 4+2 = 6 stands on a third card worth 0.
    const hand = playHand([c(2), c(4), c(3), c(2), c(10), c(9)]);
    expect(hand.player).toHaveLength(3);
    expect(hand.banker).toHaveLength(2);
    expect(hand.winner).toBe('banker');
    expect(playHand([c(4), c(9), c(4), c(13)]).natural).toBe(true);
  });

  it('settles the banker less 5 %, pushes on a tie, and reports the road', () => {
    const { kind, config } = liveTable('baccarat', 'BAC');
    if (kind.mode !== 'scheduled') throw new Error('scheduled');
    const tie = playHand([c(4), c(4), c(4), c(4), c(13), c(13)]);
    expect(tie.winner).toBe('tie');
    expect(tie.playerPair && tie.bankerPair).toBe(true);
    expect(kind.settle(config, { option: 'banker', stake: 1000 }, tie)).toBe(1000);
    expect(kind.settle(config, { option: 'tie', stake: 1000 }, tie)).toBe(9000);
    expect(kind.settle(config, { option: 'player-pair', stake: 1000 }, tie)).toBe(12000);
    const banker = playHand([c(2), c(4), c(3), c(2), c(10), c(9)]);
    expect(kind.settle(config, { option: 'banker', stake: 1000 }, banker)).toBe(1950);
    expect(kind.settle(config, { option: 'player', stake: 1000 }, banker)).toBe(0);
    const view = kind.view(config, banker);
    expect(view.road).toEqual({ winner: 'banker', playerPair: false, bankerPair: false, natural: false });
    expect(view.winning).toEqual(['banker']);
    expect(view.player).toEqual([
      { rank: '2', suit: 'spades' },
      { rank: '3', suit: 'spades' },
      { rank: '10', suit: 'spades' },
    ]);
    expect(kind.schedule(config)).toEqual({ roundMs: 25_000, bettingMs: 15_000 });
  });

  it('refuses unknown bets and stakes off the range', () => {
    const { kind, config } = liveTable('baccarat', 'BAC');
    if (kind.mode !== 'scheduled') throw new Error('scheduled');
    expect(() => kind.validateBet(config, { option: 'dragon', stake: 1000 })).toThrow('tables.bet.unknown');
    expect(() => kind.validateBet(config, { option: 'banker', stake: 150 })).toThrow('bet.stake.range');
    expect(() => kind.validateBet(config, { option: 'banker', stake: 100 })).not.toThrow();
  });

  it('matches a seeded simulation on banker, player, tie and a pair (live and RNG)', () => {
    const { kind, config } = liveTable('baccarat', 'BAC');
    expectSimulation(kind, config, { option: 'banker', stake: 1000 }, 30_000);
    expectSimulation(kind, config, { option: 'tie', stake: 1000 }, 30_000, 0.1);
    expectSimulation(kind, config, { option: 'player-pair', stake: 1000 }, 30_000, 0.1);
    const rng = rngTable('rng-baccarat');
    expectSimulation(rng.kind, rng.config, { option: 'player', stake: 1000 }, 30_000);
  });
});
