import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { withCentre } from '../../common/router/centreAddress.ts';
import { type Anchor, anchoredTop, findAnchor } from './anchor.ts';

interface Place {
  top: number;
  anchor?: Anchor;
}

/** Where each history entry of this tab was scrolled to, by its location key. */
const positions = new Map<string, Place>();

/** How long a restore waits for a lazily loaded page to grow tall enough. */
const restoreForMs = 4000;

/** How long the restored place must stay put before the page is left alone. */
const holdForMs = 500;

/** What the player does to scroll: a restore still under way gives way to it. */
const playerInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls back to a place once the page is tall enough (to its first list item on screen where it
 * had one, else to its offset), and keeps it there until it has held for a moment: a window
 * virtualizer mounting with the page (the lobby's game grid) scrolls the window back to where it
 * was when it rendered, after this has already run. Returns a stop.
 */
function restore({ top, anchor }: Place): () => void {
  const started = performance.now();
  let heldSince = started;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const name of playerInput) window.removeEventListener(name, stop);
  };
  const attempt = () => {
    const now = performance.now();
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (now - started > restoreForMs) {
      if (!reachable) window.scrollTo(0, top);
      stop();
      return;
    }
    const goal = reachable ? ((anchor && anchoredTop(anchor)) ?? top) : undefined;
    if (goal !== undefined && Math.abs(window.scrollY - goal) > 1) {
      window.scrollTo(0, goal);
      heldSince = now;
    } else if (goal !== undefined && now - heldSince > holdForMs) {
      stop();
      return;
    }
    frame = requestAnimationFrame(attempt);
  };
  for (const name of playerInput) window.addEventListener(name, stop, { passive: true });
  attempt();
  return stop;
}

/**
 * Scroll like a native app: a new page (a link, a button) opens at its top, back and forward
 * return where that page was left, and a replaced address (a filter) keeps its place. Rendered
 * after the routes, so its effect runs after theirs (a page's window virtualizer scrolls to where
 * the window was when it rendered). The browser's own restoration is off: it runs before a lazily
 * loaded page has its height. Nothing moves before the next page commits: the page on screen
 * while the next one loads keeps its place, and a centre overlay opening or closing over it
 * (only its `centre` parameter changes) leaves it where it is.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRef(location.key);
  // The page under the centre overlays: opening or closing one does not move it.
  const page = `${location.pathname}${withCentre(location.search, null)}`;
  const lastPage = useRef(page);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        positions.set(key.current, { top: window.scrollY, anchor: findAnchor() }),
      );
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const samePage = lastPage.current === page;
    lastPage.current = page;
    const saved = positions.get(location.key);
    if (samePage) positions.set(location.key, { top: window.scrollY, anchor: findAnchor() });
    else if (navigationType === 'POP' && saved !== undefined) return restore(saved);
    else if (navigationType === 'PUSH' && !location.hash) window.scrollTo(0, 0);
    return undefined;
  }, [location.key, location.hash, navigationType, page]);

  return null;
}
