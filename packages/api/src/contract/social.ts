import { array, type Infer, object, pattern, size, string, type } from 'superstruct';
import { nonEmpty } from './primitives.ts';

/**
 * Social sign-in (issue 5): an OAuth 2.0 authorisation-code flow with PKCE, provider-neutral. The
 * site keeps the PKCE verifier; the platform keeps the state (single use, expiring) and exchanges
 * the code at the provider itself, so no provider secret or token ever reaches the browser.
 */

/** A provider as the operator names it: lower-case letters and digits (google, facebook, line…). */
export const socialProviderKey = () => pattern(size(string(), 1, 32), /^[a-z][a-z0-9]*$/);

/** GET: the providers enabled for the merchant, in display order (empty when none is). */
export const socialProvidersValue = array(type({ provider: string(), label: string() }));
export type SocialProviders = Infer<typeof socialProvidersValue>;

export const socialStartRequest = object({
  provider: socialProviderKey(),
  /** Where the provider sends the browser back: the site's /index?socialCallback=<provider>. */
  redirectUri: nonEmpty(2048),
  /** PKCE S256: base64url of the SHA-256 of the verifier the site keeps (RFC 7636). */
  codeChallenge: pattern(string(), /^[A-Za-z0-9_-]{43}$/),
});
export type SocialStartRequest = Infer<typeof socialStartRequest>;

export const socialStartValue = type({
  /** The provider's authorisation page with client id, redirect, scope, state and challenge. */
  authorizeUrl: string(),
  state: string(),
});
export type SocialStart = Infer<typeof socialStartValue>;

/** The way back: the provider's code, the state it returned and the site's PKCE verifier. */
export const socialLoginRequest = object({
  provider: socialProviderKey(),
  code: nonEmpty(2048),
  state: nonEmpty(128),
  codeVerifier: pattern(size(string(), 43, 128), /^[A-Za-z0-9._~-]+$/),
});
export type SocialLoginRequest = Infer<typeof socialLoginRequest>;
