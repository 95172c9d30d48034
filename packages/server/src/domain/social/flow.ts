import type { LoginValue, SocialLoginRequest, SocialStart, SocialStartRequest } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import { fail } from '../../errors.ts';
import { newToken, sha256 } from '../../security/tokens.ts';
import { completeLogin } from '../auth.ts';
import { spendQuota } from '../throttle.ts';
import { memberForIdentity } from './identities.ts';
import { verifierMatches } from './pkce.ts';
import { fetchProviderUser, type ProviderHttp } from './provider-http.ts';
import { isLocalUrl, requireProvider } from './providers.ts';

/** Time between pressing a provider's button and coming back with its code. */
export const stateTtlMs = 10 * 60_000;
const startsPerIpPer10Minutes = 60;

/** The way back must be the site's /index?socialCallback=<provider>, nothing else (the provider matches it too). */
function checkRedirect(uri: string, provider: string) {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return fail('socialRedirectInvalid');
  }
  const ok =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    !url.hash &&
    url.pathname === '/index' &&
    [...url.searchParams.keys()].join() === 'socialCallback' &&
    url.searchParams.get('socialCallback') === provider;
  if (!ok) fail('socialRedirectInvalid');
}

/** The provider's authorisation URL with these parameters (a '/…' URL stays relative, for the site's origin). */
function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base, 'http://local.invalid');
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return isLocalUrl(base) ? `${url.pathname}${url.search}` : url.toString();
}

/** Start: a fresh state, kept (hashed) with the site's PKCE challenge and the way back. */
export async function startSignIn(
  ctx: Context,
  merchant: string,
  input: SocialStartRequest,
  ip: string,
): Promise<SocialStart> {
  const provider = await requireProvider(ctx, merchant, input.provider);
  checkRedirect(input.redirectUri, provider.provider);
  await spendQuota(ctx, `social-start-ip:${ip}`, { windowMs: stateTtlMs, max: startsPerIpPer10Minutes });
  const now = ctx.clock.now();
  const state = newToken();
  await ctx.db.query('DELETE FROM social_states WHERE expires_at < $1', [now - stateTtlMs]);
  await ctx.db.query(
    `INSERT INTO social_states (state_hash, merchant_code, provider, code_challenge, redirect_uri, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sha256(state),
      merchant,
      provider.provider,
      input.codeChallenge,
      input.redirectUri,
      now,
      now + stateTtlMs,
    ],
  );
  const authorizeUrl = withParams(provider.authorizeUrl, {
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: input.redirectUri,
    scope: provider.scope,
    state,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  });
  return { authorizeUrl, state };
}

interface StateRow {
  merchant_code: string;
  provider: string;
  code_challenge: string;
  redirect_uri: string;
  expires_at: bigint | number;
}

/**
 * The way back: the state is spent first (whatever happens next, it never serves twice), the
 * verifier must match its challenge, then the server trades the code at the provider and logs in
 * the member linked to that identity, or a new one. Answers exactly like a password login.
 */
export async function completeSignIn(
  ctx: Context,
  merchant: string,
  input: SocialLoginRequest,
  ip: string,
  http: ProviderHttp,
): Promise<LoginValue> {
  const provider = await requireProvider(ctx, merchant, input.provider);
  const now = ctx.clock.now();
  const rows = await ctx.db.query<StateRow>(
    `UPDATE social_states SET used_at = $2 WHERE state_hash = $1 AND used_at IS NULL
     RETURNING merchant_code, provider, code_challenge, redirect_uri, expires_at`,
    [sha256(input.state), now],
  );
  const state = rows[0];
  if (!state || state.merchant_code !== merchant || state.provider !== provider.provider)
    return fail('socialStateInvalid');
  if (Number(state.expires_at) <= now) return fail('socialStateExpired');
  if (!verifierMatches(input.codeVerifier, state.code_challenge)) return fail('socialVerifierInvalid');
  const user = await fetchProviderUser(http, provider, {
    code: input.code,
    redirectUri: state.redirect_uri,
    codeVerifier: input.codeVerifier,
  });
  const member = await memberForIdentity(ctx, merchant, provider.provider, user, ip);
  const login = await completeLogin(ctx, member, ip, 'social');
  // No password was used, so none can have expired.
  return { ...login, passwordExpired: false };
}
