import type {} from '@fastify/cookie';
import { type Endpoint, endpoints } from '@playsite/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { is, type Struct, validate } from 'superstruct';
import type { Context } from '../context.ts';
import { authenticate, findSession, type SessionMember } from '../domain/sessions.ts';
import { merchantExists } from '../domain/settings.ts';
import { ApiError, fail } from '../errors.ts';
import { decryptPayload, type RsaKey } from '../security/legacy-cipher.ts';
import { okBody } from './envelope.ts';
import { inputProblem } from './input-guard.ts';

export interface Call {
  ctx: Context;
  merchant: string;
  ip: string;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface AuthedCall extends Call {
  session: SessionMember;
}

export interface ServeOptions {
  rsaKey: () => Promise<RsaKey>;
}

const single = (value: string | string[] | undefined): string | undefined => {
  if (Array.isArray(value)) return fail('paramInvalid', 'header sent more than once');
  return value;
};

export async function requireMerchant(ctx: Context, request: FastifyRequest): Promise<string> {
  const merchant = single(request.headers.merchant)?.trim();
  if (!merchant) return fail('merchantRequired');
  if (merchant.length > 64 || !(await merchantExists(ctx.db, merchant))) return fail('merchantInvalid');
  return merchant;
}

/**
 * The decrypted payload, checked by the input guard again (a NUL or deep nesting inside the
 * ciphertext is invisible to the guard that ran on the envelope).
 */
function decrypted(body: unknown, header: string | undefined, key: RsaKey): unknown {
  const value = typeof body === 'object' && body !== null ? (body as { value?: unknown }).value : undefined;
  if (typeof value !== 'string' || value.length > 65_536 || !header) return fail('encryptionInvalid');
  let payload: unknown;
  try {
    payload = decryptPayload(value, header, key);
  } catch {
    return fail('encryptionInvalid');
  }
  const problem = inputProblem(payload);
  if (problem) fail('paramInvalid', problem);
  return payload;
}

/**
 * One cookie of the request, as @fastify/cookie parsed it (a value whose percent-encoding does not
 * decode is kept as sent); undefined when absent, sent empty, longer than 512 characters or holding
 * a control character (a NUL can not reach the database): a bad cookie is treated as absent.
 */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  const value = request.cookies?.[name];
  if (!value || value.length > 512) return undefined;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return undefined;
  }
  return value;
}

/** The only calls a session whose password must change may make. */
const forcedChangePaths = new Set([endpoints.changePassword.path, endpoints.logout.path]);

/**
 * The caller's session. A guest-allowed call with a junk or ended token is served as a guest; a
 * session whose password must change may only change it or log out.
 */
async function sessionFor(
  ctx: Context,
  merchant: string,
  endpoint: Endpoint<unknown, unknown>,
  token: string | undefined,
): Promise<SessionMember | undefined> {
  if (!endpoint.auth) return undefined;
  if (endpoint.guest) {
    const session = token ? await findSession(ctx, merchant, token) : undefined;
    return session?.mustChangePassword ? undefined : session;
  }
  const session = await authenticate(ctx, merchant, token);
  if (session.mustChangePassword && !forcedChangePaths.has(endpoint.path))
    fail('forbidden', 'password change required', { passwordExpired: true });
  return session;
}

/** A parsed body or query as ordinary objects (parsers hand out null-prototype ones), `__proto__` keys dropped. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== '__proto__') copy[key] = plain(item);
  }
  return copy;
}

/**
 * Liberal in what it accepts (docs/security.md § Input): for an object struct, fields it does not
 * know (cache-busters such as `t` and `_`, a client's extra flags) are dropped, never passed on, and
 * `null` for an optional field means absent. Wrong types and out-of-range values still fail.
 */
function liberal(struct: Struct<unknown, unknown>, input: unknown): unknown {
  const schema = (struct as { schema?: unknown }).schema;
  if (struct.type !== 'object' || typeof schema !== 'object' || schema === null) return input;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const fields = schema as Record<string, Struct<unknown, unknown>>;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    const field = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (!field) continue;
    if (value === null && is(undefined, field)) continue;
    kept[key] = value;
  }
  return kept;
}

/** Validates input against the endpoint's struct: wrong types and oversize strings fail; unknown fields are dropped. */
export function parseInput<T>(struct: Struct<T, unknown>, raw: unknown, hasBody: boolean): T {
  const input = liberal(struct as Struct<unknown, unknown>, plain(raw ?? {}));
  const [error, value] = validate(input, struct, { coerce: true });
  if (error) {
    if (!hasBody) fail('bodyRequired');
    const field = error.path.join('.') || error.key || '';
    throw new ApiError('paramInvalid', field ? `invalid field ${String(field)}` : 'invalid request', {
      field: field ? String(field) : undefined,
    });
  }
  return value;
}

/**
 * Registers one endpoint: Merchant check, session (when the table says auth), decryption (when it
 * says encrypted), input validation, the handler, and — outside production — a check that the
 * answer matches the response struct, so server and client cannot drift apart silently.
 */
export function serve<Req, Res>(
  app: FastifyInstance,
  ctx: Context,
  options: ServeOptions,
  endpoint: Endpoint<Req, Res>,
  handler: (input: Req, call: AuthedCall) => Promise<Res>,
): void {
  // Merchant and session are checked when the request arrives, before its body is read (an
  // upload of 8 MiB from no one is refused at once).
  const checked = new WeakMap<FastifyRequest, { merchant: string; session: SessionMember | undefined }>();
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    onRequest: async (request) => {
      const merchant = await requireMerchant(ctx, request);
      const token = single(request.headers.authorization);
      const session = await sessionFor(ctx, merchant, endpoint as Endpoint<unknown, unknown>, token);
      checked.set(request, { merchant, session });
    },
    handler: async (request, reply) => {
      const { merchant, session } = checked.get(request) ?? fail('notLoggedIn');
      const call: Call = { ctx, merchant, ip: request.ip, request, reply };
      // A JSON route takes JSON only: a cross-site HTML form can not post to it.
      if (
        endpoint.encoding === 'json' &&
        /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')
      )
        fail('unsupportedMediaType');
      const body = endpoint.method === 'GET' ? request.query : request.body;
      const hasBody = endpoint.method === 'GET' || (body !== undefined && body !== null && body !== '');
      const raw = endpoint.encrypted
        ? decrypted(body, single(request.headers.encryption), await options.rsaKey())
        : body;
      const input = parseInput(endpoint.request, raw, hasBody);
      const value = await handler(input, { ...call, session: session as SessionMember });
      if (!ctx.config.production) {
        const [error] = validate(value, endpoint.response);
        if (error)
          throw new Error(
            `Response of ${endpoint.method} ${endpoint.path} breaks the contract: ${error.message}`,
          );
      }
      if (reply.sent) return reply;
      // Member data and fresh tokens (login, register) must not be kept by browsers or proxies.
      if (endpoint.auth || endpoint.method !== 'GET') void reply.header('Cache-Control', 'no-store');
      // 'optional' envelope (the RSA key, /lgw/ calls): the platform answers with the bare value.
      if (endpoint.envelope === 'optional') {
        return reply
          .type(typeof value === 'string' ? 'text/plain; charset=utf-8' : 'application/json')
          .send(value);
      }
      return reply.send(okBody(value));
    },
  });
}
