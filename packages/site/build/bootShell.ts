// A path, not the package name: Vite loads its config with Node, which runs no TypeScript from node_modules.

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { brandClassName } from '../../ui/src/theme/brands/brandClass.ts';
import { BootShell } from '../src/app/layout/BootShell.tsx';
import { brands } from '../src/common/brand/registry.ts';
import { brandIdOf } from './activeBrand.ts';

/**
 * Writes the brand's theme class on <html> and the boot shell into #root of index.html, so the
 * first paint (header bar, brand name, placeholder) comes from HTML and CSS alone.
 */
export function bootShell(): Plugin {
  let brandId: string | undefined;
  return {
    name: 'playsite:boot-shell',
    configResolved(config) {
      brandId = config.env.VITE_BRAND;
    },
    transformIndexHtml(html) {
      const brand = brands[brandIdOf(brandId)]!;
      const shell = renderToStaticMarkup(createElement(BootShell, { brandName: brand.name }));
      return html
        .replace('<html lang="en">', `<html lang="en" class="${brandClassName(brand.theme)}">`)
        .replace('<title>PlaySite</title>', `<title>${brand.name}</title>`)
        .replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
    },
  };
}
