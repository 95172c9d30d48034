import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { type Hwatu, kindOf, pointsOf } from './cards.ts';
import { type GostopGame, gostopGame } from './game.ts';
import { gostopKind } from './kind.ts';

const config = gostopKind.configFor({
  gameCode: 'X_GOSTOP_12_1',
  gameType: 'PVP',
  classification: 'GOSTOP',
  vassalage: 'X',
  gameName: '고스톱',
});
/** Card `k` (0–3) of `month`. */
const c = (month: number, k: number): Hwatu => (month - 1) * 4 + k;
const fresh = (): GostopGame =>
  gostopGame.deal(seededRng('gostop'), { seats: 3, button: 2, ante: 1000, maxLoss: 950 });

describe('go-stop points', () => {
  it('counts brights, animals, ribbons and junk', () => {
    expect(pointsOf([c(1, 0), c(3, 0), c(8, 0)]).brights).toBe(3);
    expect(pointsOf([c(1, 0), c(3, 0), c(12, 0)]).brights).toBe(2);
    expect(pointsOf([c(1, 0), c(3, 0), c(8, 0), c(11, 0), c(12, 0)]).brights).toBe(15);
    expect(pointsOf([c(2, 0), c(4, 0), c(8, 1)]).animals).toBe(5);
    expect(pointsOf([c(1, 1), c(2, 1), c(3, 1)]).ribbons).toBe(3);
    expect(pointsOf([c(4, 1), c(5, 1), c(7, 1), c(6, 1), c(9, 1), c(10, 1)]).ribbons).toBe(2 + 3 + 3);
    const junk = [c(1, 2), c(1, 3), c(2, 2), c(2, 3), c(3, 2), c(3, 3), c(4, 2), c(4, 3), c(11, 1)];
    expect(kindOf(c(11, 1))).toBe('doubleJunk');
    expect(pointsOf(junk).junk).toBe(1);
  });
});

describe('go-stop turns', () => {
  it('takes a matching card, leaves three of a month stuck (뻑) and takes a kiss (쪽)', () => {
    const game = fresh();
    game.toAct = 0;
    game.hands[0] = [c(5, 2), c(6, 2), c(7, 2)];
    game.table = [c(5, 0), c(9, 0)];
    game.pile = [c(5, 1), c(6, 3), c(10, 0)];
    gostopGame.play(game, 0, { type: 'play', card: c(5, 2) });
    expect(game.table.filter((card) => Math.floor(card / 4) === 4)).toHaveLength(3);
    expect(game.captured[0]).toEqual([]);
    game.toAct = 0;
    gostopGame.play(game, 0, { type: 'play', card: c(6, 2) });
    expect(game.captured[0]).toEqual([c(6, 2), c(6, 3)]);
  });
  it('asks go or stop at three points, and takes a go', () => {
    const game = fresh();
    game.toAct = 0;
    game.captured[0] = [c(1, 0), c(3, 0)];
    game.hands[0] = [c(8, 0), c(9, 2), c(10, 2)];
    game.table = [c(8, 2)];
    game.pile = [c(12, 2), c(11, 2)];
    gostopGame.play(game, 0, { type: 'play', card: c(8, 0) });
    expect(game.phase).toBe('goStop');
    expect(() => gostopGame.play(game, 0, { type: 'play', card: c(9, 2) })).toThrow();
    gostopGame.play(game, 0, { type: 'go' });
    expect(game.goes[0]).toBe(1);
    expect(game.toAct).toBe(1);
  });
  it('settles points, doubled for 피박 and 광박, capped at the ante, 고박 on the loser who went', () => {
    const game = fresh();
    game.captured = [[c(1, 0), c(3, 0), c(8, 0)], [c(2, 2)], [c(1, 2), c(2, 0)]];
    game.toAct = 0;
    game.hands[0] = [c(9, 2), c(10, 2), c(11, 2)];
    game.winner = 0;
    game.phase = 'over';
    // 3 points; both losers hold no bright: 광박 doubles to 6 points of 100.
    expect(gostopGame.outcome(game)).toEqual({ net: [1200, -600, -600] });
    game.goes[1] = 1;
    // 고박: the loser who called go pays for both.
    expect(gostopGame.outcome(game)).toEqual({ net: [950, -950, 0] });
  });
  it('plays out every card; nobody stopping is a draw (나가리)', () => {
    const game = fresh();
    while (gostopGame.turn(game) >= 0)
      gostopGame.play(game, game.toAct, gostopGame.strategy(game, game.toAct));
    if (game.winner < 0) expect(gostopGame.outcome(game)).toEqual({ net: [0, 0, 0] });
    expect(game.hands.every((hand) => hand.length === 0) || game.winner >= 0).toBe(true);
  });
  it('returns exactly 95 % by symmetry and measures it', () => {
    if (!config) throw new Error('no config');
    expect(gostopKind.rtp(config).theoretical).toEqual(ratio(19, 20));
    const run = simulate(gostopKind, config, { option: 'hand', stake: 1000 }, 6_000, seededRng('gostop-sim'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.045);
  }, 30_000);
});
