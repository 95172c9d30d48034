import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signing key both sides use outside production (the platform's GAMES_PROVIDER_SECRET and the
 * game server's default): never accepted in production.
 */
export const developmentProviderSecret = 'playsite-dev-provider-secret';
/** The id of that key (x-provider-key-id). */
export const developmentKeyId = 'dev';

/** HMAC-SHA256 of the exact request body bytes with the provider key's secret, base64. */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

/** Constant-time check of a signature header against the body. */
export function verifyBody(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(secret, body), 'base64');
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
