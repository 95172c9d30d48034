import { describe, expect, it } from 'vitest';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { cards } from '../common/cards.ts';
import { bullOf, payoutAgainst } from './bull.ts';
import { nnKind } from './kind.ts';

const config = nnKind.configFor({
  gameCode: 'X_NN_2_1',
  gameType: 'PVP',
  classification: 'NN',
  vassalage: 'X',
  gameName: '抢庄牛牛',
});

describe('niu niu', () => {
  it('finds the bull of five cards', () => {
    expect(bullOf(cards('Ks Qh 10c 3d 4s')).bull).toBe(7);
    expect(bullOf(cards('Ks Qh 10c 5d 5s')).bull).toBe(10);
    expect(bullOf(cards('As 3h 6c 6d 9s')).bull).toBe(5);
    expect(bullOf(cards('Ah As 2h 2c 4d')).bull).toBe(0);
  });
  it('pays 1:1, Bull Bull 3:1, and gives equal bulls to the banker', () => {
    expect(payoutAgainst(7, 6)).toBe(2);
    expect(payoutAgainst(10, 9)).toBe(4);
    expect(payoutAgainst(7, 7)).toBe(0);
    expect(payoutAgainst(0, 0)).toBe(0);
  });
  it('pins the exact RTP of pvp.ts: 3,906,484,787,840 / 3,986,646,103,440', () => {
    if (!config) throw new Error('no config');
    expect(nnKind.rtp(config).theoretical).toEqual(ratio(3_906_484_787_840n, 3_986_646_103_440n));
  }, 30_000);
  it('measures it in a seeded simulation', () => {
    if (!config) throw new Error('no config');
    const run = simulate(nnKind, config, { option: 'hand', stake: 100 }, 40_000, seededRng('nn'));
    expect(run.inside, `${run.rtp} ± ${run.halfWidth}`).toBe(true);
    expect(run.halfWidth).toBeLessThan(0.025);
  }, 30_000);
});
