import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { seotdaDraws } from './game.ts';
import { seotdaKind } from './kind.ts';
import { bestTwo, type HwatuCard, seotdaHand, seotdaWinners } from './ranking.ts';

/** A card by month and picture ("3g" the bright of March, "7p" July's plain card). */
const card = (text: string): HwatuCard => (Number(text.slice(0, -1)) - 1) * 2 + (text.endsWith('p') ? 1 : 0);
const hand = (a: string, b: string) => seotdaHand(card(a), card(b));
const config = seotdaKind.configFor({
  gameCode: 'X_SEOTDA_13_1',
  gameType: 'PVP',
  classification: 'SEOTDA',
  vassalage: 'X',
  gameName: '섯다',
});

describe('seotda hands', () => {
  it('ranks 38 광땡, 18/13 광땡, ttaeng, the special pairs, then kkeut', () => {
    const order = [
      hand('3g', '8g'),
      hand('1g', '8g'),
      hand('10g', '10p'),
      hand('1g', '1p'),
      hand('1p', '2g'),
      hand('1p', '4p'),
      hand('1p', '9p'),
      hand('1p', '10p'),
      hand('4p', '10p'),
      hand('4p', '6p'),
      hand('2p', '7p'),
      hand('2p', '6p'),
      hand('2p', '8p'),
    ];
    expect(order.map((h) => h.name).slice(0, 11)).toEqual([
      'gwang38',
      'gwang',
      'ttaeng',
      'ttaeng',
      'ali',
      'doksa',
      'gubbing',
      'jangbbing',
      'jangsa',
      'seryuk',
      'kkeut',
    ]);
    for (let i = 1; i < order.length; i++)
      expect((order[i - 1] as { value: number }).value).toBeGreaterThan(
        (order[i] as { value: number }).value,
      );
    expect(hand('1g', '3g').value).toBe(hand('1g', '8g').value);
    expect(hand('2p', '7p').points).toBe(9);
    expect(hand('1p', '8p').name).toBe('kkeut');
  });
  it('lets 암행어사 catch a 13/18 bright pair and 땡잡이 catch a 1–9 ttaeng, not more', () => {
    expect(hand('4g', '7g').name).toBe('amhaeng');
    expect(hand('4p', '7g').name).toBe('kkeut');
    expect(seotdaWinners([hand('1g', '8g'), hand('4g', '7g')])).toEqual([1]);
    expect(seotdaWinners([hand('3g', '8g'), hand('4g', '7g')])).toEqual([0]);
    expect(seotdaWinners([hand('9g', '9p'), hand('3g', '7g'), hand('2p', '7p')])).toEqual([1]);
    expect(seotdaWinners([hand('10g', '10p'), hand('3g', '7g')])).toEqual([0]);
    // Without the hand it catches, 땡잡이 is 망통 (0 kkeut).
    expect(seotdaWinners([hand('2p', '7p'), hand('3g', '7g')])).toEqual([0]);
    expect(seotdaWinners([hand('2p', '7p'), hand('3p', '6p')])).toEqual([0, 1]);
  });
  it('keeps the best two of three cards', () => {
    expect(bestTwo([card('2p'), card('5p'), card('2g')]).map((c) => Math.floor(c / 2) + 1)).toEqual([2, 2]);
  });
  it('buys a third card below 5 kkeut, as the house does', () => {
    expect(seotdaDraws([card('2p'), card('2g')])).toBe(false);
    expect(seotdaDraws([card('2p'), card('3p')])).toBe(false);
    expect(seotdaDraws([card('2p'), card('9p')])).toBe(true);
  });
});

describe('seotda table', () => {
  it('charges an ante for the third card', () => {
    if (!config) throw new Error('no config');
    const rng = seededRng('seotda-act');
    for (let i = 0; i < 20; i++) {
      const step = seotdaKind.start(config, { option: 'hand', stake: 300 }, rng);
      if (step.done) continue;
      const drawn = seotdaKind.act?.(config, step.state, { type: 'draw' }, rng);
      expect(drawn?.extraStake).toBe(300);
      expect(drawn?.state.game.hands[0]).toHaveLength(3);
      expect(seotdaKind.act?.(config, step.state, { type: 'stand' }, rng).extraStake).toBe(0);
      return;
    }
    throw new Error('the member never had a turn');
  });
  it('returns exactly 95 % by symmetry and measures it', () => {
    if (!config) throw new Error('no config');
    expect(seotdaKind.rtp(config).theoretical).toEqual(ratio(19, 20));
    const run = simulate(seotdaKind, config, { option: 'hand', stake: 100 }, 30_000, seededRng('seotda'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.05);
  }, 30_000);
});
