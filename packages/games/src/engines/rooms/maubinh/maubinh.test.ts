import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards, shuffledDeck } from '../common/cards.ts';
import { fouled, houseArrangement, instantOf, isArrangementOf } from './arrange.ts';
import { maubinhKind } from './kind.ts';
import { chiBetween } from './score.ts';

const config = maubinhKind.configFor({
  gameCode: 'X_MAUBINH_9_1',
  gameType: 'PVP',
  classification: 'MAUBINH',
  vassalage: 'X',
  gameName: 'Mậu Binh',
});
const arrangement = (back: string, middle: string, front: string) => ({
  back: cards(back),
  middle: cards(middle),
  front: cards(front),
});

describe('mậu binh arrangements', () => {
  it('fouls a middle above the back or a front above the middle', () => {
    expect(fouled(arrangement('As Ah Kc Kd 2s', 'Qs Qh 3c 4d 5s', 'Jd 9c 7h'))).toBe(false);
    expect(fouled(arrangement('Qs Qh 3c 4d 5s', 'As Ah Kc Kd 2s', 'Jd 9c 7h'))).toBe(true);
    expect(fouled(arrangement('As Ah Kc Kd 2s', 'Qs Jh 3c 4d 6s', '9d 9c 7h'))).toBe(true);
    // The same pair in front and in the middle: the kickers decide.
    expect(fouled(arrangement('As Ah Ac Kd 2s', '9s 9h 3c 4d 5s', '9d 9c 2h'))).toBe(false);
    expect(fouled(arrangement('As Ah Ac Kd 2s', '9s 9h 3c 4d 5s', '9d 9c 7h'))).toBe(true);
  });
  it('finds the instant hands', () => {
    expect(instantOf(cards('2s 3h 4c 5d 6s 7h 8c 9d 10s Jh Qc Kd As'))).toBe('dragon');
    expect(instantOf(cards('2s 2h 4c 4d 6s 6h 8c 8d 10s 10h Qc Qd As'))).toBe('sixPairs');
    expect(instantOf(cards('2s 3s 4s 5s 9s 2h 7h 8h Jh Kh 3c 8c Qc'))).toBe('threeFlushes');
    expect(instantOf(cards('2s 3h 4c 5d 6s 8h 9c 10d Jh Qc Ad 2c 3d'))).toBe('threeStraights');
    expect(instantOf(cards('2s 3h 4c 5d 6s 8h 9c 10d Jh Kc Ad 2c 3d'))).toBeUndefined();
  });
  it('arranges every dealt hand legally, as the house does', () => {
    const rng = seededRng('maubinh-arrange');
    for (let i = 0; i < 300; i++) {
      const hand = shuffledDeck(rng).slice(0, 13);
      const house = houseArrangement(hand);
      expect(isArrangementOf(hand, house)).toBe(true);
      expect(fouled(house)).toBe(false);
    }
  });
  it('scores chi: one per hand, six for all three, six against a foul or an instant hand', () => {
    const strong = { arrangement: arrangement('As Ah Ac Kd 2s', 'Qs Qh 3c 4d 5s', 'Jd Jc 7h') };
    const weak = { arrangement: arrangement('Ks Kh 9c 8d 2d', 'Js 10h 3h 4c 6s', '9d 8c 7c') };
    const mixed = { arrangement: arrangement('8s 8h 8c 8d 2d', '10s 10h 3h 4c 6s', 'Kc 9d 7d') };
    expect(chiBetween(strong, weak)).toBe(6);
    expect(chiBetween(weak, strong)).toBe(-6);
    expect(chiBetween(strong, mixed)).toBe(1);
    const foul = { arrangement: arrangement('Js 10h 3h 4c 6s', 'Ks Kh 9c 8d 2d', '9d 8c 7c') };
    expect(chiBetween(weak, foul)).toBe(6);
    expect(chiBetween(foul, { ...strong, instant: 'dragon' as const })).toBe(-6);
  });
});

describe('mậu binh room', () => {
  it("takes the member's arrangement and refuses one of other cards", () => {
    if (!config) throw new Error('no config');
    const rng = seededRng('maubinh-act');
    const step = maubinhKind.start(config, { option: 'hand', stake: 100 }, rng);
    expect(step.done).toBe(false);
    const hand = step.state.game.hands[0] as number[];
    expect(() =>
      maubinhKind.act?.(
        config,
        step.state,
        { type: 'arrange', back: hand.slice(0, 5), middle: hand.slice(5, 10), front: [0, 1, 2] },
        rng,
      ),
    ).toThrow();
    const done = maubinhKind.act?.(
      config,
      step.state,
      { type: 'arrange', back: hand.slice(0, 5), middle: hand.slice(5, 10), front: hand.slice(10) },
      rng,
    );
    expect(done?.done).toBe(true);
    expect(done?.extraStake).toBe(0);
  });
  it('returns exactly 95 % by symmetry and measures it', () => {
    if (!config) throw new Error('no config');
    expect(maubinhKind.rtp(config).theoretical).toEqual(ratio(19, 20));
    const run = simulate(maubinhKind, config, { option: 'hand', stake: 100 }, 5_000, seededRng('maubinh'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.13);
  }, 30_000);
});
