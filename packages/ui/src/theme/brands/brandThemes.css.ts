import { brandClassName, deriveTheme } from '@playsite/brands';
import { loadBrands } from '@playsite/brands/node';
import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';

/**
 * Every brand folder (`brands/<id>/` at the repository root), read when this file is built: the
 * theme class per brand for Storybook, the visual tests and the component tests. The site does not
 * import this; the server serves each page only its own brand's stylesheet.
 */
const folders = loadBrands();
for (const warning of folders.flatMap((brand) => brand.warnings)) console.warn(`brand contrast: ${warning}`);

/** Every brand id, sorted. */
export const brandNames: readonly string[] = folders.map((brand) => brand.id);

/** id -> the label to show and the class that themes an element and everything inside it. */
export const brands: Readonly<Record<string, { label: string; className: string }>> = Object.fromEntries(
  folders.map((brand) => {
    const className = brandClassName(brand.id);
    createGlobalTheme(`.${className}`, vars, deriveTheme(brand.file.tokens));
    return [brand.id, { label: brand.file.label, className }];
  }),
);
