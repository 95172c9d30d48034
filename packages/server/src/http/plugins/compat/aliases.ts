import { type Endpoint, endpoints, type HttpMethod } from '@playsite/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type AnyEndpoint = Endpoint<unknown, unknown>;
type Input = Record<string, unknown>;

/**
 * A call real clients make under another method or path than the contract's: served by the
 * contract's own route (same checks, same domain code), its input and answer reshaped here.
 */
export interface Alias {
  methods: HttpMethod[];
  path: string;
  target: AnyEndpoint;
  input?: (input: Input) => Input;
  answer?: (value: unknown) => unknown;
}

const e = endpoints as unknown as Record<string, AnyEndpoint>;
const relay = (action: string) => `/wps/relay/${action}`;
const both: HttpMethod[] = ['GET', 'POST'];

/** The named aliases (docs/compat.md § Other methods and paths). */
const named: Alias[] = [
  { methods: ['GET'], path: '/wps/game/launchGame', target: e.launchGame as AnyEndpoint },
  {
    methods: both,
    path: relay('GCSGAME_newGameVendor'),
    target: e.gameVendors as AnyEndpoint,
    // go444 reads value.lanes (or value.data.lanes); the contract's gameVendor answers the bare lanes.
    answer: (lanes) => ({ lanes }),
  },
  { methods: ['POST'], path: relay('GCSGAME_hotGamesV2'), target: e.hotGames as AnyEndpoint },
  { methods: ['POST'], path: relay('MCSFE_addFavoriteGameV2'), target: e.favoriteGameAdd as AnyEndpoint },
  {
    methods: ['POST'],
    path: relay('MCSFE_removeFavoriteGameV2'),
    target: e.favoriteGameRemove as AnyEndpoint,
  },
  { methods: ['PUT'], path: '/wps/feedback', target: e.feedback as AnyEndpoint },
  { methods: both, path: relay('CCSFE_getListAnnouncements'), target: e.announcements as AnyEndpoint },
  { methods: both, path: relay('ODSFE2_getWinnerBoard'), target: e.rankList as AnyEndpoint },
  { methods: both, path: relay('GLS2_getVassGameType'), target: e.vassGameType as AnyEndpoint },
  {
    methods: both,
    path: relay('MCSFE_processContractHourSalary'),
    target: e.hourSalaryContract as AnyEndpoint,
  },
  {
    methods: both,
    path: relay('MCSFE_processDailySalaryContract'),
    target: e.dailySalaryContract as AnyEndpoint,
  },
  { methods: both, path: relay('MCSFE_processContractDividend'), target: e.dividendContract as AnyEndpoint },
  // Claims of a promotion ticket: the raffle promotion claim (a ticket's or an issued promotion's id).
  ...['PROMOFE_claimTicket', 'MCSFE_claimIssuedPromotion', 'MCSFE_claimRafflePromotion'].map(
    (action): Alias => ({
      methods: ['POST'],
      path: relay(action),
      target: e.claimRafflePromotion as AnyEndpoint,
      input: (input) => ({ ...input, promotionId: input.promotionId ?? input.ticketId ?? input.id }),
    }),
  ),
];

/**
 * The generic ones: every GET relay also by POST (the production build posts its relays), and every
 * `MCS2_` relay also as `MCSFE_` (the production build's prefix for the same services).
 */
function generic(): Alias[] {
  const aliases: Alias[] = [];
  for (const target of Object.values(e)) {
    if (!target.path.startsWith('/wps/relay/')) continue;
    const paths = [target.path];
    if (target.path.includes('/MCS2_')) paths.push(target.path.replace('/MCS2_', '/MCSFE_'));
    for (const path of paths) {
      const methods: HttpMethod[] = [target.method];
      if (target.method === 'GET') methods.push('POST');
      aliases.push({ methods, path, target });
    }
  }
  return aliases;
}

export const aliases = (): Alias[] => [...named, ...generic()];

const hopHeaders = new Set([
  'host',
  'content-length',
  'connection',
  'content-type',
  'x-forwarded-for',
  'transfer-encoding',
]);

function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (hopHeaders.has(name) || value === undefined) continue;
    // A header sent twice stays twice (the route refuses a doubled Merchant).
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

const objectOf = (value: unknown): Input =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...(value as Input) } : {};

const queryString = (input: Input) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** Serves one alias by the target's route, in process (app.inject), from the caller's address. */
export function serveAlias(app: FastifyInstance, alias: Alias, method: HttpMethod): void {
  app.route({
    method,
    url: alias.path,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const sent =
        method === 'GET'
          ? objectOf(request.query)
          : { ...objectOf(request.query), ...objectOf(request.body) };
      const input = alias.input ? alias.input(sent) : sent;
      const headers = forwardedHeaders(request);
      const target = alias.target;
      const response = await app.inject({
        method: target.method,
        url: target.method === 'GET' ? `${target.path}${queryString(input)}` : target.path,
        headers: target.method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
        remoteAddress: request.ip,
        ...(target.method === 'GET' ? {} : { payload: JSON.stringify(input) }),
      });
      for (const name of ['cache-control', 'set-cookie', 'retry-after', 'captcha-id']) {
        const value = response.headers[name];
        if (value !== undefined) void reply.header(name, value);
      }
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        return reply
          .code(response.statusCode)
          .type(String(response.headers['content-type'] ?? 'text/plain'))
          .send(response.body);
      }
      const envelope = objectOf(body);
      if (alias.answer && envelope.success === true) envelope.value = alias.answer(envelope.value);
      return reply.code(response.statusCode).type('application/json').send(envelope);
    },
  });
}
