// A path, not the package name: Vite loads its config with Node, which runs no TypeScript from node_modules.

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import { pageMarks } from '../../brands/src/constants.ts';
import { BootShell } from '../src/app/layout/BootShell.tsx';

/**
 * Writes the boot shell into #root of index.html, so the first paint (header bar, brand name,
 * placeholder) comes from HTML and CSS alone. The brand's name, class, stylesheet and settings
 * are the server's to fill in per request (pageMarks; docs/brands.md).
 */
export function bootShell(): Plugin {
  return {
    name: 'playsite:boot-shell',
    transformIndexHtml(html) {
      const shell = renderToStaticMarkup(createElement(BootShell, { brandName: pageMarks.name }));
      return html.replace('<div id="root"></div>', `<div id="root">${shell}</div>`);
    },
  };
}
