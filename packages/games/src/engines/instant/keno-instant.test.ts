import { describe, expect, it } from 'vitest';
import { ratio } from '../../engine/ratio.ts';
import { seededRng } from '../../engine/rng.ts';
import { simulate } from '../../engine/simulate.ts';
import { refusalOf } from '../draws/lottery/testing.ts';
import { kenoInstantKind } from './keno-instant.ts';
import { miniGame } from './testing.ts';

const config = kenoInstantKind.configFor(miniGame('KENO'))!;
const bet = (count: number, picks: unknown, stake = 10_000) => ({
  option: `spots:${count}`,
  stake,
  extra: { picks },
});

describe('keno-instant', () => {
  it('is the Keno 80 ticket at 99 %', () => {
    const { perBet, theoretical } = kenoInstantKind.rtp(config);
    // One spot: drawn in 20 of 80 → 99 % of 4 = 3.96.
    expect(perBet?.['spots:1']).toEqual(ratio(99, 100));
    expect(theoretical).toEqual(ratio(31_251_219, 31_631_600));
    expect(kenoInstantKind.configFor({ ...miniGame('KENO'), gameType: 'ELOTT' })).toBeUndefined();
  });

  it('pays by hits', () => {
    const round = kenoInstantKind.start(config, bet(1, [7]), seededRng('keno one'));
    expect(round.win).toBe(round.state.drawn.includes(7) ? 39_600 : 0);
    expect(round.view).toMatchObject({ hits: round.state.drawn.includes(7) ? 1 : 0 });
  });

  it('matches a seeded simulation', { timeout: 30_000 }, () => {
    expect(
      simulate(kenoInstantKind, config, bet(3, [1, 40, 80]), 100_000, seededRng('keno three')).inside,
    ).toBe(true);
  });

  it('refuses bad picks', () => {
    expect(refusalOf(() => kenoInstantKind.start(config, bet(3, [1, 2]), seededRng(1)))).toBe(
      'elott.picks.invalid',
    );
    expect(refusalOf(() => kenoInstantKind.start(config, bet(3, [1, 2, 0]), seededRng(1)))).toBe(
      'elott.picks.invalid',
    );
    expect(refusalOf(() => kenoInstantKind.start(config, bet(11, [1]), seededRng(1)))).toBe(
      'bet.option.unknown',
    );
  });
});
