import { describe, expect, it } from 'vitest';
import { ratio } from '../../engine/ratio.ts';
import { seededRng } from '../../engine/rng.ts';
import { simulate } from '../../engine/simulate.ts';
import { refusalOf } from '../draws/lottery/testing.ts';
import { plinkoKind, plinkoRisks, plinkoRows, plinkoTable } from './plinko.ts';
import { miniGame, scriptedRng } from './testing.ts';

const config = plinkoKind.configFor(miniGame('PLINKO'))!;
const bet = (option: string, stake = 10_000) => ({ option, stake });

describe('plinko', () => {
  it('returns exactly 99 % on each of the 27 tables (binomial bins)', () => {
    const { perBet, theoretical } = plinkoKind.rtp(config);
    expect(Object.keys(perBet ?? {})).toHaveLength(27);
    for (const value of Object.values(perBet ?? {})) expect(value).toEqual(ratio(99, 100));
    expect(theoretical).toEqual(ratio(99, 100));
    expect(plinkoTable('low', 8).map(Number)).toEqual([722, 253, 120, 76, 66, 76, 120, 253, 722]);
  });

  it('pays the edges most and the middle least, more so at higher risk', () => {
    for (const rows of plinkoRows) {
      const [low, medium, high] = plinkoRisks.map((risk) => plinkoTable(risk, rows));
      for (const table of [low!, medium!, high!]) {
        expect([...table].reverse()).toEqual(table);
        expect(table[0]! > table[Math.floor(rows / 2)]!).toBe(true);
      }
      expect(low![0]! < medium![0]! && medium![0]! < high![0]!).toBe(true);
    }
  });

  it('lands in the bin of its right bounces', () => {
    const path = [1, 1, 1, 1, 1, 1, 1, 1];
    const drop = plinkoKind.start(config, bet('low:8'), scriptedRng(path));
    expect(drop).toMatchObject({ done: true, win: 72_200, view: { bin: 8, multiplier: 7.22 } });
    expect(plinkoKind.start(config, bet('low:8'), scriptedRng([0, 1, 0, 1, 1, 0, 0, 1])).win).toBe(6_600);
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(simulate(plinkoKind, config, bet('medium:12'), 100_000, seededRng('plinko medium')).inside).toBe(
      true,
    );
    expect(simulate(plinkoKind, config, bet('high:16'), 100_000, seededRng('plinko high')).inside).toBe(true);
  });

  it('refuses unknown tables', () => {
    expect(refusalOf(() => plinkoKind.start(config, bet('low:7'), seededRng(1)))).toBe('bet.option.unknown');
    expect(refusalOf(() => plinkoKind.start(config, bet('wild:8'), seededRng(1)))).toBe('bet.option.unknown');
  });
});
