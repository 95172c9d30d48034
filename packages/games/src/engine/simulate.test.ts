import { describe, expect, it } from 'vitest';
import { normalQuantile, z999 } from './simulate.ts';

describe('normalQuantile', () => {
  it('gives the standard normal quantiles of the tables', () => {
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.9995)).toBeCloseTo(z999, 3);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 9);
  });

  it('widens each interval of a run with more lines (Bonferroni)', () => {
    expect(normalQuantile(1 - 0.001 / 62)).toBeGreaterThan(normalQuantile(1 - 0.001 / 2));
  });
});
