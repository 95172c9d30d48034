/**
 * The font families shipped with the design system (local fontsource files, no CDN), one loader
 * each, so a page fetches only its brand's families. Each file declares `unicode-range`s: the
 * browser downloads only the scripts a page really shows.
 */
export const fontFamilies: Readonly<Record<string, () => Promise<unknown>>> = {
  'Inter Variable': () => import('./inter.css'),
  'Nunito Variable': () => import('./nunito.css'),
  Cinzel: () => Promise.all([import('@fontsource/cinzel/400.css'), import('@fontsource/cinzel/700.css')]),
  'Atkinson Hyperlegible': () =>
    Promise.all([
      import('@fontsource/atkinson-hyperlegible/400.css'),
      import('@fontsource/atkinson-hyperlegible/700.css'),
    ]),
  // Thai text falls back to it in every brand (deriveTheme's font stacks).
  'Noto Sans Thai': () =>
    Promise.all([import('@fontsource/noto-sans-thai/400.css'), import('@fontsource/noto-sans-thai/700.css')]),
};

/** Loads the named families (a brand's own, unknown here, come with its stylesheet) and Thai. */
export function loadFontFamilies(names: readonly string[]): Promise<unknown> {
  const wanted = new Set([...names, 'Noto Sans Thai']);
  return Promise.all([...wanted].map((name) => fontFamilies[name]?.()));
}
