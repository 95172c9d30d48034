import {
  constants,
  createPrivateKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
} from 'node:crypto';
import { desDecrypt, PayloadError } from '@playsite/api/wire';

/**
 * The RSA key of the platform's payload encryption (docs/contract.md § Encrypted payloads).
 * The scheme (textbook RSA + single DES) is the platform's wire format, not a security boundary:
 * TLS protects the transport. Decryption of r uses OpenSSL's raw RSA (RSA_NO_PADDING, with CRT)
 * because a BigInt modPow with a 2048-bit exponent blocks the event loop for ~100 ms.
 */
export interface RsaKey {
  modulusHex: string;
  /** PKCS#8 PEM of the private key. */
  privatePem: string;
}

export function generateRsaKey(bits = 2048): RsaKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n) throw new Error('RSA key export failed');
  return {
    modulusHex: BigInt(`0x${Buffer.from(jwk.n, 'base64url').toString('hex')}`).toString(16),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export const isRsaKey = (value: unknown): value is RsaKey =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RsaKey).modulusHex === 'string' &&
  typeof (value as RsaKey).privatePem === 'string';

const keyObjects = new Map<string, KeyObject>();
const keyObject = (key: RsaKey): KeyObject => {
  let object = keyObjects.get(key.privatePem);
  if (!object) {
    object = createPrivateKey(key.privatePem);
    keyObjects.set(key.privatePem, object);
  }
  return object;
};

/** Recovers the client's random key r from the Encryption header (c = r^65537 mod n). */
function recoverKey(encryptionHex: string, key: RsaKey): string {
  if (!/^[0-9a-fA-F]{1,2048}$/.test(encryptionHex)) throw new PayloadError('bad Encryption header');
  const modulusBytes = Math.ceil(key.modulusHex.length / 2);
  const c = BigInt(`0x${encryptionHex}`);
  if (c >= BigInt(`0x${key.modulusHex}`)) throw new PayloadError('bad Encryption header');
  const block = Buffer.from(c.toString(16).padStart(modulusBytes * 2, '0'), 'hex');
  const m = privateDecrypt({ key: keyObject(key), padding: constants.RSA_NO_PADDING }, block);
  const start = m.findIndex((byte) => byte !== 0);
  const r = start < 0 ? '' : m.subarray(start).toString('utf8');
  if (!/^[A-Za-z0-9]{8,64}$/.test(r)) throw new PayloadError('bad Encryption header');
  return r;
}

/** Decrypts `{ value }` with the Encryption header; throws PayloadError when it cannot be read. */
export function decryptPayload(value: string, encryptionHex: string, key: RsaKey): unknown {
  const r = recoverKey(encryptionHex, key);
  let plain: string;
  try {
    plain = desDecrypt(value, r);
  } catch {
    throw new PayloadError('body does not decrypt');
  }
  try {
    return JSON.parse(plain);
  } catch {
    throw new PayloadError('body is not JSON');
  }
}
