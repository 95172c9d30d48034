import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards } from '../common/cards.ts';
import { ddzBeats, ddzComboOf, ddzCombos } from './combos.ts';
import { ddzGame } from './game.ts';
import { ddzKind } from './kind.ts';
import { ddzFollow, ddzLead, houseBid } from './strategy.ts';

const type = (text: string) => ddzComboOf(cards(text))?.type;
const combo = (text: string) => {
  const found = ddzComboOf(cards(text));
  if (!found) throw new Error(`not a combination: ${text}`);
  return found;
};
const config = ddzKind.configFor({
  gameCode: 'X_DDZ_4_1',
  gameType: 'PVP',
  classification: 'DDZ',
  vassalage: 'X',
  gameName: '斗地主',
});

describe('dou di zhu combinations', () => {
  it('reads every shape', () => {
    expect(type('3s')).toBe('single');
    expect(type('jk JK')).toBe('rocket');
    expect(type('9s 9h 9c 9d')).toBe('bomb');
    expect(type('9s 9h 9c 4d')).toBe('tripleSingle');
    expect(type('9s 9h 9c 4d 4s')).toBe('triplePair');
    expect(type('3s 4h 5c 6d 7s')).toBe('straight');
    expect(ddzComboOf(cards('10s Jh Qc Kd As 2s'))).toBeUndefined();
    expect(type('3s 3h 4c 4d 5s 5h')).toBe('pairChain');
    expect(type('3s 3h 3c 4d 4s 4h')).toBe('plane');
    expect(type('3s 3h 3c 4d 4s 4h 9c Kd')).toBe('planeSingles');
    expect(type('3s 3h 3c 4d 4s 4h 9c 9d Kd Ks')).toBe('planePairs');
    expect(type('9s 9h 9c 9d 3s 5h')).toBe('fourSingles');
    expect(ddzCombos(cards('9s 9h 9c 9d 3s 3h 5h 5d')).map((c) => c.type)).toContain('fourPairs');
    expect(ddzComboOf(cards('3s 4h'))).toBeUndefined();
  });
  it('beats the same shape higher, anything with a bomb, a bomb with the rocket', () => {
    expect(ddzBeats(combo('2s'), combo('As'))).toBe(true);
    expect(ddzBeats(combo('jk'), combo('2s'))).toBe(true);
    expect(ddzBeats(combo('4s 5h 6c 7d 8s'), combo('3s 4h 5c 6d 7s'))).toBe(true);
    expect(ddzBeats(combo('4s 5h 6c 7d 8s 9s'), combo('3s 4h 5c 6d 7s'))).toBe(false);
    expect(ddzBeats(combo('3s 3h 3c 3d'), combo('As Ah Ac Kd'))).toBe(true);
    expect(ddzBeats(combo('4s 4h 4c 4d'), combo('3s 3h 3c 3d'))).toBe(true);
    expect(ddzBeats(combo('jk JK'), combo('2s 2h 2c 2d'))).toBe(true);
    expect(ddzBeats(combo('2s 2h 2c 2d'), combo('jk JK'))).toBe(false);
  });
});

describe('dou di zhu house strategy', () => {
  it('bids by twos, jokers and bombs', () => {
    expect(houseBid(cards('2s 2h 2c JK jk 3s'), 0)).toBe(3);
    expect(houseBid(cards('2s 2h JK jk 3s'), 0)).toBe(2);
    expect(houseBid(cards('2s 2h 2c 3s'), 0)).toBe(1);
    expect(houseBid(cards('2s 2h 2c 3s'), 1)).toBe(0);
    expect(houseBid(cards('3s 4h'), 0)).toBe(0);
  });
  it('leads straights, pair runs and triples with a kicker from the bottom', () => {
    expect(ddzLead(cards('3s 4h 5c 6d 7s Kd')).type).toBe('straight');
    expect(ddzLead(cards('3s 3h 4c 4d 5s 5h Kd')).type).toBe('pairChain');
    expect(ddzLead(cards('3s 3h 3c 9d Kd Ks')).cards).toEqual(cards('3s 3h 3c 9d'));
    expect(ddzLead(cards('3s 3h 3c 3d Kd')).cards).toEqual(cards('Kd'));
  });
  it('follows low, keeps bombs unless the opponent is nearly out', () => {
    const hand = cards('5s 9h 9c 9d 9s Kd Ks');
    expect(ddzFollow(hand, combo('4d'), 10)?.cards).toEqual(cards('5s'));
    expect(ddzFollow(hand, combo('Qh Qd'), 10)?.cards).toEqual(cards('Kd Ks'));
    expect(ddzFollow(hand, combo('As Ad'), 10)).toBeUndefined();
    expect(ddzFollow(hand, combo('As Ad'), 3)?.type).toBe('bomb');
  });
});

describe('dou di zhu table', () => {
  it('bids, gives the kitty to the landlord and pays both peasants when one goes out', () => {
    const game = ddzGame.deal(seededRng('ddz'), { seats: 3, button: 2, ante: 100, maxLoss: 95 });
    expect(game.toAct).toBe(0);
    expect(() => ddzGame.play(game, 0, { type: 'bid', bid: 4 })).toThrow();
    ddzGame.play(game, 0, { type: 'bid', bid: 1 });
    expect(() => ddzGame.play(game, 1, { type: 'bid', bid: 1 })).toThrow();
    ddzGame.play(game, 1, { type: 'bid', bid: 2 });
    ddzGame.play(game, 2, { type: 'bid', bid: 0 });
    expect(game.landlord).toBe(1);
    expect(game.hands[1]).toHaveLength(20);
    expect(game.toAct).toBe(1);
    game.hands[0] = cards('3s');
    game.current = combo('Kh');
    game.currentSeat = 1;
    game.toAct = 0;
    ddzGame.play(game, 0, { type: 'pass' });
    ddzGame.play(game, 1, { type: 'pass' });
    expect(game.current).toBeNull();
  });
  it('returns exactly 95 % by symmetry and measures it', () => {
    if (!config) throw new Error('no config');
    expect(ddzKind.rtp(config).theoretical).toEqual(ratio(19, 20));
    const run = simulate(ddzKind, config, { option: 'hand', stake: 100 }, 3_000, seededRng('ddz-sim'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.12);
  }, 30_000);
});
