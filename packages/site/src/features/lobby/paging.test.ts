import { describe, expect, it } from 'vitest';
import { nextShown, pagesFor } from './paging.ts';

describe('lobby paging (21 first, then 18, from pages of 24)', () => {
  it('shows 21, 39, 57 … tiles', () => {
    expect(nextShown(0)).toBe(21);
    expect(nextShown(21)).toBe(39);
    expect(nextShown(39)).toBe(57);
  });

  it('asks for just enough server pages', () => {
    expect(pagesFor(21, 10)).toBe(1);
    expect(pagesFor(39, 10)).toBe(2);
    expect(pagesFor(57, 10)).toBe(3);
    expect(pagesFor(75, 10)).toBe(4);
    expect(pagesFor(75, 2)).toBe(2);
    expect(pagesFor(21, 0)).toBe(1);
  });
});
