import type { FastifyInstance } from 'fastify';
import { object, pattern, size, string } from 'superstruct';
import type { Context } from '../../../context.ts';
import { appendAudit } from '../../../domain/backoffice/audit.ts';
import { checkOperatorPassword, checkTotp, enrolment } from '../../../domain/backoffice/operators.ts';
import { permissions } from '../../../domain/backoffice/roles.ts';
import {
  backofficeIdleMs,
  countFailedCode,
  endOperatorSession,
  markSecondFactor,
  type OperatorSession,
  openOperatorSession,
} from '../../../domain/backoffice/sessions.ts';
import { spendQuota } from '../../../domain/throttle.ts';
import { ApiError, fail } from '../../../errors.ts';
import { okBody } from '../../envelope.ts';
import { parseInput } from '../../route.ts';
import { apiBase, sessionOf, setSessionCookie } from './guard.ts';

const structs = {
  login: object({ username: size(string(), 1, 64), password: size(string(), 1, 256) }),
  code: object({ code: pattern(size(string(), 6, 6), /^\d{6}$/) }),
};

const me = (session: OperatorSession) => ({
  username: session.operator.username,
  role: session.operator.role,
  permissions: permissions[session.operator.role],
  secondFactor: session.secondFactor,
  enrolled: session.operator.totp_enabled_at !== null,
  idleTimeoutMs: backofficeIdleMs,
});

/**
 * Log in, in two steps: the password opens a session that can do nothing but prove the TOTP code
 * (enrolling first when the operator has none: the secret and its otpauth:// URI for the QR code),
 * then the code completes it.
 */
export async function authRoutes(app: FastifyInstance, ctx: Context) {
  app.post(`${apiBase}/login`, async (request, reply) => {
    const input = parseInput(structs.login, request.body, request.body !== undefined);
    // 10 tries per client and name per 15 minutes, counted before the check.
    const bucket = `backoffice-login:${request.ip}:${input.username.toLowerCase()}`;
    await spendQuota(ctx, bucket, { windowMs: 15 * 60_000, max: 10 }, 'loginThrottled');
    const operator = await checkOperatorPassword(ctx, input.username, input.password);
    if (!operator) return fail('loginInvalid');
    const token = await openOperatorSession(ctx, operator.id, request.headers['user-agent'], request.ip);
    setSessionCookie(request, reply, token);
    return okBody({
      username: operator.username,
      role: operator.role,
      enrolled: operator.totp_enabled_at !== null,
    });
  });

  app.get(`${apiBase}/enrolment`, async (request) => {
    const session = await sessionOf(ctx, request);
    const value = await enrolment(ctx, session.operator);
    return okBody(value ?? null);
  });

  app.post(`${apiBase}/totp`, async (request, reply) => {
    const session = await sessionOf(ctx, request);
    const { code } = parseInput(structs.code, request.body, request.body !== undefined);
    if (!(await checkTotp(ctx, session.operator, code))) {
      const stands = await countFailedCode(ctx, session.tokenHash);
      if (!stands) setSessionCookie(request, reply, undefined);
      throw new ApiError(
        'forbidden',
        'codeInvalid',
        { reason: stands ? 'codeInvalid' : 'notLoggedIn' },
        undefined,
        401,
      );
    }
    await markSecondFactor(ctx, session.tokenHash);
    await appendAudit(ctx, {
      operatorId: session.operator.id,
      operatorUsername: session.operator.username,
      merchant: '*',
      action: session.operator.totp_enabled_at === null ? 'operator.enrol' : 'operator.login',
      target: `operator:${session.operator.id}`,
      detail: { ip: request.ip },
    });
    return okBody(
      me({ ...session, secondFactor: true, operator: { ...session.operator, totp_enabled_at: 1n } }),
    );
  });

  app.get(`${apiBase}/me`, async (request) => okBody(me(await sessionOf(ctx, request))));

  app.post(`${apiBase}/logout`, async (request, reply) => {
    const session = await sessionOf(ctx, request).catch(() => undefined);
    if (session) await endOperatorSession(ctx, session.tokenHash);
    setSessionCookie(request, reply, undefined);
    return okBody({ loggedOut: true });
  });
}
