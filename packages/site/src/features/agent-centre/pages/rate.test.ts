import { describe, expect, it } from 'vitest';
import { percentToBasisPoints } from './rate.ts';

describe('percentToBasisPoints', () => {
  it('reads percent with up to two decimals exactly, never through a float', () => {
    expect(percentToBasisPoints('0.8')).toBe(80);
    expect(percentToBasisPoints('1,25')).toBe(125);
    expect(percentToBasisPoints(' 100 ')).toBe(10_000);
    expect(percentToBasisPoints('0.29')).toBe(29);
  });
  it('refuses more decimals, signs, text and more than 100 %', () => {
    for (const text of ['0.125', '-1', 'abc', '100.01', '', '1e2'])
      expect(percentToBasisPoints(text)).toBeUndefined();
  });
});
