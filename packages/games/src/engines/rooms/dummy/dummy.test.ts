import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards } from '../common/cards.ts';
import { dummyGame, dummyPoints, dummyScore, takeMelds } from './game.ts';
import { dummyKind } from './kind.ts';

const config = dummyKind.configFor({
  gameCode: 'X_DUMMY_11_1',
  gameType: 'PVP',
  classification: 'DUMMY',
  vassalage: 'X',
  gameName: 'ดัมมี่',
});
const card = (text: string) => cards(text)[0] as number;

describe('dummy', () => {
  it('scores cards: 5, 10, aces 15, the 2♣ and Q♠ 50', () => {
    expect(cards('3h 9d 10s Kc Ah 2c Qs 2d').map(dummyPoints)).toEqual([5, 5, 10, 10, 15, 50, 50, 5]);
  });
  it('takes the top discard only into a meld that leaves a card to discard', () => {
    expect(takeMelds(cards('Qh Kh 4c'), card('Ah'))).toHaveLength(1);
    expect(takeMelds(cards('Qh Kh'), card('Ah'))).toHaveLength(0);
    expect(takeMelds(cards('Qh 9h 4c'), card('Ah'))).toHaveLength(0);
  });
  it('makes a taken card go straight into a meld, then scores laid minus held cards and the knock', () => {
    const game = dummyGame.deal(seededRng('dummy'), { seats: 4, button: 3, ante: 100, maxLoss: 95 });
    game.hands[0] = cards('Qh Kh 4c 9d');
    game.pile = cards('Ah');
    dummyGame.play(game, 0, { type: 'take' });
    expect(game.phase).toBe('meldTaken');
    expect(() => dummyGame.play(game, 0, { type: 'discard', card: card('4c') })).toThrow();
    dummyGame.play(game, 0, { type: 'meld', cards: cards('Qh Kh Ah') });
    dummyGame.play(game, 0, { type: 'discard', card: card('4c') });
    expect(dummyScore(game, 0)).toBe(10 + 10 + 15 - 5);
    expect(game.toAct).toBe(1);
  });
  it('returns exactly 95 % by symmetry and measures it', () => {
    if (!config) throw new Error('no config');
    expect(dummyKind.rtp(config).theoretical).toEqual(ratio(19, 20));
    const run = simulate(dummyKind, config, { option: 'hand', stake: 100 }, 1_500, seededRng('dummy-sim'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.3);
  }, 30_000);
});
