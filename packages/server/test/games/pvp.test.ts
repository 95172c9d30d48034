import { beforeAll, describe, expect, it } from 'vitest';
import {
  bullBull,
  bullOf,
  dealCards,
  judgeHand,
  playPvpHand,
  pvpDetail,
  pvpMath,
  pvpOutcome,
  roomStakes,
} from '../../src/games/pvp.ts';
import { seededRng } from '../../src/games/rng.ts';
import { chiSquareCritical99, chiSquareUniform } from './stats.ts';

/** Cards of the given ranks (1 = ace … 13 = king), spades. */
const cards = (...ranks: number[]) => ranks.map((rank) => rank - 1);

/** Chi-square of observed counts against expected probabilities (bins expected under 5 pooled). */
function chiSquare(observed: readonly number[], probabilities: readonly number[], total: number) {
  let statistic = 0;
  let bins = 0;
  let pooledObserved = 0;
  let pooledExpected = 0;
  probabilities.forEach((probability, i) => {
    const expected = probability * total;
    if (expected < 5) {
      pooledObserved += observed[i] ?? 0;
      pooledExpected += expected;
      return;
    }
    statistic += ((observed[i] ?? 0) - expected) ** 2 / expected;
    bins++;
  });
  if (pooledExpected > 0) {
    statistic += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
    bins++;
  }
  return { statistic, degrees: bins - 1 };
}

describe('PVP Bull Bull', () => {
  it('finds the bull: three cards to a multiple of ten, the other two modulo ten', () => {
    expect(bullOf(cards(3, 7, 10, 4, 5))).toMatchObject({ bull: 9, triple: [0, 1, 2] });
    expect(bullOf(cards(13, 12, 11, 10, 13)).bull).toBe(bullBull);
    expect(bullOf(cards(1, 1, 1, 2, 3))).toMatchObject({ bull: 0, triple: null });
    expect(bullOf(cards(2, 8, 12, 6, 4)).bull).toBe(bullBull);
    expect(() => bullOf(cards(1, 2, 3))).toThrow(RangeError);
  });

  it('pays the higher bull 1:1, Bull Bull 3:1, and gives equal bulls to the banker', () => {
    const seven = bullOf(cards(3, 7, 10, 3, 4));
    const five = bullOf(cards(3, 7, 10, 1, 4));
    const bullbull = bullOf(cards(13, 12, 11, 10, 13));
    expect(judgeHand(seven, five)).toMatchObject({ winner: 'PLAYER', payout: 2 });
    expect(judgeHand(five, seven)).toMatchObject({ winner: 'BANKER', payout: 0 });
    expect(judgeHand(seven, seven)).toMatchObject({ winner: 'BANKER', payout: 0 });
    expect(judgeHand(bullbull, seven)).toMatchObject({ winner: 'PLAYER', payout: 4 });
    const outcome = pvpOutcome('TEAHOUSE-1', judgeHand(seven, bullOf(cards(1, 1, 1, 2, 3))));
    expect(pvpDetail(outcome, 'TEAHOUSE-1')).toBe('BULL 7 vs NO BULL · PLAYER · TEAHOUSE-1');
  });

  it('deals ten distinct cards with node:crypto by default and settles in whole minor units', () => {
    const { hand, win } = playPvpHand({ stake: 150n });
    expect(new Set([...hand.player.cards, ...hand.banker.cards]).size).toBe(10);
    expect(win).toBe(150n * BigInt(hand.payout));
    expect(() => playPvpHand({ stake: 0n })).toThrow(RangeError);
  });

  it('offers room stakes from the minimum bet up to the maximum', () => {
    expect(roomStakes({ minBet: 100, maxBet: 10_000 })).toEqual([100, 200, 500, 1_000, 2_000, 5_000, 10_000]);
    expect(roomStakes({ minBet: 100_000, maxBet: 1_000_000 })).toEqual([
      100_000, 200_000, 500_000, 1_000_000,
    ]);
  });

  const math = pvpMath();

  it('publishes the exact return to player over every deal of one deck: 97.99 %', () => {
    expect(math.deals).toBe(2_598_960 * 1_533_939);
    expect(math.joint.flat().reduce((sum, n) => sum + n, 0)).toBe(math.deals);
    expect((math.rtpNumerator * 10_000n) / math.rtpDenominator).toBe(9798n);
    expect(math.rtp).toBeCloseTo(0.979893, 6);
    // A hand's bull does not depend on whose it is.
    for (let bull = 0; bull <= bullBull; bull++) {
      const column = math.joint.reduce((sum, row) => sum + (row[bull] ?? 0), 0);
      expect(column).toBe(math.joint[bull]?.reduce((sum, n) => sum + n, 0));
    }
    expect(math.results.BANKER + math.results.PLAYER + math.results.PLAYER_BULL_BULL).toBeCloseTo(1, 12);
  });

  const hands = 200_000;
  const firstCard = new Array<number>(52).fill(0);
  const bulls = new Array<number>(11).fill(0);
  const results = [0, 0, 0];
  let returned = 0;
  const count = (tally: number[], at: number) => {
    tally[at] = (tally[at] ?? 0) + 1;
  };
  beforeAll(() => {
    const rng = seededRng('pvp-simulation');
    for (let i = 0; i < hands; i++) {
      const { hand, win } = playPvpHand({ stake: 1n, rng });
      count(firstCard, hand.player.cards[0] ?? 0);
      count(bulls, hand.player.bull);
      count(results, hand.payout / 2);
      returned += Number(win);
    }
    console.info(
      `pvp: simulated RTP ${(returned / hands).toFixed(4)} over ${hands} hands; exact ${math.rtp.toFixed(4)}`,
    );
  });

  it('deals every card equally often (chi-square at 99 %)', () => {
    expect(chiSquareUniform(firstCard)).toBeLessThan(chiSquareCritical99(51));
    expect([...dealCards(seededRng('whole deck'), 52)].sort((a, b) => a - b)).toEqual([...Array(52).keys()]);
  });

  it('lands each bull and each result as often as the exact distribution says (chi-square at 99 %)', () => {
    const byBull = chiSquare(bulls, math.bulls, hands);
    expect(byBull.degrees).toBe(10);
    expect(byBull.statistic).toBeLessThan(chiSquareCritical99(byBull.degrees));
    const expected = [math.results.BANKER, math.results.PLAYER, math.results.PLAYER_BULL_BULL];
    const byResult = chiSquare(results, expected, hands);
    expect(byResult.statistic).toBeLessThan(chiSquareCritical99(byResult.degrees));
  });

  it('returns the published RTP over many hands, within 4 standard errors', () => {
    expect(Math.abs(returned / hands - math.rtp)).toBeLessThan(
      (4 * Math.sqrt(math.variance)) / Math.sqrt(hands),
    );
  });
});
