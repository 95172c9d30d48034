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
import { gameFrameSources, pagePolicy } from './security-headers.ts';

/** Serves a page of the built site in the brand of the request's host. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

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

  return (request, reply) => {
    const asked = (request.query as { brand?: unknown }).brand;
    const id =
      !config.production && typeof asked === 'string' && served.has(asked)
        ? asked
        : brandIdForHost(request.headers.host, hosts, ids);
    const brand = id === undefined ? undefined : served.get(id);
    if (!brand)
      return reply
        .status(421)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(unknownHostPage(hostName(request.headers.host), ids));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', policyOf(brand.styleSource))
      .send(pageOf(brand));
  };
}
