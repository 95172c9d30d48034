import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards } from '../common/cards.ts';
import { bestDiscard, bestMelds, isMeld } from '../melds/melds.ts';
import { canTake, phomGame, phomMelds, phomPoints, phomScore } from './game.ts';
import { phomKind } from './kind.ts';

const config = phomKind.configFor({
  gameCode: 'X_PHOM_7_1',
  gameType: 'PVP',
  classification: 'PHOM',
  vassalage: 'X',
  gameName: 'Phỏm',
});

describe('phỏm melds', () => {
  it('knows sets and same-suit runs, the ace low only', () => {
    expect(isMeld(phomMelds, cards('7s 7h 7d'))).toBe(true);
    expect(isMeld(phomMelds, cards('As 2s 3s'))).toBe(true);
    expect(isMeld(phomMelds, cards('Qs Ks As'))).toBe(false);
    expect(isMeld({ aceHigh: true }, cards('Qs Ks As'))).toBe(true);
    expect(isMeld(phomMelds, cards('5s 6h 7s'))).toBe(false);
  });
  it('finds the melds leaving the fewest points', () => {
    const split = bestMelds(phomMelds, cards('7s 7h 7d 8s 9s Kd Qc 2h 3c'), phomPoints);
    // The run 7s 8s 9s leaves 7h 7d (14 points); the set of sevens would leave 8s 9s (17).
    expect(split.points).toBe(2 + 3 + 12 + 13 + 14);
    expect(phomScore(cards('As 5h 9d Kc 2s 6h 10d Qc 3h'))).toBe(1000);
  });
  it('takes a discard only for a meld and discards the costliest loose card', () => {
    expect(canTake(cards('7s 7h 2d'), cards('7c')[0] as number)).toBe(true);
    expect(canTake(cards('7s 8h 2d'), cards('9s')[0] as number)).toBe(false);
    expect(bestDiscard(phomMelds, cards('7s 7h 7d Kc 2h'), phomPoints)).toBe(cards('Kc')[0]);
  });
});

describe('phỏm table', () => {
  it('opens with a discard by the ten-card seat and ends after four discards each', () => {
    const game = phomGame.deal(seededRng('phom'), { seats: 4, button: 3, ante: 100, maxLoss: 95 });
    if (game.u >= 0) return;
    expect(game.hands[0]).toHaveLength(10);
    expect(game.phase).toBe('discard');
    expect(() => phomGame.play(game, 0, { type: 'draw' })).toThrow();
    let moves = 0;
    while (phomGame.turn(game) >= 0) {
      const seat = phomGame.turn(game);
      phomGame.play(game, seat, phomGame.strategy(game, seat));
      moves++;
    }
    if (game.u < 0) {
      expect(game.turns).toEqual([4, 4, 4, 4]);
      expect(game.hands.every((hand) => hand.length === 9)).toBe(true);
    }
    expect(moves).toBeGreaterThan(0);
  });
  it('returns exactly 95 % by symmetry and measures it', () => {
    if (!config) throw new Error('no config');
    expect(phomKind.rtp(config).theoretical).toEqual(ratio(19, 20));
    const run = simulate(phomKind, config, { option: 'hand', stake: 100 }, 2_000, seededRng('phom-sim'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.25);
  }, 30_000);
});
