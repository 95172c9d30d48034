import { describe, expect, it } from 'vitest';
import { hmacRng, seededRng } from '../../src/engine/rng.ts';
import { football, footballOutcomes } from '../../src/sportsbook/models/football.ts';
import { models } from '../../src/sportsbook/models/index.ts';
import { finalScoreDistribution, startState, unitChance } from '../../src/sportsbook/models/race.ts';
import { tableTennisFormat, tennisFormat } from '../../src/sportsbook/models/rally.ts';
import { stateAt } from '../../src/sportsbook/models/types.ts';
import { effectiveProbabilities } from '../../src/sportsbook/pricing/effective.ts';

const kickoff = Date.UTC(2026, 4, 1, 12);
const winnerOf = (markets: { spec: { kind: string }; selections: { id: string; probability: number }[] }[]) =>
  markets.find((m) => m.spec.kind === 'winner')?.selections.find((s) => s.id === 'home')?.probability ??
  Number.NaN;

describe('simulation', () => {
  it('is the same match for the same key, a different one for another key', () => {
    for (const [sport, model] of Object.entries(models)) {
      const params = model.params(1.1, 0.95);
      const a = model.simulate(params, kickoff, hmacRng('secret', `match:${sport}`));
      const b = model.simulate(params, kickoff, hmacRng('secret', `match:${sport}`));
      expect(JSON.stringify(a), sport).toBe(JSON.stringify(b));
      const others = ['x', 'y', 'z'].map((key) =>
        JSON.stringify(model.simulate(params, kickoff, hmacRng(key, `match:${sport}`)).snapshots),
      );
      expect(
        others.some((other) => other !== JSON.stringify(a.snapshots)),
        sport,
      ).toBe(true);
      expect(a.endsAt).toBeGreaterThan(kickoff);
      expect(
        a.snapshots.every((s, i) => i === 0 || s.at >= (a.snapshots[i - 1] as { at: number }).at),
        sport,
      ).toBe(true);
    }
  });

  it('a moment shows the timeline cut at it, so every process sees the same state at the same time', () => {
    const params = football.params(1.2, 1);
    const timeline = football.simulate(params, kickoff, seededRng('cut'));
    const at = kickoff + 70 * 60_000;
    const state = stateAt(timeline, at).state;
    expect(football.view(params, timeline, state, at)).toEqual(
      football.view(
        params,
        timeline,
        stateAt(football.simulate(params, kickoff, seededRng('cut')), at).state,
        at,
      ),
    );
    expect(football.view(params, timeline, state, kickoff + 50 * 60_000).clock).toEqual({
      key: 'clock.halftime',
    });
  });
});

describe('football: Poisson goals', () => {
  it('simulated matches win as often as the exact price says (99.9 % interval)', () => {
    const params = football.params(1.15, 0.9);
    const exact = winnerOf(
      football.price(params, { state: { goals: [0, 0] }, now: kickoff - 1, kickoff, seed: '', main: true }),
    );
    const rng = seededRng('football-sim');
    const n = 4000;
    let wins = 0;
    let goals = 0;
    for (let i = 0; i < n; i++) {
      const { final } = football.simulate(params, kickoff, rng);
      if (final.winner === 'home') wins++;
      goals += (final.measures.goals?.[0] ?? 0) + (final.measures.goals?.[1] ?? 0);
    }
    const se = Math.sqrt((exact * (1 - exact)) / n);
    expect(Math.abs(wins / n - exact)).toBeLessThan(3.29 * se);
    expect(Math.abs(goals / n - (params.home + params.away))).toBeLessThan(
      3.29 * Math.sqrt((params.home + params.away) / n),
    );
  });

  it('live odds move with the clock and with the score', () => {
    const params = football.params(1, 1);
    const at = (minute: number) => kickoff + (minute < 45 ? minute : minute + 15) * 60_000;
    const price = (goals: [number, number], minute: number) =>
      winnerOf(football.price(params, { state: { goals }, now: at(minute), kickoff, seed: '', main: true }));
    expect(price([1, 0], 80)).toBeGreaterThan(price([1, 0], 20));
    expect(price([1, 0], 30)).toBeGreaterThan(price([0, 0], 30));
    expect(football.priceKey({ goals: [0, 0] }, at(10), kickoff)).not.toBe(
      football.priceKey({ goals: [0, 0] }, at(11), kickoff),
    );
    // The remaining goals are exactly Poisson(λ × time left): at 45' the grid is the 90' one at half the rates.
    const half = effectiveProbabilities(
      { kind: 'winner', draw: true },
      ['home'],
      footballOutcomes([0, 0], params.home / 2, params.away / 2),
    ).home;
    expect(price([0, 0], 45)).toBeCloseTo(half as number, 12);
  });
});

describe('point-by-point: exact recursion', () => {
  it('wins a tennis game from 0-0 with p = 0.6 as the closed form says (0.7357)', () => {
    // p⁴(1 + 4q + 10q²) + 20 p³q³ × p² / (p² + q²)
    const p = 0.6;
    const q = 0.4;
    const closed = p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (p * p + q * q);
    expect(unitChance(0, 0, { target: 4, by: 2 }, p)).toBeCloseTo(closed, 14);
    expect(closed).toBeCloseTo(0.7357, 4);
    expect(unitChance(3, 3, { target: 4, by: 2 }, p)).toBeCloseTo((p * p) / (p * p + q * q), 14);
    expect(unitChance(29, 29, { target: 21, by: 2, cap: 30 }, p)).toBeCloseTo(p, 14);
  });

  it('the correct-score distribution adds up to 1 and matches simulated matches', () => {
    const model = models['table-tennis'];
    const params = tableTennisFormat.params(1.1, 0.9);
    const distribution = finalScoreDistribution(tableTennisFormat, params, startState(tableTennisFormat));
    expect([...distribution.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const exact = [...distribution]
      .filter(([score]) => score.startsWith('3-'))
      .reduce((a, [, p]) => a + p, 0);
    const rng = seededRng('tt-sim');
    const n = 3000;
    let wins = 0;
    for (let i = 0; i < n; i++) if (model.simulate(params, kickoff, rng).final.winner === 'home') wins++;
    expect(Math.abs(wins / n - exact)).toBeLessThan(3.29 * Math.sqrt((exact * (1 - exact)) / n));
  });

  it('tennis prices move point by point and a break point suspends', () => {
    const model = models.tennis;
    const params = tennisFormat.params(1, 1);
    const timeline = model.simulate(params, kickoff, seededRng('tennis'));
    const prices = timeline.snapshots
      .slice(0, 30)
      .map((s) =>
        winnerOf(model.price(params, { state: s.state, now: s.at, kickoff, seed: 's', main: true })),
      );
    expect(new Set(prices.map((p) => p.toFixed(6))).size).toBeGreaterThan(10);
    expect(timeline.suspensions.some((w) => w.reason === 'suspended.breakPoint')).toBe(true);
  });
});

describe('basketball: possessions', () => {
  it('prices the winner from the exact points distribution within the simulation interval', () => {
    const model = models.basketball;
    const params = model.params(1.05, 1);
    const exact = winnerOf(
      model.price(params, { state: model.start(params), now: kickoff - 1, kickoff, seed: '', main: true }),
    );
    const rng = seededRng('bb-sim');
    const n = 2000;
    let wins = 0;
    for (let i = 0; i < n; i++) if (model.simulate(params, kickoff, rng).final.winner === 'home') wins++;
    expect(Math.abs(wins / n - exact)).toBeLessThan(3.29 * Math.sqrt((exact * (1 - exact)) / n));
  });
});
