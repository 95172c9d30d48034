export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: string };

export interface PaginationItemsOptions {
  /** Number of pages; 0 or less gives no items. */
  pageCount: number;
  /** 1-based current page; clamped into 1..pageCount. */
  currentPage: number;
  /** How many pages to show around the current page. */
  pageRange?: number;
  /** How many pages to always show at each end. */
  marginPages?: number;
}

export const defaultPageRange = 3;
export const defaultMarginPages = 1;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The page buttons and ellipses to show: `marginPages` pages at each end, a window of
 * `pageRange` pages around the current page (kept inside the page list), and an ellipsis for
 * every gap of two or more hidden pages. A gap of exactly one page shows that page instead,
 * because an ellipsis would take the same room and hide it.
 */
export function paginationItems({
  pageCount,
  currentPage,
  pageRange = defaultPageRange,
  marginPages = defaultMarginPages,
}: PaginationItemsOptions): PaginationItem[] {
  const count = Math.floor(pageCount);
  if (!(count > 0)) return [];
  const current = clamp(Math.round(currentPage), 1, count);
  const range = clamp(Math.floor(pageRange), 1, count);
  const margin = Math.max(0, Math.floor(marginPages));

  let start = current - Math.floor((range - 1) / 2);
  start = clamp(start, 1, count - range + 1);
  const end = start + range - 1;
  const visible = (page: number) => page <= margin || page > count - margin || (page >= start && page <= end);

  const items: PaginationItem[] = [];
  let page = 1;
  while (page <= count) {
    if (visible(page)) {
      items.push({ type: 'page', page });
      page += 1;
      continue;
    }
    let gapEnd = page;
    while (gapEnd + 1 <= count && !visible(gapEnd + 1)) gapEnd += 1;
    if (gapEnd === page) items.push({ type: 'page', page });
    else items.push({ type: 'ellipsis', key: `ellipsis-${page}-${gapEnd}` });
    page = gapEnd + 1;
  }
  return items;
}
