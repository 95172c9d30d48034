import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards } from '../common/cards.ts';
import { zjhGame, zjhStrategy } from './game.ts';
import { zjhKind } from './kind.ts';
import { zjhHand } from './ranking.ts';

const ref = {
  gameCode: 'TEAHOUSE_ZJH_3_1',
  gameType: 'PVP',
  classification: 'ZJH',
  vassalage: 'TEAHOUSE',
  gameName: '炸金花',
};
const config = zjhKind.configFor(ref);
const score = (text: string) => zjhHand(cards(text)).score;

describe('zha jin hua ranking', () => {
  it('orders the classes: leopard, straight flush, flush, straight, pair, high card', () => {
    const order = ['2s 2h 2c', 'Ah 2h 3h', 'Ks 9s 4s', 'Qd Kc As', 'Ac Ad Kh', 'Ac Kd Jh'];
    for (let i = 1; i < order.length; i++)
      expect(score(order[i - 1] as string)).toBeGreaterThan(score(order[i] as string));
  });
  it('ranks A-2-3 the lowest straight and Q-K-A the highest', () => {
    expect(score('Ah 2c 3d')).toBeLessThan(score('2h 3c 4d'));
    expect(score('Qh Kc Ad')).toBeGreaterThan(score('Jh Qc Kd'));
    expect(zjhHand(cards('Kh Ac 2d')).category).toBe(0);
  });
  it('compares pairs by the pair, then the kicker; suits never break a tie', () => {
    expect(score('9h 9c 2d')).toBeGreaterThan(score('8h 8c Ad'));
    expect(score('9h 9c 3d')).toBeGreaterThan(score('9s 9d 2d'));
    expect(score('Ah Kc 9d')).toBe(score('As Kd 9c'));
  });
});

describe('zha jin hua table', () => {
  it('serves every ZJH game and no other', () => {
    expect(config?.seats).toBe(5);
    expect(zjhKind.configFor({ ...ref, classification: 'NN' })).toBeUndefined();
    expect(zjhKind.configFor({ ...ref, gameType: 'RNG' })).toBeUndefined();
  });
  it('follows the published house strategy', () => {
    expect(zjhStrategy(cards('5h 6h 7h'), 4, 3)).toBe('call');
    expect(zjhStrategy(cards('Th Tc 2d'), 1, 1)).toBe('raise');
    expect(zjhStrategy(cards('3h 3c 2d'), 3, 1)).toBe('fold');
    expect(zjhStrategy(cards('Ah 9c 2d'), 2, 2)).toBe('call');
    expect(zjhStrategy(cards('Qh 9c 2d'), 1, 1)).toBe('fold');
  });
  it("takes the member's calls and raises as extra stake and refuses moves out of turn", () => {
    if (!config) throw new Error('no config');
    const rng = seededRng('zjh-act');
    for (let i = 0; i < 50; i++) {
      const step = zjhKind.start(config, { option: 'hand', stake: 200 }, rng);
      if (step.done) continue;
      expect(step.view.actions).toContain('call');
      const raised = zjhKind.act?.(config, step.state, { type: 'raise' }, rng);
      expect(raised?.extraStake).toBe(200 * (step.state.game.level + 1));
      expect(() => zjhKind.act?.(config, step.state, { type: 'peek' }, rng)).toThrow();
      return;
    }
    throw new Error('the member never had a turn');
  });
  it('pays the pot less 5 % to the best hand still in', () => {
    const game = zjhGame.deal(seededRng(1), { seats: 3, button: 0, ante: 100, maxLoss: 95 });
    game.hands = [cards('2s 2h 2c'), cards('As Ks Qs'), cards('3d 7c 9h')];
    expect(zjhGame.outcome(game)).toEqual({ winners: [0] });
    game.folded[0] = true;
    expect(zjhGame.outcome(game)).toEqual({ winners: [1] });
  });
  it('returns exactly 95 % by symmetry', () => {
    if (!config) throw new Error('no config');
    expect(zjhKind.rtp(config).theoretical).toEqual(ratio(19, 20));
  }, 30_000);
  it('measures 95 % in a seeded simulation', () => {
    if (!config) throw new Error('no config');
    const run = simulate(zjhKind, config, { option: 'hand', stake: 100 }, 20_000, seededRng('zjh'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.06);
  }, 30_000);
});
