import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each history entry of this tab was scrolled to, by its location key. */
const positions = new Map<string, number>();

/** How long a restore waits for a lazily loaded page to grow tall enough. */
const restoreForMs = 4000;

function restore(top: number) {
  const started = performance.now();
  const attempt = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    if (reachable || performance.now() - started > restoreForMs) {
      window.scrollTo(0, top);
      return;
    }
    requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * Scroll like a native app: a new page (a link, a button) opens at its top, back and forward
 * return where that page was left, and a replaced address (a filter) keeps its place. Rendered
 * after the routes, so its effect runs after theirs (a page's window virtualizer scrolls to where
 * the window was when it rendered). The browser's own restoration is off: it runs before a lazily
 * loaded page has its height. Nothing moves before the next page commits: the page on screen
 * while the next one loads keeps its place.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRef(location.key);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(key.current, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) restore(saved);
    else if (navigationType === 'PUSH' && !location.hash) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);

  return null;
}
