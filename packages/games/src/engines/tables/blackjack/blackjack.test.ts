import { describe, expect, it } from 'vitest';
import type { InstantKind } from '../../../engine/kind.ts';
import { ratio, ratioValue, sumRatios } from '../../../engine/ratio.ts';
import { expectSimulation, liveTable, rngTable, scriptedRng } from '../common/testing.ts';
import { commonHandStrategy } from './blackjack.ts';
import { BlackjackStrategy, dealerOutlook } from './math.ts';
import type { RngBlackjackState } from './rng-blackjack.ts';
import { doublingStrategy } from './rng-blackjack.ts';
import { resultOf } from './round.ts';

const card = (rank: number, suit = 0) => suit * 13 + rank - 1;

describe('blackjack mathematics (infinite deck)', { timeout: 60_000 }, () => {
  it("gives the dealer's outlook exact probabilities", () => {
    const six = dealerOutlook(6);
    expect(sumRatios(six.finals.values())).toEqual(ratio(1));
    expect(ratioValue(six.finals.get(22) ?? ratio(0))).toBeCloseTo(0.42315, 5); // the published S17 bust rate with a 6 up
    expect(dealerOutlook(1).blackjack).toEqual(ratio(4, 13));
  });

  it('derives basic strategy', () => {
    const s = doublingStrategy();
    expect(s.decide(10, 16, false, true).action).toBe('hit');
    expect(s.decide(6, 16, false, true).action).toBe('stand');
    expect(s.decide(4, 12, false, true).action).toBe('stand');
    expect(s.decide(2, 12, false, true).action).toBe('hit');
    expect(s.decide(6, 11, false, true).action).toBe('double');
    expect(s.decide(9, 8, true, true).action).toBe('hit'); // soft 18 against a 9
    expect(s.decide(5, 7, true, true).action).toBe('double'); // soft 17 against a 5
    expect(commonHandStrategy().decide(6, 11, false, true).action).toBe('hit');
  });

  it('pins the exact returns', () => {
    const doubling = new BlackjackStrategy(true).expectation();
    expect(ratioValue(doubling.net)).toBeCloseTo(-0.010867, 6);
    expect(ratioValue(doubling.staked)).toBeCloseTo(1.093554, 6);
    const { kind, config } = liveTable('blackjack', 'BJ');
    expect(ratioValue(kind.rtp(config).theoretical)).toBeCloseTo(0.975792, 6);
    const rng = rngTable('rng-blackjack');
    expect(ratioValue(rng.kind.rtp(rng.config).theoretical)).toBeCloseTo(0.990062, 6);
  });
});

describe('live blackjack (common hand)', { timeout: 60_000 }, () => {
  const { kind, config } = liveTable('blackjack', 'BJ');
  if (kind.mode !== 'scheduled') throw new Error('scheduled');

  it('plays the hand by the strategy and pays 3:2 for blackjack', () => {
    // Player 10 and 6 against a dealer 10: the strategy hits 16.
    const hand = kind.draw(config, scriptedRng([card(10), card(10, 1), card(6), card(7, 1), card(4)]));
    expect(hand.player).toEqual([card(10), card(6), card(4)]);
    expect(resultOf(hand)).toBe('win');
    expect(kind.settle(config, { option: 'main', stake: 200 }, hand)).toBe(400);
    const natural = { player: [card(1), card(13)], dealer: [card(9), card(9, 1)], doubled: false };
    expect(kind.settle(config, { option: 'main', stake: 200 }, natural)).toBe(500);
    expect(kind.view(config, natural)).toMatchObject({
      result: 'blackjack',
      playerTotal: 21,
      dealerTotal: 18,
    });
  });

  it('matches a seeded simulation', () => {
    expectSimulation(kind, config, { option: 'main', stake: 100 }, 30_000);
  });
});

describe('RNG blackjack (player decisions)', { timeout: 60_000 }, () => {
  const { kind: any, config } = rngTable('rng-blackjack');
  const kind = any as InstantKind<unknown, RngBlackjackState>;

  it('hits, stands and doubles, hiding the hole card until the end', () => {
    const start = kind.start(
      config,
      { option: 'main', stake: 100 },
      scriptedRng([card(5), card(10), card(6), card(8)]),
    );
    expect(start.done).toBe(false);
    expect(start.view).toMatchObject({
      playerTotal: 11,
      dealer: [{ rank: '10' }],
      actions: ['hit', 'stand', 'double'],
    });
    expect(kind.autoplay?.(config, start.state)).toEqual({ type: 'double' });
    const doubled = kind.act?.(config, start.state, { type: 'double' }, scriptedRng([card(10)]));
    expect(doubled).toMatchObject({ done: true, extraStake: 100, win: 400 });
    const hit = kind.act?.(config, start.state, { type: 'hit' }, scriptedRng([card(2)]));
    expect(hit?.done).toBe(false);
    if (!hit) throw new Error('hit');
    expect(() => kind.act?.(config, hit.state, { type: 'double' }, scriptedRng([]))).toThrow(
      'blackjack.action.double',
    );
    const stood = kind.act?.(config, hit.state, { type: 'stand' }, scriptedRng([]));
    expect(stood).toMatchObject({ done: true, win: 0, view: { dealerTotal: 18, result: 'lose' } });
  });

  it('matches a seeded simulation under autoplay', () => {
    expectSimulation(any, config, { option: 'main', stake: 100 }, 30_000);
  });
});
