// Paths, not package names: Vite loads its config with Node, which runs no TypeScript from node_modules.

import type { Plugin } from 'vite';
import { loadBrands } from '../../brands/src/node/load.ts';
import { type ServedBrand, serveBrand } from '../../brands/src/node/page.ts';

/**
 * `vite dev` serves brands as the server does: the page in one brand (`?brand=<id>`, else the first
 * folder) and each brand's files under /brands/<id>/. Folders are read again on every page load,
 * so a brand author sees a token change on reload.
 */
export function devBrands(): Plugin {
  const current = () =>
    new Map<string, ServedBrand>(loadBrands().map((brand) => [brand.id, serveBrand(brand)]));
  return {
    name: 'playsite:dev-brands',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/brands', (request, response, next) => {
        const [id, ...file] = (request.url ?? '').split('?')[0]!.split('/').filter(Boolean);
        const asset = current()
          .get(id ?? '')
          ?.asset(file.join('/'));
        if (!asset) return next();
        response.setHeader('content-type', asset.type);
        response.end(asset.body);
      });
    },
    transformIndexHtml(html, context) {
      const brands = current();
      const asked = new URL(context.originalUrl ?? '/', 'http://dev').searchParams.get('brand');
      const brand = brands.get(asked ?? '') ?? [...brands.values()][0];
      return brand ? brand.page(html) : html;
    },
  };
}
