import { describe, expect, it } from 'vitest';
import { ratio, ratioValue } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards } from '../common/cards.ts';
import { pokdengHand } from './hand.ts';
import { pokdengKind } from './kind.ts';
import { pokdengMath } from './math.ts';

const hand = (text: string) => pokdengHand(cards(text));
const config = pokdengKind.configFor({
  gameCode: 'X_POKDENG_10_1',
  gameType: 'PVP',
  classification: 'POKDENG',
  vassalage: 'X',
  gameName: 'ป๊อกเด้ง',
});

describe('pok deng hands', () => {
  it('counts points modulo 10 with tens and pictures 0', () => {
    expect(hand('Ks 9h').points).toBe(9);
    expect(hand('As 4h 10c').points).toBe(5);
    expect(hand('7s 8h').points).toBe(5);
  });
  it('ranks pok, tong, straight flush, straight, three pictures, then points', () => {
    const order = [
      '9s Kh',
      '8s Kh',
      '2s 2h 2c',
      '4h 5h 6h',
      'Qs Kh Ac',
      'Js Jh Qc',
      '9s Kh 10c',
      '2s 3h 5c',
    ].map(hand);
    expect(order.map((h) => h.name)).toEqual([
      'pok',
      'pok',
      'tong',
      'straightFlush',
      'straight',
      'pictures',
      'points',
      'points',
    ]);
    for (let i = 1; i < order.length; i++)
      expect(order[i - 1]?.value).toBeGreaterThan(order[i]?.value as number);
    expect(hand('As 2h 3c').name).toBe('straight');
    expect(hand('Ks As 2c').name).toBe('points');
  });
  it('pays deng: 2 for a pair or one suit of two cards, 3 or 5 for three-card hands', () => {
    expect(hand('9s 9h').deng).toBe(2);
    expect(hand('3h 4h').deng).toBe(2);
    expect(hand('3h 4s').deng).toBe(1);
    expect(hand('2h 5h 9h').deng).toBe(3);
    expect(hand('Js Jh Qc').deng).toBe(3);
    expect(hand('2s 2h 2c').deng).toBe(5);
    expect(hand('4h 5h 6h').deng).toBe(5);
    expect(hand('2s 5h 9h').deng).toBe(1);
  });
});

describe('pok deng against the dealer', () => {
  it('pins the exact RTP: 3,502,579,673 / 3,523,590,000 = 99.40 % of the stake', () => {
    if (!config) throw new Error('no config');
    expect(pokdengKind.rtp(config).theoretical).toEqual(ratio(3_502_579_673n, 3_523_590_000n));
  }, 30_000);
  it("is an even game before the commission: the dealer draws by the players' rule", () => {
    expect(pokdengMath(ratio(0)).rtp).toEqual(ratio(1));
  }, 30_000);
  it('settles in deng of a fifth of the stake, less 5 % of a win', () => {
    if (!config) throw new Error('no config');
    const rng = seededRng('pokdeng-act');
    let seen = 0;
    for (let i = 0; i < 400 && seen < 30; i++) {
      const step = pokdengKind.start(config, { option: 'hand', stake: 1000 }, rng);
      const done = step.done ? step : pokdengKind.act?.(config, step.state, { type: 'stand' }, rng);
      if (!done) throw new Error('no act');
      const deng = (done.view.seats as { deng?: number }[])[0]?.deng as number;
      expect(done.win).toBe(deng > 0 ? 1000 + deng * 190 : 1000 + deng * 200);
      seen++;
    }
    expect(seen).toBe(30);
  });
  it('measures the exact RTP in a seeded simulation', () => {
    if (!config) throw new Error('no config');
    const run = simulate(pokdengKind, config, { option: 'hand', stake: 500 }, 40_000, seededRng('pokdeng'));
    expect(
      run.inside,
      `${run.rtp} ± ${run.halfWidth} vs ${ratioValue(pokdengKind.rtp(config).theoretical)}`,
    ).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.01);
  }, 30_000);
});
