import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { mjGame } from './game.ts';
import { mjKind } from './kind.ts';
import { houseDiscard, isWinning, type Tile, typeOf } from './tiles.ts';

const config = mjKind.configFor({
  gameCode: 'X_MJ_14_1',
  gameType: 'PVP',
  classification: 'MJ',
  vassalage: 'X',
  gameName: '二人麻将',
});
/** Tiles from types, each copy the next free tile of its type: "1 1 1 2 3 E" (E S W N, R G W… as 9–15). */
const hand = (types: number[]): Tile[] => {
  const used = new Map<number, number>();
  return types.map((type) => {
    const copy = used.get(type) ?? 0;
    used.set(type, copy + 1);
    return type * 4 + copy;
  });
};

describe('two-player mahjong hands', () => {
  it('wins with four sets and a pair, or seven pairs', () => {
    expect(isWinning(hand([0, 1, 2, 3, 4, 5, 6, 6, 6, 13, 13, 13, 9, 9]))).toBe(true);
    expect(isWinning(hand([0, 0, 1, 1, 2, 2, 5, 5, 8, 8, 9, 9, 15, 15]))).toBe(true);
    expect(isWinning(hand([0, 1, 2, 3, 4, 5, 6, 6, 6, 13, 13, 14, 9, 9]))).toBe(false);
    // Honours never make a chow.
    expect(isWinning(hand([9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8]))).toBe(false);
  });
  it('discards the tile least worth keeping: lone honours first', () => {
    expect(typeOf(houseDiscard(hand([0, 1, 2, 4, 4, 13, 7])))).toBe(13);
    expect(typeOf(houseDiscard(hand([0, 1, 2, 4, 4, 8])))).toBe(8);
  });
});

describe('two-player mahjong table', () => {
  it('lets the other seat win on a discard', () => {
    const game = mjGame.deal(seededRng('mj'), { seats: 2, button: 1, ante: 100, maxLoss: 95 });
    game.toAct = 0;
    game.over = false;
    game.hands[1] = hand([0, 1, 2, 3, 4, 5, 6, 6, 6, 13, 13, 13, 9]);
    game.hands[0] = [9 * 4 + 1, ...hand([14, 14, 14, 15, 15, 15, 10, 10, 10, 11, 11, 11, 12])];
    mjGame.play(game, 0, { type: 'discard', tile: 9 * 4 + 1 });
    expect(game.how).toBe('discard');
    expect(mjGame.outcome(game)).toEqual({ winners: [1] });
  });
  it('returns exactly 95 % by symmetry and measures it', () => {
    if (!config) throw new Error('no config');
    expect(mjKind.rtp(config).theoretical).toEqual(ratio(19, 20));
    const run = simulate(mjKind, config, { option: 'hand', stake: 100 }, 3_000, seededRng('mj-sim'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.06);
  }, 30_000);
});
