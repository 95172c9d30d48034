import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  brandIdForHost,
  type HostMap,
  hostName,
  parseHostMap,
  type ServedBrand,
  serveBrand,
  unknownHostPage,
  withTokens,
} from '@playsite/brands/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../context.ts';
import { readDesigns } from '../domain/brand-designs.ts';
import { brandsOf } from '../domain/brand-of-host.ts';
import { ApiError } from '../errors.ts';
import { failureBody } from './envelope.ts';
import { searchPages } from './pages/index.ts';
import { gameFrameSources, pagePolicy } from './security-headers.ts';

/** Serves a page of the built site in the brand of the request's host. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** How long a server process serves a brand's design before it looks for a newer publication. */
const designCheckMs = 1000;

/**
 * Brands at run time (docs/brands.md): every folder of the brands directory, chosen per request by
 * host name (BRAND_HOSTS, `<id>.localhost`, loopback names) or, in development, by `?brand=<id>`.
 * Each page carries only its own brand's stylesheet, favicon, meta text and settings, in the
 * design the brand studio last published (else its folder's).
 */
export function installBrands(app: FastifyInstance, ctx: Context, siteDir: string | undefined): SendPage {
  const { config } = ctx;
  const brands = brandsOf(config);
  for (const warning of brands.flatMap((brand) => brand.warnings)) app.log.warn(`brand contrast: ${warning}`);
  const folders = new Map<string, ServedBrand>(brands.map((brand) => [brand.id, serveBrand(brand)]));
  const ids = [...folders.keys()];
  // Each publication is served once per revision; every process reads the table at most once a second.
  const published = new Map<string, { revision: number; brand: ServedBrand }>();
  let checked: { at: number; pending?: Promise<void> } = { at: -Infinity };
  const refresh = async () => {
    for (const [id, design] of await readDesigns(ctx.db)) {
      const folder = folders.get(id);
      if (!folder || published.get(id)?.revision === design.revision) continue;
      published.set(id, {
        revision: design.revision,
        brand: serveBrand(withTokens(folder.brand, design.tokens)),
      });
    }
  };
  const current = async (id: string): Promise<ServedBrand | undefined> => {
    if (Date.now() - checked.at >= designCheckMs) {
      checked.pending ??= refresh()
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'brand designs unread: serving the last known'),
        )
        .finally(() => {
          checked = { at: Date.now() };
        });
      await checked.pending;
    }
    return published.get(id)?.brand ?? folders.get(id);
  };
  const frameSources = gameFrameSources(config);
  const policyOf = (styleSource: string) => pagePolicy({ styleSources: [styleSource], frameSources });
  const hosts: HostMap = parseHostMap(config.brandHosts, ids);

  app.get<{ Params: { id: string; '*': string }; Querystring: { v?: string } }>(
    '/brands/:id/*',
    async (request, reply) => {
      const brand = await current(request.params.id);
      const asset = brand?.asset(request.params['*']);
      if (!brand || !asset) return reply.status(404).send(failureBody(new ApiError('notFound')));
      const versioned = request.query.v === brand.version;
      return reply
        .type(asset.type)
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(asset.body);
    },
  );

  const template =
    siteDir && existsSync(join(siteDir, 'index.html'))
      ? readFileSync(join(siteDir, 'index.html'), 'utf8')
      : '';
  const pages = new WeakMap<ServedBrand, string>();
  const pageOf = (brand: ServedBrand) => {
    let page = pages.get(brand);
    if (page === undefined) {
      page = brand.page(template);
      pages.set(brand, page);
    }
    return page;
  };

  const brandOf = (request: FastifyRequest) => {
    const asked = (request.query as { brand?: unknown }).brand;
    const id =
      !config.production && typeof asked === 'string' && folders.has(asked)
        ? asked
        : brandIdForHost(request.headers.host, hosts, ids);
    return id === undefined ? undefined : current(id);
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
      const brand = await brandOf(request);
      if (!brand) return unknownHost(request, reply);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await search.sitemap(request, brand));
    });

  return async (request, reply) => {
    const brand = await brandOf(request);
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
