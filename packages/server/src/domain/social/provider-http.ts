import { ApiError, fail } from '../../errors.ts';
import { isLocalUrl, type SocialProvider } from './providers.ts';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** How the server reaches a provider: real HTTP, or in-process for the local development provider. */
export type ProviderHttp = (request: HttpRequest) => Promise<HttpAnswer>;

const timeoutMs = 10_000;
const maxAnswer = 64 * 1024;

export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Absolute URLs over the network (10 s, 64 KiB at most); '/…' URLs answered by `local`. */
export function providerHttp(local: ProviderHttp): ProviderHttp {
  return async (request) => {
    if (isLocalUrl(request.url)) return local(request);
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, body: text.length > maxAnswer ? undefined : parseJson(text) };
  };
}

/** Who signed in, as the provider says: its stable user id, and what it tells of e-mail and name. */
export interface ProviderUser {
  subject: string;
  email: string | undefined;
  name: string | undefined;
}

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

const shortText = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;

async function ask(http: ProviderHttp, request: HttpRequest, what: string): Promise<HttpAnswer> {
  try {
    return await http(request);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return fail('socialProviderFailed', `${what} unreachable`);
  }
}

/**
 * The code for the provider's access token (RFC 6749 §4.1.3, the PKCE verifier along, the client
 * secret when the operator set one), then the user from its userinfo endpoint: OpenID Connect's
 * `sub` or the `id` of Graph-style APIs, plus `email` and `name` when given.
 */
export async function fetchProviderUser(
  http: ProviderHttp,
  provider: SocialProvider,
  grant: { code: string; redirectUri: string; codeVerifier: string },
): Promise<ProviderUser> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: grant.code,
    redirect_uri: grant.redirectUri,
    client_id: provider.clientId,
    code_verifier: grant.codeVerifier,
  });
  if (provider.clientSecret) form.set('client_secret', provider.clientSecret);
  const token = await ask(
    http,
    {
      method: 'POST',
      url: provider.tokenUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form.toString(),
    },
    'token endpoint',
  );
  const accessToken = token.status === 200 ? shortText(field(token.body, 'access_token'), 4096) : undefined;
  if (!accessToken) {
    const reason = shortText(field(token.body, 'error'), 64) ?? `HTTP ${token.status}`;
    return fail('socialProviderFailed', `token endpoint refused the code (${reason})`);
  }
  const info = await ask(
    http,
    {
      method: 'GET',
      url: provider.userinfoUrl,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    },
    'userinfo endpoint',
  );
  const id = field(info.body, 'sub') ?? field(info.body, 'id');
  const subject = typeof id === 'number' ? String(id) : shortText(id, 255);
  if (info.status !== 200 || !subject) return fail('socialProviderFailed', 'userinfo gave no user id');
  return {
    subject,
    email: shortText(field(info.body, 'email'), 254),
    name: shortText(field(info.body, 'name'), 64),
  };
}
