import type { BrandFile } from './brand.ts';
import { brandClassName } from './constants.ts';
import { deriveTheme } from './deriveTheme.ts';
import { themeCss } from './themeCss.ts';

/** A brand's whole stylesheet: its token values under its theme class, and its own font files. */
export function brandStylesheet(id: string, brand: BrandFile, fontUrl: (file: string) => string): string {
  const faces = brand.fonts.map(
    (font) =>
      `@font-face{font-family:${JSON.stringify(font.family)};src:url(${JSON.stringify(fontUrl(font.file))}) format("woff2");font-weight:${font.weight};font-style:${font.style};font-display:swap}`,
  );
  return [...faces, themeCss(`.${brandClassName(id)}`, deriveTheme(brand.tokens))].join('\n');
}

/** The favicon of a brand without its own: a disc in its primary colour. */
export const defaultFavicon = (brand: BrandFile): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><title>${brand.site.name.replace(/[<&]/g, '')}</title><circle cx="8" cy="8" r="7" fill="${brand.tokens.brand}"/></svg>`;
