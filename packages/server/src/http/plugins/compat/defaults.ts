import { randomUUID } from 'node:crypto';
import { endpoints, lotteryLaunchRequest, slotLaunchRequest } from '@playsite/api/contract';
import type { FastifyRequest } from 'fastify';
import { fieldsOf } from './routes.ts';

type Input = Record<string, unknown>;
type Filler = (input: Input, request: FastifyRequest) => Input;

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};
const absent = (value: unknown) => value === undefined || value === null || value === '';
/** `language` the real clients leave out: the Language header's, else English. */
const languageOf = (request: FastifyRequest) =>
  (header(request, 'language') ?? 'EN').toUpperCase().slice(0, 8);

function withDefaults(input: Input, defaults: Input): Input {
  const filled = { ...input };
  for (const [key, value] of Object.entries(defaults)) if (absent(filled[key])) filled[key] = value;
  return filled;
}

/** Only the fields one branch of a union knows: the rest (username, token, lottoPrizeMode…) is never applied. */
function only(input: Input, fields: Set<string>): Input {
  return Object.fromEntries(Object.entries(input).filter(([key]) => fields.has(key)));
}

const slotFields = fieldsOf(slotLaunchRequest);
const lotteryFields = fieldsOf(lotteryLaunchRequest);
const asNumber = (value: unknown) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

/**
 * The launch payload real clients send: the spec's (username, token, merchantCode, clientType 3),
 * go444's (gameType, gameId and nodeId, no confirmTrans, numbers as text from a query string) and a
 * lottery launch with lottoPrizeMode. The branch is chosen by launchMode (or a lottery game code).
 */
const launch: Filler = (input, request) => {
  if (input.launchMode === 'LOTT' || (absent(input.launchMode) && !absent(input.lottoGameCode))) {
    return withDefaults(only(input, lotteryFields), {
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoView: 'betting',
      device: header(request, 'device') ?? 'web',
      language: languageOf(request),
    });
  }
  const slot = withDefaults(only(input, slotFields), {
    launchMode: 'GLS',
    accountType: 1,
    platform: 'html5',
    clientType: 2,
    confirmTrans: 0,
    language: languageOf(request),
    nodeId: input.gameId,
  });
  for (const key of ['accountType', 'clientType', 'confirmTrans']) slot[key] = asNumber(slot[key]);
  return slot;
};

const merchantOf = (request: FastifyRequest) => header(request, 'merchant') ?? '';

/** Per endpoint: the parameters real clients leave out, filled the way the platform does. */
const fillers = new Map<unknown, Filler>([
  [endpoints.launchGame, launch],
  [
    endpoints.gameList,
    (input, request) =>
      withDefaults(input, {
        merchant: merchantOf(request),
        platform: 'html5',
        clientType: 2,
        pageNo: 1,
        pageSize: 20,
        language: languageOf(request),
      }),
  ],
  [
    endpoints.hotGames,
    (input, request) =>
      withDefaults(input, {
        merchantCode: merchantOf(request),
        isPlatform: 2,
        platform: 'html5',
        language: languageOf(request),
      }),
  ],
  [
    endpoints.rankList,
    // go444's winner board asks { gameCategory: 'ALL', limitNum }.
    (input) =>
      withDefaults(input, {
        count: input.limitNum,
        gameType: input.gameCategory === 'ALL' ? undefined : input.gameCategory,
      }),
  ],
]);

/**
 * The input a real client sends, completed: the endpoint's own defaults, an `idempotencyKey` from
 * the `Idempotency-Key` header (checked like the field; without one a fresh key: the call is then done once for this request), and
 * `language` from the Language header where the contract wants one.
 */
export function completeInput(
  endpoint: { request: Parameters<typeof fieldsOf>[0] },
  input: Input,
  request: FastifyRequest,
): Input {
  const filler = fillers.get(endpoint);
  let filled = filler ? filler(input, request) : input;
  const fields = fieldsOf(endpoint.request);
  if (fields.has('idempotencyKey') && absent(filled.idempotencyKey)) {
    const sent = header(request, 'idempotency-key');
    filled = { ...filled, idempotencyKey: sent ?? `req-${randomUUID()}` };
  }
  if (fields.has('language') && absent(filled.language))
    filled = { ...filled, language: languageOf(request) };
  return filled;
}
