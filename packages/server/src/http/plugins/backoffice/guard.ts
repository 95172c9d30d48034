import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../../../context.ts';
import { appendAudit } from '../../../domain/backoffice/audit.ts';
import { type Action, can } from '../../../domain/backoffice/roles.ts';
import { findOperatorSession, type OperatorSession } from '../../../domain/backoffice/sessions.ts';
import { ApiError, fail } from '../../../errors.ts';
import { okBody } from '../../envelope.ts';
import { requestCookie } from '../../route.ts';

export const backofficeCookie = 'playsite_backoffice';
export const apiBase = '/backoffice/api';

/** HttpOnly, SameSite=Strict, sent only to the back office's API; Secure over TLS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string | undefined) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const maxAge = token ? '' : '; Max-Age=0';
  void reply.header(
    'Set-Cookie',
    `${backofficeCookie}=${token ?? ''}; Path=${apiBase}; HttpOnly; SameSite=Strict${maxAge}${secure}`,
  );
}

const refusal = (reason: string, status: number): never => {
  throw new ApiError(status === 401 ? 'notLoggedIn' : 'forbidden', reason, { reason }, undefined, status);
};

/** The session behind the request's cookie, whatever its second factor; 401 without one. */
export async function sessionOf(ctx: Context, request: FastifyRequest): Promise<OperatorSession> {
  const session = await findOperatorSession(
    ctx,
    requestCookie(request, backofficeCookie),
    request.headers['user-agent'],
  );
  return session ?? refusal('notLoggedIn', 401);
}

/** The brand the request acts on: the Merchant header when sent (it must exist), else `demo`. */
async function merchantOf(ctx: Context, request: FastifyRequest) {
  const header = request.headers.merchant;
  const merchant = typeof header === 'string' && header ? header : 'demo';
  const rows = await ctx.db.query('SELECT 1 FROM merchants WHERE code = $1', [merchant]);
  return rows.length ? merchant : fail('merchantInvalid');
}

export interface OperatorCall {
  session: OperatorSession;
  merchant: string;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Records the write in the audit log (who, when, what, before/after). */
  audit: (action: string, target: string, detail: Record<string, unknown>) => Promise<unknown>;
}

/** Every back-office route: what it needs, for the tests that call each one with each refusal. */
export const backofficeRoutes = new Map<string, { method: 'GET' | 'POST'; url: string; action: Action }>();

/**
 * One route: a session proved with the second factor, the role allowed `action`, and for a POST
 * a JSON body (a cross-site form can not send one). Refusals: 401 notLoggedIn, 401
 * secondFactorRequired, 403 roleForbidden.
 */
export function route(
  app: FastifyInstance,
  ctx: Context,
  method: 'GET' | 'POST',
  url: string,
  action: Action,
  handler: (call: OperatorCall) => Promise<unknown>,
) {
  backofficeRoutes.set(`${method} ${url}`, { method, url, action });
  app.route({
    method,
    url: `${apiBase}${url}`,
    handler: async (request, reply) => {
      const session = await sessionOf(ctx, request);
      if (!session.secondFactor) refusal('secondFactorRequired', 401);
      if (!can(session.operator.role, action)) refusal('roleForbidden', 403);
      if (method === 'POST' && !/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
        fail('unsupportedMediaType');
      const merchant = await merchantOf(ctx, request);
      const audit = (auditAction: string, target: string, detail: Record<string, unknown>) =>
        appendAudit(ctx, {
          operatorId: session.operator.id,
          operatorUsername: session.operator.username,
          merchant,
          action: auditAction,
          target,
          detail,
        });
      const value = await handler({ session, merchant, request, reply, audit });
      return reply.sent ? reply : okBody(value);
    },
  });
}

/** A positive whole number from a path or query string (`:id`, `?limit=`); 400 otherwise. */
export function wholeNumber(value: unknown, field: string): number {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  return number >= 1 ? number : fail('paramInvalid', `invalid field ${field}`, { field });
}

export const idOf = (params: unknown) => wholeNumber((params as { id?: unknown }).id, 'id');

const dayMs = 86_400_000;

/** A report's period from `?from=&to=` (epoch ms): the last 30 days up to the end of today by default. */
export function period(ctx: Context, query: unknown) {
  const { from, to } = (query ?? {}) as { from?: unknown; to?: unknown };
  const end = to === undefined ? Math.ceil(ctx.clock.now() / dayMs) * dayMs : wholeNumber(to, 'to');
  return { from: from === undefined ? end - 30 * dayMs : wholeNumber(from, 'from'), to: end };
}
