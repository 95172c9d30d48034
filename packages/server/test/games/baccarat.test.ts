import { describe, expect, it } from 'vitest';
import {
  baccaratRoundAt,
  bankerDraws,
  createShoe,
  dealBaccarat,
  needsNewShoe,
  settleBaccaratBet,
  stackedShoe,
} from '../../src/games/baccarat.ts';
import { seededRng } from '../../src/games/rng.ts';

/** A card of the given rank (1 = ace … 13 = king), spades. */
const c = (rank: number) => rank - 1;
/** Deal order is P1, B1, P2, B2, then third cards. */
const deal = (...ranks: number[]) => dealBaccarat(stackedShoe(ranks.map(c))).hand;

describe('baccarat drawing rules', () => {
  it('stands on naturals (8 or 9) for both hands', () => {
    const hand = deal(4, 10, 4, 5, 1, 1);
    expect(hand).toMatchObject({ natural: true, playerTotal: 8, bankerTotal: 5, winner: 'PLAYER' });
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toHaveLength(2);
    expect(deal(1, 9, 1, 13, 5, 5)).toMatchObject({ natural: true, bankerTotal: 9, winner: 'BANKER' });
  });

  it('player draws on 0–5 and stands on 6–7; banker then draws on 0–5 only if the player stood', () => {
    expect(deal(3, 2, 2, 2, 9, 9).player).toHaveLength(3);
    const stood = deal(3, 2, 3, 3, 9);
    expect(stood.player).toHaveLength(2);
    expect(stood.banker).toHaveLength(3);
    expect(deal(3, 3, 4, 3, 9).banker).toHaveLength(2);
  });

  it('follows the banker tableau against the player third card', () => {
    const draws = (total: number, third: number) => bankerDraws(total, c(third === 0 ? 10 : third));
    for (let v = 0; v <= 9; v++) {
      expect(draws(0, v) && draws(1, v) && draws(2, v)).toBe(true);
      expect(draws(3, v)).toBe(v !== 8);
      expect(draws(4, v)).toBe(v >= 2 && v <= 7);
      expect(draws(5, v)).toBe(v >= 4 && v <= 7);
      expect(draws(6, v)).toBe(v === 6 || v === 7);
      expect(draws(7, v)).toBe(false);
    }
    // Player 2+3 = 5 draws an 8; banker 3 must stand on it, banker 2 draws.
    expect(deal(2, 1, 3, 2, 8, 5).banker).toHaveLength(2);
    const bankerTwo = deal(2, 1, 3, 1, 8, 5);
    expect(bankerTwo.banker).toHaveLength(3);
    expect(bankerTwo).toMatchObject({ playerTotal: 3, bankerTotal: 7, winner: 'BANKER' });
    // Face cards count zero and a third card of 10 is worth 0 (banker 3 draws).
    expect(deal(13, 12, 11, 3, 10, 4)).toMatchObject({ playerTotal: 0, bankerTotal: 7 });
  });

  it('settles player 1:1, banker less 5 % commission, tie 8:1 with pushes, pairs 11:1', () => {
    const tie = deal(3, 2, 3, 4, 11, 11);
    expect(tie.winner).toBe('TIE');
    expect(settleBaccaratBet({ type: 'TIE', stake: 1_000n }, tie)).toBe(9_000n);
    expect(settleBaccaratBet({ type: 'PLAYER', stake: 1_000n }, tie)).toBe(1_000n);
    expect(settleBaccaratBet({ type: 'BANKER', stake: 1_000n }, tie)).toBe(1_000n);
    expect(settleBaccaratBet({ type: 'PLAYER_PAIR', stake: 1_000n }, tie)).toBe(12_000n);
    const banker = deal(1, 9, 1, 13, 5, 5);
    expect(settleBaccaratBet({ type: 'BANKER', stake: 1_000n }, banker)).toBe(1_950n);
    expect(settleBaccaratBet({ type: 'BANKER', stake: 99n }, banker)).toBe(99n + 94n);
    expect(settleBaccaratBet({ type: 'PLAYER', stake: 1_000n }, banker)).toBe(0n);
    expect(settleBaccaratBet({ type: 'TIE', stake: 1_000n }, banker)).toBe(0n);
    expect(() => settleBaccaratBet({ type: 'TIE', stake: 0n }, banker)).toThrow(RangeError);
  });

  it('deals whole shoes with the known outcome frequencies', () => {
    const rng = seededRng('shoes');
    const wins = { PLAYER: 0, BANKER: 0, TIE: 0 };
    let rounds = 0;
    let shoe = createShoe(rng);
    expect(shoe.cards).toHaveLength(416);
    while (rounds < 100_000) {
      if (needsNewShoe(shoe)) shoe = createShoe(rng);
      const dealt = dealBaccarat(shoe);
      shoe = dealt.shoe;
      wins[dealt.hand.winner]++;
      rounds++;
    }
    // 8 decks: banker 45.86 %, player 44.62 %, tie 9.52 %; 4 standard errors is under 0.7 %.
    expect(wins.BANKER / rounds).toBeCloseTo(0.4586, 2);
    expect(wins.PLAYER / rounds).toBeCloseTo(0.4462, 2);
    expect(wins.TIE / rounds).toBeCloseTo(0.0952, 2);
  });

  it('runs rounds on a 25 s timer: 15 s of betting, then dealing', () => {
    const start = Date.UTC(2026, 0, 1);
    const round = baccaratRoundAt('T1', start + 3_000);
    expect(round).toMatchObject({
      phase: 'betting',
      startsAt: start,
      bettingClosesAt: start + 15_000,
      settlesAt: start + 25_000,
    });
    expect(baccaratRoundAt('T1', start + 16_000)).toMatchObject({ phase: 'dealing', roundId: round.roundId });
    expect(baccaratRoundAt('T1', start + 25_000).roundNo).toBe(round.roundNo + 1);
  });
});
