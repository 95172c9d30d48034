import { describe, expect, it } from 'vitest';
import type { GameRef } from '../../../engine/kind.ts';
import { ratio } from '../../../engine/ratio.ts';
import { seededRng } from '../../../engine/rng.ts';
import { simulate } from '../../../engine/simulate.ts';
import { refusalOf } from '../lottery/testing.ts';
import { cockfightKind, fightCard } from './cockfight.ts';

const arena = (n: number): GameRef => ({
  gameCode: `SPURARENA_000${n}`,
  gameType: 'COCKFIGHT',
  classification: 'COCKFIGHT',
  vassalage: 'SPURARENA',
  gameName: `Spur Arena ${n}`,
});
const config = cockfightKind.configFor(arena(1))!;
const bet = (option: string, stake = 1_000) => ({ option, stake });

describe('cockfight', () => {
  it('gives every arena its own published chances and prices', () => {
    expect(config.chances).toEqual({ meron: 5078, wala: 4469, draw: 285, cancelled: 168 });
    // Meron: 95 % of (5078 + 4469) / 5078 = 1.786… → 1.78; draw: 95 % of 9832 / 285 → 32.77.
    expect(config.pays).toEqual({ meron: 178, wala: 202, draw: 3277 });
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { chances } = cockfightKind.configFor(arena(n))!;
      expect(chances.meron + chances.wala + chances.draw + chances.cancelled).toBe(10_000);
      expect(chances.cancelled).toBeGreaterThanOrEqual(100);
      expect(chances.draw).toBeLessThanOrEqual(400);
    }
    expect(cockfightKind.configFor(arena(2))!.pays).not.toEqual(config.pays);
    expect(cockfightKind.configFor({ ...arena(1), gameType: 'LIVE' })).toBeUndefined();
  });

  it('pins the exact return of each bet, refunds included', () => {
    const { perBet, theoretical } = cockfightKind.rtp(config);
    // Meron: 1.78 on a Meron win, the stake back on a draw or a cancelled fight.
    expect(perBet?.meron).toEqual(ratio(178 * 5078 + 100 * (285 + 168), 100 * 10_000));
    expect(perBet?.draw).toEqual(ratio(3277 * 285 + 100 * 168, 100 * 10_000));
    expect(theoretical).toEqual(perBet?.wala);
  });

  it('settles each result: a draw refunds Meron and Wala, a cancelled fight every bet', () => {
    const win = (option: string, result: 'meron' | 'wala' | 'draw' | 'cancelled') =>
      cockfightKind.settle(config, bet(option), result);
    expect([win('meron', 'meron'), win('wala', 'meron'), win('draw', 'meron')]).toEqual([1_780, 0, 0]);
    expect([win('meron', 'draw'), win('wala', 'draw'), win('draw', 'draw')]).toEqual([1_000, 1_000, 32_770]);
    expect([win('meron', 'cancelled'), win('wala', 'cancelled'), win('draw', 'cancelled')]).toEqual([
      1_000, 1_000, 1_000,
    ]);
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(simulate(cockfightKind, config, bet('meron'), 200_000, seededRng('meron')).inside).toBe(true);
    expect(simulate(cockfightKind, config, bet('draw'), 200_000, seededRng('draw')).inside).toBe(true);
  });

  it('names two different roosters for every round, the same for everybody', () => {
    expect(fightCard(config, 41)).toEqual(fightCard(config, 41));
    for (let round = 0; round < 200; round++) {
      const card = fightCard(config, round);
      expect(card.meron).not.toBe(card.wala);
    }
    expect(fightCard(config, 1)).not.toEqual(fightCard(config, 2));
  });

  it('refuses unknown bets and stakes out of range', () => {
    expect(refusalOf(() => cockfightKind.validateBet(config, bet('red')))).toBe('bet.option.unknown');
    expect(refusalOf(() => cockfightKind.validateBet(config, bet('meron', 150)))).toBe('bet.stake.range');
    expect(refusalOf(() => cockfightKind.validateBet(config, bet('wala')))).toBe('accepted');
  });
});
