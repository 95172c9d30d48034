import { describe, expect, it } from 'vitest';
import { ratio, ratioValue } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards } from '../common/cards.ts';
import { bjValueOf, countOf, houseHits, isSoft, memberHits, totalOf } from './hand.ts';
import { bjKind, bjResult } from './kind.ts';

const config = bjKind.configFor({
  gameCode: 'X_BJ_16_1',
  gameType: 'PVP',
  classification: 'BJ',
  vassalage: 'X',
  gameName: 'Blackjack Duel',
});
const count = (text: string) => countOf(cards(text).map(bjValueOf));

describe('blackjack totals and strategy', () => {
  it('counts an ace as 11 while that does not bust', () => {
    expect(totalOf(count('As 6h'))).toBe(17);
    expect(isSoft(count('As 6h'))).toBe(true);
    expect(totalOf(count('As 6h 9c'))).toBe(16);
    expect(totalOf(count('As Ah Kd'))).toBe(12);
  });
  it('has the house stand on every 17 and the autoplay follow its table', () => {
    expect(houseHits(count('10s 6h'))).toBe(true);
    expect(houseHits(count('As 6h'))).toBe(false);
    expect(memberHits(count('10s 6h'), 6)).toBe(false);
    expect(memberHits(count('10s 6h'), 7)).toBe(true);
    expect(memberHits(count('10s 2h'), 3)).toBe(true);
    expect(memberHits(count('10s 2h'), 4)).toBe(false);
    expect(memberHits(count('As 7h'), 8)).toBe(false);
    expect(memberHits(count('As 7h'), 9)).toBe(true);
  });
  it('settles naturals, busts and totals', () => {
    const base = { tier: 0, stake: 100, done: true };
    expect(bjResult({ ...base, member: cards('As Kh'), house: cards('10s 9h 2c') })).toBe('win');
    expect(bjResult({ ...base, member: cards('As Kh'), house: cards('Ad Qh') })).toBe('push');
    expect(bjResult({ ...base, member: cards('10s 9h 5c'), house: cards('10d 6h Kc') })).toBe('loss');
    expect(bjResult({ ...base, member: cards('10s 7h'), house: cards('10d 6h Kc') })).toBe('win');
    expect(bjResult({ ...base, member: cards('10s 7h'), house: cards('10d 7c') })).toBe('push');
  });
});

describe('blackjack duel room', () => {
  it('pins the exact RTP (no rake): 95.32 %', () => {
    if (!config) throw new Error('no config');
    const { theoretical } = bjKind.rtp(config);
    expect(theoretical).toEqual(ratio(87_444_214_311_326_388_666_869_487_744n, 13n ** 26n));
    expect(ratioValue(theoretical)).toBeCloseTo(0.953243647942, 11);
  }, 30_000);
  it('pays the pot on a win and the ante on a push', () => {
    if (!config) throw new Error('no config');
    const rng = seededRng('bj-act');
    for (let i = 0; i < 100; i++) {
      const step = bjKind.start(config, { option: 'hand', stake: 100 }, rng);
      const done = step.done ? step : bjKind.act?.(config, step.state, { type: 'stand' }, rng);
      if (!done) throw new Error('no act');
      expect(done.win).toBe({ win: 200, push: 100, loss: 0 }[bjResult(done.state)]);
    }
  });
  it('measures the exact RTP in a seeded simulation', () => {
    if (!config) throw new Error('no config');
    const run = simulate(bjKind, config, { option: 'hand', stake: 100 }, 60_000, seededRng('bj'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.015);
  }, 30_000);
});
