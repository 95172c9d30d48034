import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards } from '../common/cards.ts';
import { samlocKind } from '../samloc/kind.ts';
import { threeOfSpades, tlmnGame, tlmnKind } from '../tlmn/kind.ts';
import { beats, type ClimbingRules, type Combo, comboOf } from './combos.ts';
import { samlocInstant, tlmnInstant } from './instant.ts';
import { followingPlay, leadingPlay } from './moves.ts';

const tlmn: ClimbingRules = { suited: true, pairRuns: true };
const sam: ClimbingRules = { suited: false, pairRuns: false };
const combo = (rules: ClimbingRules, text: string) => comboOf(rules, cards(text)) as Combo;
const ref = (classification: string) => ({
  gameCode: `X_${classification}`,
  gameType: 'PVP',
  classification,
  vassalage: 'X',
  gameName: 'x',
});

describe('tiến lên combinations', () => {
  it('reads singles, sets, straights and đôi thông; twos never run', () => {
    expect(combo(tlmn, '7h').type).toBe('single');
    expect(combo(tlmn, '7h 7s 7c').type).toBe('triple');
    expect(combo(tlmn, '3s 4h 5d').type).toBe('straight');
    expect(combo(tlmn, 'Qs Kh Ad').type).toBe('straight');
    expect(comboOf(tlmn, cards('Ks Ah 2d'))).toBeUndefined();
    expect(combo(tlmn, '3s 3h 4d 4c 5s 5h')).toMatchObject({ type: 'pairRun', length: 3 });
    expect(comboOf(tlmn, cards('3s 4h 6d'))).toBeUndefined();
    expect(comboOf(sam, cards('3s 3h 4d 4c 5s 5h'))).toBeUndefined();
  });
  it('ranks suits ♠ < ♣ < ♦ < ♥ and twos highest', () => {
    expect(beats(tlmn, combo(tlmn, '7h'), combo(tlmn, '7d'))).toBe(true);
    expect(beats(tlmn, combo(tlmn, '7c'), combo(tlmn, '7d'))).toBe(false);
    expect(beats(tlmn, combo(tlmn, '2s'), combo(tlmn, 'Ah'))).toBe(true);
    expect(beats(tlmn, combo(tlmn, '8s 8c'), combo(tlmn, '8h 8d'))).toBe(false);
    expect(beats(tlmn, combo(tlmn, '5s 6s 7h'), combo(tlmn, '5d 6h 7d'))).toBe(true);
    expect(beats(tlmn, combo(tlmn, '5s 6s 7h 8h'), combo(tlmn, '5d 6h 7d'))).toBe(false);
    // Without suits, equal ranks never beat each other.
    expect(beats(sam, combo(sam, '7h'), combo(sam, '7d'))).toBe(false);
  });
  it('chops twos with four of a kind and đôi thông', () => {
    expect(beats(tlmn, combo(tlmn, '4s 4h 4d 4c'), combo(tlmn, '2h'))).toBe(true);
    expect(beats(tlmn, combo(tlmn, '3s 3h 4d 4c 5s 5h'), combo(tlmn, '2h'))).toBe(true);
    expect(beats(tlmn, combo(tlmn, '3s 3h 4d 4c 5s 5h'), combo(tlmn, '2h 2d'))).toBe(false);
    expect(beats(tlmn, combo(tlmn, '3s 3h 4d 4c 5s 5h 6s 6h'), combo(tlmn, '2h 2d'))).toBe(true);
    expect(beats(tlmn, combo(tlmn, '4s 4h 4d 4c'), combo(tlmn, 'Ah'))).toBe(false);
    expect(beats(sam, combo(sam, '4s 4h 4d 4c'), combo(sam, '2h'))).toBe(true);
  });
  it('finds instant wins', () => {
    expect(tlmnInstant(cards('2s 2h 2d 2c 3s 4s 5s 6s 7s 8s 9s 10s Js'))).toBe('fourTwos');
    expect(tlmnInstant(cards('3s 4h 5d 6c 7s 8h 9d 10c Js Qh Kd Ac 2s'))).toBe('dragon');
    expect(tlmnInstant(cards('3s 3h 5d 5c 7s 7h 9d 9c Js Jh Kd Kc 2s'))).toBe('sixPairs');
    expect(tlmnInstant(cards('3s 3h 4d 4c 5s 5h 6d 6c 7s 7h Kd Ac 2s'))).toBe('fivePairRun');
    expect(samlocInstant(cards('3s 3h 3d 5c 5s 5h 9d 9c 9s Jh'))).toBe('threeTriples');
    expect(samlocInstant(cards('3s 4h 5d 6c 7s 8h 9d 10c Js 2h'))).toBeUndefined();
  });
});

describe('climbing house strategy', () => {
  it('opens with the lowest straight, pair run or set, and with 3♠ when it must', () => {
    expect(leadingPlay(tlmn, cards('3s 4h 5d 9c 9s'), threeOfSpades).cards).toEqual(cards('3s 4h 5d'));
    expect(leadingPlay(tlmn, cards('3h 3s 9c 9s Kd'), threeOfSpades).cards).toEqual(cards('3s 3h'));
    expect(leadingPlay(tlmn, cards('6h 6s 9c 9s 2d')).cards).toEqual(cards('6s 6h'));
    expect(leadingPlay(tlmn, cards('4s 4h 4d 4c 9s')).cards).toEqual(cards('9s'));
  });
  it('follows with the weakest beating play, keeps twos and fours for the end, chops twos', () => {
    const hand = cards('5d 8s 8h 2h 4s 4h 4d 4c Kd Qc Js');
    expect(followingPlay(tlmn, hand, combo(tlmn, '7h'), 10)?.cards).toEqual(cards('8s'));
    expect(followingPlay(tlmn, hand, combo(tlmn, 'Ah'), 10)).toBeUndefined();
    expect(followingPlay(tlmn, hand, combo(tlmn, 'Ah'), 3)?.cards).toEqual(cards('2h'));
    expect(followingPlay(tlmn, hand, combo(tlmn, '2d'), 10)?.type).toBe('four');
  });
});

describe('tiến lên and sâm lốc tables', () => {
  it('makes the 3♠ holder open with it and refuses illegal plays', () => {
    const game = tlmnGame.deal(seededRng('tlmn-open'), { seats: 4, button: 0, ante: 100, maxLoss: 95 });
    const opener = game.toAct;
    expect(game.hands[opener]).toContain(threeOfSpades);
    const other = (game.hands[opener] as number[]).find((card) => card !== threeOfSpades) as number;
    expect(() => tlmnGame.play(game, opener, { type: 'play', cards: [other] })).toThrow();
    expect(() => tlmnGame.play(game, opener, { type: 'pass' })).toThrow();
    tlmnGame.play(game, opener, { type: 'play', cards: [threeOfSpades] });
    const next = game.toAct;
    expect(() =>
      tlmnGame.play(game, next, { type: 'play', cards: [(game.hands[opener] as number[])[0] as number] }),
    ).toThrow();
  });
  for (const [kind, rounds] of [
    [tlmnKind, 1_500],
    [samlocKind, 2_000],
  ] as const)
    it(`${kind.kind}: returns exactly 95 % by symmetry and measures it`, () => {
      const config = kind.configFor(ref(kind === tlmnKind ? 'TLMN' : 'SAMLOC'));
      if (!config) throw new Error('no config');
      expect(kind.rtp(config).theoretical).toEqual(ratio(19, 20));
      const run = simulate(kind, config, { option: 'hand', stake: 100 }, rounds, seededRng(kind.kind));
      expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
      expect(run.halfWidth).toBeLessThan(0.25);
    }, 30_000);
});
