import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems } from './paginationItems';

/** Compact picture of the items: page numbers and '…'. */
const show = (items: PaginationItem[]) => items.map((item) => (item.type === 'page' ? item.page : '…'));

describe('paginationItems', () => {
  it('gives nothing for zero or negative page counts', () => {
    expect(paginationItems({ pageCount: 0, currentPage: 1 })).toEqual([]);
    expect(paginationItems({ pageCount: -3, currentPage: 1 })).toEqual([]);
    expect(paginationItems({ pageCount: Number.NaN, currentPage: 1 })).toEqual([]);
  });

  it('shows a single page', () => {
    expect(show(paginationItems({ pageCount: 1, currentPage: 1 }))).toEqual([1]);
  });

  it('shows every page when they fit in range plus margins', () => {
    expect(show(paginationItems({ pageCount: 5, currentPage: 3 }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('uses page range 3 and margin pages 1 by default, with ellipses on both sides', () => {
    expect(show(paginationItems({ pageCount: 10, currentPage: 5 }))).toEqual([1, '…', 4, 5, 6, '…', 10]);
  });

  it('keeps the window inside the list at the start and the end', () => {
    expect(show(paginationItems({ pageCount: 10, currentPage: 1 }))).toEqual([1, 2, 3, '…', 10]);
    expect(show(paginationItems({ pageCount: 10, currentPage: 10 }))).toEqual([1, '…', 8, 9, 10]);
  });

  it('shows a lone hidden page instead of an ellipsis', () => {
    // window 2..4 around page 3; page 5 alone between 4 and the margin page 6
    expect(show(paginationItems({ pageCount: 6, currentPage: 3 }))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(show(paginationItems({ pageCount: 10, currentPage: 3 }))).toEqual([1, 2, 3, 4, '…', 10]);
  });

  it('clamps a current page outside the list', () => {
    expect(show(paginationItems({ pageCount: 10, currentPage: 99 }))).toEqual([1, '…', 8, 9, 10]);
    expect(show(paginationItems({ pageCount: 10, currentPage: -2 }))).toEqual([1, 2, 3, '…', 10]);
  });

  it('honours custom range and margins', () => {
    expect(show(paginationItems({ pageCount: 20, currentPage: 10, pageRange: 5, marginPages: 2 }))).toEqual([
      1,
      2,
      '…',
      8,
      9,
      10,
      11,
      12,
      '…',
      19,
      20,
    ]);
    expect(show(paginationItems({ pageCount: 20, currentPage: 10, marginPages: 0 }))).toEqual([
      '…',
      9,
      10,
      11,
      '…',
    ]);
  });

  it('centres an even range with the extra page after the current one', () => {
    expect(show(paginationItems({ pageCount: 20, currentPage: 10, pageRange: 4 }))).toEqual([
      1,
      '…',
      9,
      10,
      11,
      12,
      '…',
      20,
    ]);
  });

  it('always contains the current page exactly once and keys ellipses uniquely', () => {
    for (let count = 1; count <= 30; count++) {
      for (let current = 1; current <= count; current++) {
        const items = paginationItems({ pageCount: count, currentPage: current });
        expect(items.filter((i) => i.type === 'page' && i.page === current)).toHaveLength(1);
        const pages = items.flatMap((i) => (i.type === 'page' ? [i.page] : []));
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        const keys = items.flatMap((i) => (i.type === 'ellipsis' ? [i.key] : []));
        expect(new Set(keys).size).toBe(keys.length);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });
});
