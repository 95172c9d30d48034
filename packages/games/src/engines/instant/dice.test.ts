import { describe, expect, it } from 'vitest';
import { ratio } from '../../engine/ratio.ts';
import { seededRng } from '../../engine/rng.ts';
import { simulate } from '../../engine/simulate.ts';
import { refusalOf } from '../draws/lottery/testing.ts';
import { diceKind, diceRtpAt } from './dice.ts';
import { miniGame, scriptedRng } from './testing.ts';

const config = diceKind.configFor(miniGame('DICE'))!;
const bet = (option: string, target: unknown, stake = 10_000) => ({ option, stake, extra: { target } });

describe('dice', () => {
  it('serves MINI games of classification DICE only', () => {
    expect(diceKind.configFor({ ...miniGame('DICE'), gameType: 'RNG' })).toBeUndefined();
    expect(diceKind.configFor(miniGame('MINES'))).toBeUndefined();
  });

  it('returns exactly 99 % on every target', () => {
    const { perBet, theoretical } = diceKind.rtp(config);
    expect(perBet).toEqual({ under: ratio(99, 100), over: ratio(99, 100) });
    expect(theoretical).toEqual(ratio(99, 100));
    expect(diceRtpAt('under', 3_333)).toEqual(ratio(99, 100));
  });

  it('wins under a target below it and over a target above it, at 99 % / chance', () => {
    const roll = (option: string, target: number, value: number) =>
      diceKind.start(config, bet(option, target), scriptedRng([value]));
    expect(roll('under', 50, 4_999).win).toBe(19_800);
    expect(roll('under', 50, 5_000).win).toBe(0);
    expect(roll('over', 50, 5_001).win).toBe(19_803); // 4,999 winning rolls: 1.98039… × 10,000
    expect(roll('over', 50, 5_000).win).toBe(0);
    // 33.33 % under: 99 / 33.33 = 2.970297… → 29,702 of a 10,000 stake.
    expect(roll('under', 33.33, 0).win).toBe(29_702);
    expect(roll('under', 33.33, 0).view).toMatchObject({ roll: 0, won: true, multiplier: 2.9702 });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(simulate(diceKind, config, bet('under', 25), 200_000, seededRng('dice 25')).inside).toBe(true);
    expect(simulate(diceKind, config, bet('over', 90.5), 200_000, seededRng('dice 90.5')).inside).toBe(true);
  });

  it('refuses targets out of range or with more than two decimals', () => {
    const refusal = (option: string, target: unknown) =>
      refusalOf(() => diceKind.start(config, bet(option, target), seededRng(1)));
    expect(refusal('under', 98)).toBe('accepted');
    expect(refusal('under', 98.01)).toBe('dice.target.invalid');
    expect(refusal('under', 0.99)).toBe('dice.target.invalid');
    expect(refusal('over', 1.99)).toBe('accepted');
    expect(refusal('over', 1.98)).toBe('dice.target.invalid');
    expect(refusal('under', 50.001)).toBe('dice.target.invalid');
    expect(refusal('under', '50')).toBe('dice.target.invalid');
    expect(refusal('sideways', 50)).toBe('bet.option.unknown');
    expect(refusalOf(() => diceKind.start(config, bet('under', 50, 150), seededRng(1)))).toBe(
      'bet.stake.range',
    );
  });
});
