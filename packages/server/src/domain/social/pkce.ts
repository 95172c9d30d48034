import { createHash, timingSafeEqual } from 'node:crypto';

/** PKCE S256 (RFC 7636): base64url of the verifier's SHA-256. */
export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export function verifierMatches(verifier: string, challenge: string): boolean {
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(s256(verifier));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
