import type { FastifyReply, FastifyRequest } from 'fastify';
import { forgetDevice, rememberDevice, rememberTtlMs, resumeRemembered } from '../../domain/remember.ts';
import { authenticate } from '../../domain/sessions.ts';
import { fail } from '../../errors.ts';
import { okBody } from '../envelope.ts';
import type { DomainPlugin } from '../plugin.ts';
import { requestCookie, requireMerchant } from '../route.ts';

export const rememberCookie = 'playsite_remember';
const cookiePath = '/wps/session/remember';

/** HttpOnly (no script reads it), SameSite=Lax, Secure over TLS, sent only to the remember-me calls. */
function setCookie(request: FastifyRequest, reply: FastifyReply, token: string | undefined) {
  // Written by hand (a token is URL-safe base64, nothing to encode), read by @fastify/cookie.
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const value = token ?? '';
  const maxAge = token ? Math.floor(rememberTtlMs / 1000) : 0;
  void reply.header(
    'Set-Cookie',
    `${rememberCookie}=${value}; Path=${cookiePath}; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`,
  );
}

/** What `newToken` writes: URL-safe base64, nothing to decode. */
const tokenShape = /^[A-Za-z0-9_-]{1,512}$/;

/**
 * The remember-me token the request carries, or undefined when it carries none. A cookie that can
 * not be a token (a broken percent-encoding such as `%E0%A4%A`, a control character, quotes) is
 * cleared and refused with a 400 `request_param_err`, the localised "invalid information" message,
 * rather than looked up.
 */
function presentedToken(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const raw = request.cookies?.[rememberCookie];
  if (!raw) return undefined;
  if (tokenShape.test(raw)) return raw;
  setCookie(request, reply, undefined);
  return fail('paramInvalid', 'remember-me cookie malformed');
}

/** These calls take JSON only, so a cross-site form can not drive them. */
function requireJson(request: FastifyRequest) {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) fail('unsupportedMediaType');
}

/**
 * Remember me without a stored password (docs/security.md § Remember me):
 * - POST /wps/session/remember (logged in): a 24 h token in an HttpOnly cookie;
 * - POST /wps/session/remember/resume: spends the cookie's token, answers like login and sets a
 *   fresh token (rotation); 401 and a cleared cookie when it is missing, spent, revoked or expired;
 * - DELETE /wps/session/remember: forgets this device.
 * A password change or reset ends every remembered device (sessions.ts revokeAllSessions).
 */
export const rememberPlugin: DomainPlugin = async (app, { ctx }) => {
  app.post(cookiePath, async (request, reply) => {
    requireJson(request);
    const merchant = await requireMerchant(ctx, request);
    const token = request.headers.authorization;
    const session = await authenticate(ctx, merchant, typeof token === 'string' ? token : undefined);
    if (session.mustChangePassword) fail('forbidden', 'password change required', { passwordExpired: true });
    const previous = requestCookie(request, rememberCookie);
    if (previous) await forgetDevice(ctx, previous);
    setCookie(request, reply, await rememberDevice(ctx, session.memberId));
    void reply.header('Cache-Control', 'no-store');
    return okBody({ remembered: true, hours: rememberTtlMs / 3_600_000 });
  });

  app.post(`${cookiePath}/resume`, async (request, reply) => {
    requireJson(request);
    const merchant = await requireMerchant(ctx, request);
    const token = presentedToken(request, reply);
    const resumed = token ? await resumeRemembered(ctx, merchant, token, request.ip) : undefined;
    void reply.header('Cache-Control', 'no-store');
    if (!resumed) {
      setCookie(request, reply, undefined);
      return fail('notLoggedIn');
    }
    setCookie(request, reply, resumed.token);
    return okBody(resumed.login);
  });

  app.delete(cookiePath, async (request, reply) => {
    await requireMerchant(ctx, request);
    const token = requestCookie(request, rememberCookie);
    if (token) await forgetDevice(ctx, token);
    setCookie(request, reply, undefined);
    return okBody(undefined);
  });
};
