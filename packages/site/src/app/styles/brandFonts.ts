import { brand } from '../../common/brand/index.ts';

/** Set once the brand fonts have been fetched: a returning visitor has them in the HTTP cache. */
const fetchedKey = 'playsite.fonts';
/** Pages whose largest paint is text start the fonts at this point. */
const latestMs = 2000;

/**
 * Loads the brand's font families only (`@playsite/ui/fonts/families`). A first-time visitor
 * fetches them only once the page's largest image (a lobby's first tiles, the home banner) has
 * painted, so the font files never compete with it; text shows in the fallback font until then.
 * A returning visitor loads them at once from the cache, so there is no swap; so does a browser
 * that cannot report its largest paint.
 */
export function loadBrandFonts() {
  const load = () =>
    import('@playsite/ui/fonts/families')
      .then(({ loadFontFamilies }) => loadFontFamilies(brand.fontFamilies))
      .then(() => localStorage.setItem(fetchedKey, '1'));
  const canWatch = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (localStorage.getItem(fetchedKey) || !canWatch) return load();
  const start = () => {
    observer.disconnect();
    clearTimeout(latest);
    load();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).element?.tagName === 'IMG'))
      start();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  const latest = setTimeout(start, latestMs);
}
