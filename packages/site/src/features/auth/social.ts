import { errorCodes, type SocialProviders } from '@playsite/api';
import { platform } from '../../common/api/platform.ts';
import { failed, type Outcome } from '../../common/outcome.ts';
import { loggedIn, type SignedIn } from './login.ts';

/**
 * Social sign-in (issue 5): an OAuth 2.0 authorisation-code flow with PKCE in the same window.
 * The site keeps the PKCE verifier in session storage and leaves for the provider; the provider
 * sends the browser back to /index?socialCallback=<provider>&code=…&state=…, where the platform
 * trades the code, and the session starts like a password login.
 */

/** The sign-in under way while the browser is at the provider. */
interface Pending {
  provider: string;
  state: string;
  verifier: string;
}

const pendingKey = 'socialSignIn';

/** What providers add to the way back (RFC 6749 and OpenID Connect, plus common extras): all removed. */
const callbackParams = [
  'socialCallback',
  'code',
  'state',
  'error',
  'error_description',
  'error_uri',
  'scope',
  'authuser',
  'prompt',
  'hd',
  'iss',
  'session_state',
];

export async function loadSocialProviders(): Promise<SocialProviders> {
  try {
    return await platform.call('socialProviders');
  } catch {
    return [];
  }
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** RFC 7636: 32 random bytes as the verifier, base64url(SHA-256) of it as the S256 challenge. */
async function pkcePair() {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { verifier, challenge: base64url(new Uint8Array(digest)) };
}

/** A provider's button: start at the platform, then go to the provider (the failure when it could not start). */
export async function startSocialSignIn(
  provider: string,
): Promise<{ started: true } | { started: false; error: unknown }> {
  try {
    const { verifier, challenge } = await pkcePair();
    const redirectUri = `${window.location.origin}/index?socialCallback=${encodeURIComponent(provider)}`;
    const started = await platform.call('socialStart', { provider, redirectUri, codeChallenge: challenge });
    const pending: Pending = { provider, state: started.state, verifier };
    sessionStorage.setItem(pendingKey, JSON.stringify(pending));
    window.location.assign(started.authorizeUrl);
    return { started: true };
  } catch (error) {
    return { started: false, error };
  }
}

function takePending(): Pending | undefined {
  const raw = sessionStorage.getItem(pendingKey);
  sessionStorage.removeItem(pendingKey);
  try {
    const value = raw ? (JSON.parse(raw) as Partial<Pending>) : undefined;
    return value?.provider && value.state && value.verifier ? (value as Pending) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How the way back ended: signed in; failed, with the ErrorCode found here (told before the login
 * modal opens) or the platform's error (reported once it is open); `none` when the page was not a
 * way back.
 */
export type SocialOutcome = Outcome<SignedIn | { kind: 'none' }>;

async function finish(): Promise<SocialOutcome> {
  const url = new URL(window.location.href);
  const provider = url.searchParams.get('socialCallback');
  if (!provider) return { kind: 'none' };
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  const error = url.searchParams.get('error');
  // The code is single use and worthless once spent, but it has no business in history or a bookmark.
  for (const key of callbackParams) url.searchParams.delete(key);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);

  const pending = takePending();
  if (error)
    return failed(
      error === 'access_denied' ? errorCodes.socialAccessDenied : errorCodes.socialCallbackFailed,
    );
  // Only the browser that pressed the button holds the state and verifier: a way back planted by
  // someone else (login CSRF) ends here.
  if (!code || !state || pending?.state !== state || pending.provider !== provider)
    return failed(errorCodes.socialStateInvalid);
  try {
    const login = await platform.call('socialLogin', {
      provider,
      code,
      state,
      codeVerifier: pending.verifier,
    });
    return await loggedIn(login, 'social');
  } catch (reason) {
    return failed(reason);
  }
}

let handled: Promise<SocialOutcome> | undefined;

/** The way back from the provider (/index?socialCallback=…), handled once per page load. */
export function socialSignInOutcome(): Promise<SocialOutcome> {
  handled ??= finish();
  return handled;
}
