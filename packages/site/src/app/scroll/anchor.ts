/**
 * The first list item on screen (one with its place in its list, aria-posinset) and how far below
 * the top of the window it stood: a virtual list (the lobby's game grid) measures its rows anew
 * when it comes back, so the same scroll offset can show other games; the anchor brings the same
 * ones back.
 */
export interface Anchor {
  /** The list's accessible name. */
  list: string;
  index: number;
  offset: number;
}

const items = 'main [aria-posinset]';

const listOf = (item: Element) => item.closest('[role="list"], ul, ol')?.getAttribute('aria-label') ?? '';
const indexOf = (item: Element) => Number(item.getAttribute('aria-posinset'));

export function findAnchor(): Anchor | undefined {
  for (const item of document.querySelectorAll(items)) {
    const { top } = item.getBoundingClientRect();
    if (top >= 0) return { list: listOf(item), index: indexOf(item), offset: top };
  }
  return undefined;
}

/**
 * Where the window must be scrolled for the anchor to stand where it stood: exact once its item
 * is rendered, estimated from the list's rendered items while it is not (a virtual list renders
 * only the rows near the viewport); undefined when the list is not there.
 */
export function anchoredTop(anchor: Anchor): number | undefined {
  const rendered = [...document.querySelectorAll(items)].filter((item) => listOf(item) === anchor.list);
  const own = rendered.find((item) => indexOf(item) === anchor.index);
  if (own) return window.scrollY + own.getBoundingClientRect().top - anchor.offset;
  const first = rendered.at(0);
  const last = rendered.at(-1);
  if (!first || !last) return undefined;
  const [firstTop, lastTop] = [first.getBoundingClientRect().top, last.getBoundingClientRect().top];
  if (indexOf(last) === indexOf(first) || lastTop <= firstTop) return undefined;
  const perItem = (lastTop - firstTop) / (indexOf(last) - indexOf(first));
  return window.scrollY + firstTop + (anchor.index - indexOf(first)) * perItem - anchor.offset;
}
