import { createHash } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import { newToken } from '../../security/tokens.ts';
import { verifierMatches } from './pkce.ts';

/**
 * A local identity provider standing in for real ones outside production (/__dev/oauth/<key>/…):
 * a consent page, the token endpoint and userinfo, with the checks a real provider makes (client
 * id, redirect URI, PKCE S256, single-use codes). Its grants live in memory: it is a test double.
 */

/** The providers it plays, with the labels the demo brand shows. */
export const devProviders: Readonly<Record<string, string>> = { google: 'Google', facebook: 'Facebook' };

export interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
  scope: string;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

interface Grant extends AuthorizeParams {
  provider: string;
  subject: string;
  email: string;
  name: string;
  expiresAt: number;
}

const codeTtlMs = 60_000;
const tokenTtlMs = 3_600_000;
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const text = (source: Record<string, unknown>, key: string, max = 2048): string => {
  const value = source[key];
  return typeof value === 'string' && value.length <= max ? value.trim() : '';
};

/**
 * A real provider only sends codes to redirect URIs registered for the client. Here: this
 * server's own host (the Host header) or a loopback one (the Vite dev server), over http(s).
 */
function redirectAllowed(uri: string, host: string | undefined): boolean {
  try {
    const url = new URL(uri);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (loopbackHosts.has(url.hostname) || url.host === host)
    );
  } catch {
    return false;
  }
}

/** A stable user id per provider and e-mail, digits like the big providers' ids. */
const subjectOf = (provider: string, email: string) =>
  BigInt(
    `0x${createHash('sha256').update(`${provider}:${email.toLowerCase()}`).digest('hex').slice(0, 15)}`,
  ).toString();

export function createDevProvider(clock: Clock) {
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, Grant>();
  const prune = (map: Map<string, Grant>) => {
    const now = clock.now();
    for (const [key, grant] of map) if (grant.expiresAt <= now) map.delete(key);
  };

  /** The authorisation request's parameters, or why no redirect may be made (shown on the page). */
  function checkAuthorize(
    query: Record<string, unknown>,
    host: string | undefined,
  ): Checked<AuthorizeParams> {
    const params = {
      clientId: text(query, 'client_id', 255),
      redirectUri: text(query, 'redirect_uri'),
      state: text(query, 'state', 512),
      codeChallenge: text(query, 'code_challenge', 128),
      scope: text(query, 'scope', 512),
    };
    if (text(query, 'response_type') !== 'code') return { ok: false, error: 'response_type must be code' };
    if (!params.clientId) return { ok: false, error: 'client_id is missing' };
    if (!redirectAllowed(params.redirectUri, host))
      return { ok: false, error: 'redirect_uri is not allowed' };
    if (!params.state) return { ok: false, error: 'state is missing' };
    if (!/^[A-Za-z0-9_-]{43}$/.test(params.codeChallenge) || text(query, 'code_challenge_method') !== 'S256')
      return { ok: false, error: 'PKCE with code_challenge_method S256 is required' };
    return { ok: true, value: params };
  }

  /** Allow or Deny on the consent page: where the browser goes next. */
  function decide(
    provider: string,
    form: Record<string, unknown>,
    host: string | undefined,
  ): Checked<{ location: string }> {
    const checked = checkAuthorize({ ...form, response_type: 'code', code_challenge_method: 'S256' }, host);
    if (!checked.ok) return checked;
    const params = checked.value;
    const back = new URL(params.redirectUri);
    back.searchParams.set('state', params.state);
    if (text(form, 'decision') !== 'allow') {
      back.searchParams.set('error', 'access_denied');
      return { ok: true, value: { location: back.toString() } };
    }
    const email = text(form, 'email', 254);
    const name = text(form, 'name', 64);
    if (!/^[^\s@]+@[^\s@]+$/.test(email) || !name)
      return { ok: false, error: 'a name and an e-mail address are needed' };
    prune(codes);
    const code = newToken();
    codes.set(code, {
      ...params,
      provider,
      subject: subjectOf(provider, email),
      email,
      name,
      expiresAt: clock.now() + codeTtlMs,
    });
    back.searchParams.set('code', code);
    return { ok: true, value: { location: back.toString() } };
  }

  /** POST …/token (RFC 6749 §4.1.3 with RFC 7636): a code spent once, for the client and redirect it was given to. */
  function token(provider: string, form: Record<string, unknown>): { status: number; body: unknown } {
    const refuse = (error: string, description: string) => ({
      status: 400,
      body: { error, error_description: description },
    });
    if (text(form, 'grant_type') !== 'authorization_code')
      return refuse('unsupported_grant_type', 'authorization_code only');
    const code = text(form, 'code');
    const grant = codes.get(code);
    codes.delete(code);
    if (!grant || grant.provider !== provider || grant.expiresAt <= clock.now())
      return refuse('invalid_grant', 'unknown, used or expired code');
    if (text(form, 'client_id', 255) !== grant.clientId || text(form, 'redirect_uri') !== grant.redirectUri)
      return refuse('invalid_grant', 'client_id or redirect_uri differs from the authorisation request');
    if (!verifierMatches(text(form, 'code_verifier', 128), grant.codeChallenge))
      return refuse('invalid_grant', 'code_verifier does not match code_challenge');
    prune(tokens);
    const accessToken = newToken();
    tokens.set(accessToken, { ...grant, expiresAt: clock.now() + tokenTtlMs });
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: tokenTtlMs / 1000,
        scope: grant.scope,
      },
    };
  }

  /** GET …/userinfo with the access token: OpenID Connect's claims. */
  function userinfo(provider: string, authorization: string | undefined): { status: number; body: unknown } {
    const accessToken = authorization?.match(/^Bearer (\S+)$/)?.[1] ?? '';
    const grant = tokens.get(accessToken);
    if (!grant || grant.provider !== provider || grant.expiresAt <= clock.now())
      return { status: 401, body: { error: 'invalid_token' } };
    return {
      status: 200,
      body: { sub: grant.subject, email: grant.email, email_verified: true, name: grant.name },
    };
  }

  return { checkAuthorize, decide, token, userinfo };
}

export type DevProvider = ReturnType<typeof createDevProvider>;
