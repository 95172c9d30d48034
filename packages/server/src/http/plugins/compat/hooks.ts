import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../../../context.ts';
import { completeInput } from './defaults.ts';
import { endpointByRoute } from './routes.ts';

const rsaKeyPath = '/wps/session/key/rsa';

/** Any brand's code: the RSA key is the server's, the same for every brand. */
async function someMerchant(ctx: Context): Promise<string | undefined> {
  const [row] = await ctx.db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code LIMIT 1');
  return row?.code;
}

const plainObject = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : undefined;

/**
 * What real clients send, accepted (docs/compat.md): the RSA key fetched without a Merchant
 * header, and the parameters they leave out filled before the route validates its input. Runs on
 * every route of the table, before the route's own Merchant check.
 */
export function installLeniency(app: FastifyInstance, ctx: Context): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method !== 'GET' || request.headers.merchant !== undefined) return;
    if (request.url.split('?')[0] !== rsaKeyPath) return;
    const merchant = await someMerchant(ctx);
    if (merchant) request.headers.merchant = merchant;
  });
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const endpoint = endpointByRoute.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!endpoint || endpoint.encrypted) return;
    if (endpoint.method === 'GET') {
      request.query = completeInput(endpoint, plainObject(request.query) ?? {}, request);
      return;
    }
    const body = plainObject(request.body);
    // An empty body stays empty: the route answers request_body_required as before.
    if (body) request.body = completeInput(endpoint, body, request);
  });
}
