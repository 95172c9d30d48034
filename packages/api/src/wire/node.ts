import { generateKeyPairSync } from 'node:crypto';
import type { RsaPrivateKey } from './payload.ts';
import { bytesToBigInt } from './rsa.ts';

/** Node only (never imported by the browser bundle): a fresh RSA key for the payload scheme. */
export interface RsaKeyPair extends RsaPrivateKey {
  /** The modulus as hex: the body of GET /wps/session/key/rsa. */
  modulusHex: string;
}

export function generateRsaKey(bits = 2048): RsaKeyPair {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('RSA key export failed');
  const n = bytesToBigInt(Buffer.from(jwk.n, 'base64url'));
  const d = bytesToBigInt(Buffer.from(jwk.d, 'base64url'));
  return { n, d, modulusHex: n.toString(16) };
}
