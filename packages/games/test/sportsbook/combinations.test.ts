import { describe, expect, it } from 'vitest';
import {
  choose,
  combinations,
  namedSystems,
  systemLines,
  systemsFor,
} from '../../src/sportsbook/slip/combinations.ts';

describe('system bets', () => {
  it('enumerates k-subsets in order', () => {
    expect(combinations(3, 2)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(combinations(4, 3)).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
    expect(combinations(5, 0)).toEqual([[]]);
    expect(combinations(2, 3)).toEqual([]);
  });

  it('counts the lines of the named systems', () => {
    const lines = Object.fromEntries(
      Object.entries(namedSystems).map(([name, s]) => [name, systemLines(name, s.selections)?.length]),
    );
    expect(lines).toEqual({
      trixie: 4,
      patent: 7,
      yankee: 11,
      lucky15: 15,
      canadian: 26,
      lucky31: 31,
      heinz: 57,
      lucky63: 63,
      superHeinz: 120,
      goliath: 247,
    });
  });

  it('makes a trixie of the three doubles and the treble, each line distinct', () => {
    expect(systemLines('trixie', 3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]);
    const yankee = systemLines('yankee', 4) ?? [];
    expect(new Set(yankee.map((l) => l.join())).size).toBe(11);
    expect(yankee.filter((l) => l.length === 2)).toHaveLength(6);
  });

  it('makes k/n systems and refuses ones that do not fit the slip', () => {
    expect(systemLines('2/3', 3)).toHaveLength(3);
    expect(systemLines('3/5', 5)).toHaveLength(choose(5, 3));
    expect(systemLines('2/3', 4)).toBeUndefined();
    expect(systemLines('trixie', 4)).toBeUndefined();
    expect(systemLines('4/4', 4)).toBeUndefined();
    expect(systemLines('nonsense', 3)).toBeUndefined();
    expect(systemsFor(4)).toEqual(['2/4', '3/4', 'yankee', 'lucky15']);
    expect(systemsFor(2)).toEqual([]);
  });
});
