import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards } from '../common/cards.ts';
import { texasGame, texasToCall } from './game.ts';
import { texasKind } from './kind.ts';
import { postflopClass, preflopClass, texasMove } from './strategy.ts';

const config = texasKind.configFor({
  gameCode: 'X_TEXAS_5_1',
  gameType: 'PVP',
  classification: 'TEXAS',
  vassalage: 'X',
  gameName: "Texas Hold'em",
});
const seating = { seats: 3, button: 0, ante: 100, maxLoss: 95 };

describe("hold'em house strategy", () => {
  it('sorts hole cards: premium pairs and broadways raise, aces and suited connectors play', () => {
    expect(preflopClass(cards('Ah Ad'))).toBe(2);
    expect(preflopClass(cards('Ah Kc'))).toBe(2);
    expect(preflopClass(cards('5h 5c'))).toBe(1);
    expect(preflopClass(cards('Ah 2c'))).toBe(1);
    expect(preflopClass(cards('7h 8h'))).toBe(1);
    expect(preflopClass(cards('7h 2c'))).toBe(0);
  });
  it('reads the board: a class above the board, top pair, draws, nothing', () => {
    expect(postflopClass(cards('Ah Kd'), cards('Ac Kc 2s'))).toBe(3);
    expect(postflopClass(cards('Ah 3d'), cards('Ac 9c 2s'))).toBe(2);
    expect(postflopClass(cards('9h 3d'), cards('Ac 9c 2s'))).toBe(1);
    expect(postflopClass(cards('Kh Qh'), cards('2h 7h 9s'))).toBe(1);
    expect(postflopClass(cards('Kh Qh'), cards('2h 7h 9s 3c Jd'))).toBe(0);
    expect(postflopClass(cards('Kh 4d'), cards('9c 9s 2d'))).toBe(0);
  });
  it('raises strength, calls middling hands while bets are few, checks or folds the rest', () => {
    expect(texasMove(cards('Ah Ad'), [], 3, 3)).toBe('raise');
    expect(texasMove(cards('5h 5c'), [], 1, 1)).toBe('call');
    expect(texasMove(cards('5h 5c'), [], 2, 2)).toBe('fold');
    expect(texasMove(cards('7h 2c'), [], 0, 0)).toBe('call');
    expect(texasMove(cards('7h 2c'), [], 1, 1)).toBe('fold');
  });
});

describe('fixed-limit betting', () => {
  it('deals the board a street at a time and caps a round at four bets', () => {
    const game = texasGame.deal(seededRng(3), seating);
    expect(game.queue).toEqual([1, 2, 0]);
    const put: number[] = [];
    for (const seat of [1, 2, 0, 1, 2]) put.push(texasGame.play(game, seat, { type: 'raise' }));
    // Bets 1, 2, 3, 4 antes; the fifth raise is past the cap and calls.
    expect(put).toEqual([1, 2, 3, 3, 2]);
    expect(game.street).toBe(0);
    texasGame.play(game, 0, { type: 'call' });
    expect(game.street).toBe(1);
    expect(texasToCall(game, 1)).toBe(0);
    for (const seat of [1, 2, 0]) texasGame.play(game, seat, { type: 'check' });
    expect(game.street).toBe(2);
    expect(texasGame.play(game, 1, { type: 'raise' })).toBe(2);
    expect(() => texasGame.play(game, 1, { type: 'call' })).toThrow();
  });
  it('ends when one seat is left and splits equal hands', () => {
    const game = texasGame.deal(seededRng(4), seating);
    texasGame.play(game, 1, { type: 'raise' });
    texasGame.play(game, 2, { type: 'fold' });
    texasGame.play(game, 0, { type: 'fold' });
    expect(texasGame.turn(game)).toBe(-1);
    expect(texasGame.outcome(game)).toEqual({ winners: [1] });
    const split = texasGame.deal(seededRng(5), seating);
    split.hole = [cards('2h 3d'), cards('2c 3s'), cards('4h 4d')];
    split.board = cards('As Ks Qd Jc Th');
    expect(texasGame.outcome(split)).toEqual({ winners: [0, 1, 2] });
  });
});

describe("hold'em room", () => {
  it('returns exactly 95 % by symmetry and measures it', () => {
    if (!config) throw new Error('no config');
    expect(texasKind.rtp(config).theoretical).toEqual(ratio(19, 20));
    const run = simulate(texasKind, config, { option: 'hand', stake: 100 }, 8_000, seededRng('texas'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.12);
  }, 30_000);
});
