import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  brandIdForHost,
  type HostMap,
  hostName,
  loadBrands,
  parseHostMap,
  type ServedBrand,
  serveBrand,
  unknownHostPage,
} from '@playsite/brands/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { ApiError } from '../errors.ts';
import { repoRoot } from '../files.ts';
import { failureBody } from './envelope.ts';
import { searchPages } from './pages/index.ts';
import { gameFrameSources, pagePolicy } from './security-headers.ts';

/** Serves a page of the built site in the brand of the request's host. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Brands at run time (docs/brands.md): every folder of the brands directory, chosen per request by
 * host name (BRAND_HOSTS, `<id>.localhost`, loopback names) or, in development, by `?brand=<id>`.
 * Each page carries only its own brand's stylesheet, favicon, meta text and settings.
 */
export function installBrands(
  app: FastifyInstance,
  config: ServerConfig,
  siteDir: string | undefined,
): SendPage {
  const brands = loadBrands(config.brandsDir ?? join(repoRoot, 'brands'));
  for (const warning of brands.flatMap((brand) => brand.warnings)) app.log.warn(`brand contrast: ${warning}`);
  const served = new Map<string, ServedBrand>(brands.map((brand) => [brand.id, serveBrand(brand)]));
  const ids = [...served.keys()];
  const frameSources = gameFrameSources(config);
  const policyOf = (styleSource: string) => pagePolicy({ styleSources: [styleSource], frameSources });
  const hosts: HostMap = parseHostMap(config.brandHosts, ids);

  app.get<{ Params: { id: string; '*': string }; Querystring: { v?: string } }>(
    '/brands/:id/*',
    async (request, reply) => {
      const brand = served.get(request.params.id);
      const asset = brand?.asset(request.params['*']);
      if (!brand || !asset) return reply.status(404).send(failureBody(new ApiError('notFound')));
      const current = request.query.v === brand.version;
      return reply
        .type(asset.type)
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(asset.body);
    },
  );

  const template =
    siteDir && existsSync(join(siteDir, 'index.html'))
      ? readFileSync(join(siteDir, 'index.html'), 'utf8')
      : '';
  const pages = new Map<string, string>();
  const pageOf = (brand: ServedBrand) => {
    let page = pages.get(brand.brand.id);
    if (page === undefined) {
      page = brand.page(template);
      pages.set(brand.brand.id, page);
    }
    return page;
  };

  const brandOf = (request: FastifyRequest) => {
    const asked = (request.query as { brand?: unknown }).brand;
    const id =
      !config.production && typeof asked === 'string' && served.has(asked)
        ? asked
        : brandIdForHost(request.headers.host, hosts, ids);
    return id === undefined ? undefined : served.get(id);
  };
  const unknownHost = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(421)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(unknownHostPage(hostName(request.headers.host), ids));

  // Public routes carry their own head (title, description, canonical, hreflang, JSON-LD) and a
  // crawler's view (docs/operations.md § Search engines); a failed read serves the plain page.
  const search = searchPages(app);
  if (template)
    app.get('/sitemap.xml', async (request, reply) => {
      const brand = brandOf(request);
      if (!brand) return unknownHost(request, reply);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await search.sitemap(request, brand));
    });

  return async (request, reply) => {
    const brand = brandOf(request);
    if (!brand) return unknownHost(request, reply);
    const page = pageOf(brand);
    const searchPage = await search.page(request, brand, page).catch((error: unknown) => {
      request.log.error({ err: error }, 'search page failed: serving the plain page');
      return undefined;
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policyOf(brand.styleSource))
      .send(searchPage ?? page);
  };
}
