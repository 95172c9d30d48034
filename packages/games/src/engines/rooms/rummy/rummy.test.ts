import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards } from '../common/cards.ts';
import { rummyGame } from './game.ts';
import { rummyKind } from './kind.ts';

const config = rummyKind.configFor({
  gameCode: 'X_RUMMY_15_1',
  gameType: 'PVP',
  classification: 'RUMMY',
  vassalage: 'X',
  gameName: 'Rummy',
});
const card = (text: string) => cards(text)[0] as number;

describe('rummy', () => {
  it('goes out when every card left is in melds, and never discards the card just taken', () => {
    const game = rummyGame.deal(seededRng('rummy'), { seats: 4, button: 3, ante: 100, maxLoss: 95 });
    game.hands[0] = cards('7s 7h 7d 2c 3c 4c Kd');
    game.pile = cards('5c');
    rummyGame.play(game, 0, { type: 'take' });
    expect(() => rummyGame.play(game, 0, { type: 'discard', card: card('5c') })).toThrow();
    expect(rummyGame.strategy(game, 0)).toEqual({ type: 'discard', card: card('Kd') });
    rummyGame.play(game, 0, { type: 'discard', card: card('Kd') });
    expect(rummyGame.turn(game)).toBe(-1);
    expect(rummyGame.outcome(game)).toEqual({ winners: [0] });
  });
  it('takes the top discard only when it makes a meld', () => {
    const game = rummyGame.deal(seededRng('rummy-2'), { seats: 4, button: 3, ante: 100, maxLoss: 95 });
    game.hands[0] = cards('7s 7h 2d 9c Jc 4h Kd');
    game.pile = cards('7c');
    expect(rummyGame.strategy(game, 0)).toEqual({ type: 'take' });
    game.pile = cards('8d');
    expect(rummyGame.strategy(game, 0)).toEqual({ type: 'draw' });
  });
  it('returns exactly 95 % by symmetry and measures it', () => {
    if (!config) throw new Error('no config');
    expect(rummyKind.rtp(config).theoretical).toEqual(ratio(19, 20));
    const run = simulate(rummyKind, config, { option: 'hand', stake: 100 }, 1_500, seededRng('rummy-sim'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.3);
  }, 30_000);
});
