import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBrandFonts } from './brandFonts.ts';

vi.mock('@playsite/ui/fonts/families', () => ({ loadFontFamilies: async () => undefined }));

type Entries = { getEntries: () => { element?: { tagName: string } }[] };

/** Stands in for the browser's largest-paint reports, which jsdom does not make. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint'];
  static current: FakeObserver | undefined;
  observed = false;
  constructor(readonly report: (list: Entries) => void) {
    FakeObserver.current = this;
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.observed = false;
  }
  paint(tagName: string) {
    if (this.observed) this.report({ getEntries: () => [{ element: { tagName } }] });
  }
}

/** How often the fonts module has loaded: each load records it for the next visit. */
const fontsLoaded = () =>
  vi.mocked(Storage.prototype.setItem).mock.calls.filter(([key]) => key === 'playsite.fonts').length;
const settle = () => vi.waitFor(() => expect(fontsLoaded()).toBe(1));

describe('loadBrandFonts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    localStorage.clear();
    vi.spyOn(Storage.prototype, 'setItem');
    FakeObserver.current = undefined;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lets a first-time visitor’s largest image paint before the fonts are fetched', async () => {
    loadBrandFonts();
    FakeObserver.current?.paint('P');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fontsLoaded()).toBe(0);

    FakeObserver.current?.paint('IMG');
    await settle();
    expect(FakeObserver.current?.observed).toBe(false);
  });

  it('fetches them after two seconds on a page whose largest paint is text', async () => {
    loadBrandFonts();
    await vi.advanceTimersByTimeAsync(1900);
    expect(fontsLoaded()).toBe(0);
    await vi.advanceTimersByTimeAsync(200);
    await settle();
  });

  it('loads them at once for a returning visitor, who has them cached', async () => {
    localStorage.setItem('playsite.fonts', '1');
    loadBrandFonts();
    await vi.waitFor(() => expect(fontsLoaded()).toBe(2));
    expect(FakeObserver.current).toBeUndefined();
  });

  it('loads them at once where the browser cannot report its largest paint', async () => {
    FakeObserver.supportedEntryTypes = [];
    try {
      loadBrandFonts();
      await settle();
    } finally {
      FakeObserver.supportedEntryTypes = ['largest-contentful-paint'];
    }
  });
});
