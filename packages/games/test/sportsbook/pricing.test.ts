import { describe, expect, it } from 'vitest';
import { gradeSelection } from '../../src/sportsbook/markets/grade.ts';
import type { MarketSpec } from '../../src/sportsbook/markets/spec.ts';
import { marketId, parseMarketId, selectionIds } from '../../src/sportsbook/markets/spec.ts';
import { footballOutcomes } from '../../src/sportsbook/models/football.ts';
import { effectiveProbabilities, totalProbability } from '../../src/sportsbook/pricing/effective.ts';
import { marginOdds, offeredOdds100, overround } from '../../src/sportsbook/pricing/margin.ts';
import { offerMarket } from '../../src/sportsbook/pricing/offer.ts';
import { poissonPmf } from '../../src/sportsbook/pricing/poisson.ts';

const sum = (record: Record<string, number>) => Object.values(record).reduce((a, b) => a + b, 0);

describe('Poisson pricing', () => {
  const outcomes = footballOutcomes([0, 0], 1.6, 1.1);

  it('the score grid adds up to 1', () => {
    expect(sum(Object.fromEntries(poissonPmf(1.6, 15).map((p, k) => [k, p])))).toBeCloseTo(1, 14);
    expect(totalProbability(outcomes)).toBeCloseTo(1, 12);
  });

  it('every market sums to 1 before margin: 1X2, whole and quarter handicaps and totals, BTTS, correct score', () => {
    const specs: MarketSpec[] = [
      { kind: 'winner', draw: true },
      { kind: 'handicap', measure: 'goals', line: -0.5 },
      { kind: 'handicap', measure: 'goals', line: 0 },
      { kind: 'handicap', measure: 'goals', line: -0.25 },
      { kind: 'handicap', measure: 'goals', line: 0.75 },
      { kind: 'handicap', measure: 'goals', line: -1 },
      { kind: 'total', measure: 'goals', line: 2.5 },
      { kind: 'total', measure: 'goals', line: 2 },
      { kind: 'total', measure: 'goals', line: 2.25 },
      { kind: 'btts' },
      { kind: 'correct-score', measure: 'goals', max: 4 },
    ];
    for (const spec of specs) {
      const probabilities = effectiveProbabilities(spec, selectionIds(spec), outcomes);
      expect(sum(probabilities), marketId(spec)).toBeCloseTo(1, 10);
    }
  });

  it('the 1X2 probabilities are the exact Poisson sums', () => {
    const home = poissonPmf(1.6, 15);
    const away = poissonPmf(1.1, 15);
    let draw = 0;
    for (let k = 0; k <= 15; k++) draw += (home[k] as number) * (away[k] as number);
    const p = effectiveProbabilities({ kind: 'winner', draw: true }, ['home', 'draw', 'away'], outcomes);
    expect(p.draw).toBeCloseTo(draw, 14);
    // e^−2.7 × Σ 1.76^k / (k!)² = 0.2489.
    expect(p.draw).toBeCloseTo(0.2489, 4);
  });

  it('a quarter line is priced as the stake split over its two half lines', () => {
    // Home −0.25 wins on a home win and loses half on a draw: q = P(H) / (1 − P(D)/2).
    const p = effectiveProbabilities({ kind: 'winner', draw: true }, ['home', 'draw', 'away'], outcomes);
    const q = effectiveProbabilities(
      { kind: 'handicap', measure: 'goals', line: -0.25 },
      ['home', 'away'],
      outcomes,
    );
    expect(q.home).toBeCloseTo((p.home as number) / (1 - (p.draw as number) / 2), 12);
    // Home 0 (draw no bet): the draw is a push.
    const dnb = effectiveProbabilities({ kind: 'handicap', measure: 'goals', line: 0 }, ['home'], outcomes);
    expect(dnb.home).toBeCloseTo((p.home as number) / (1 - (p.draw as number)), 12);
  });
});

describe('margin', () => {
  it('the overround of the exact offered odds equals 1 + margin', () => {
    const fair = [0.47, 0.27, 0.26];
    for (const margin of [0.02, 0.05, 0.08]) {
      expect(overround(fair.map((p) => marginOdds(p, margin)))).toBeCloseTo(1 + margin, 12);
    }
  });

  it('floored odds only add to the margin, by less than the flooring', () => {
    const fair = [0.47, 0.27, 0.26];
    const margin = 0.05;
    const odds = fair.map((p) => (offeredOdds100(p, margin) as number) / 100);
    expect(odds).toEqual([2.02, 3.52, 3.66]);
    const round = overround(odds);
    expect(round).toBeGreaterThanOrEqual(1 + margin);
    expect(round).toBeLessThan(1 + margin + 0.01);
  });

  it('offers no selection below 1.01 and no market with fewer than two priced selections', () => {
    expect(offeredOdds100(0.99, 0.05)).toBeUndefined();
    expect(offeredOdds100(0.5, 0)).toBe(200);
    const spec = { kind: 'total', measure: 'goals', line: 0.5 } as const;
    const market = {
      id: marketId(spec),
      spec,
      inPlay: true,
      selections: [
        { id: 'over', probability: 0.995 },
        { id: 'under', probability: 0.005 },
      ],
    };
    expect(offerMarket(market, 0.05)).toBeUndefined();
  });
});

describe('grading', () => {
  const score = { winner: 'draw' as const, measures: { goals: [1, 1] as const } };
  it('grades quarter handicaps as half wins and half losses', () => {
    expect(gradeSelection({ kind: 'handicap', measure: 'goals', line: -0.25 }, 'home', score).outcome).toBe(
      'half-lose',
    );
    expect(gradeSelection({ kind: 'handicap', measure: 'goals', line: -0.25 }, 'away', score).outcome).toBe(
      'half-win',
    );
    expect(gradeSelection({ kind: 'handicap', measure: 'goals', line: 0 }, 'home', score).outcome).toBe(
      'push',
    );
    expect(gradeSelection({ kind: 'total', measure: 'goals', line: 2.25 }, 'under', score).outcome).toBe(
      'half-win',
    );
    expect(gradeSelection({ kind: 'total', measure: 'goals', line: 1.75 }, 'over', score).outcome).toBe(
      'half-win',
    );
    expect(gradeSelection({ kind: 'total', measure: 'goals', line: 2.5 }, 'over', score).outcome).toBe(
      'lose',
    );
    expect(gradeSelection({ kind: 'correct-score', measure: 'goals', max: 4 }, '1-1', score).outcome).toBe(
      'win',
    );
    expect(gradeSelection({ kind: 'btts' }, 'yes', score).outcome).toBe('win');
  });

  it('reads market ids back, and refuses ids it does not make', () => {
    for (const id of [
      'winner',
      'handicap:goals:-0.25',
      'total:games:21.5',
      'btts',
      'correct-score:goals:4',
      'correct-score:sets',
      'outright',
    ]) {
      const spec = parseMarketId(id, true);
      expect(spec && marketId(spec)).toBe(id);
    }
    for (const id of [
      'handicap:goals:0.3',
      'total:goals:-1',
      'total:goals:2.50',
      'winner:x',
      'handicap:Goals:1',
      'x',
    ]) {
      expect(parseMarketId(id, true)).toBeUndefined();
    }
  });
});
