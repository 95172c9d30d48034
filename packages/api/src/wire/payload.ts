import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import 'crypto-js/mode-ecb';
import { headerNames } from './headers.ts';
import { bigIntToBytes, bytesToBigInt, hexToBigInt, modPow, publicExponent } from './rsa.ts';

/**
 * The platform's encrypted payload (docs/contract.md § Encrypted payloads): the JSON body is
 * DES-ECB-PKCS7 encrypted under the first 8 bytes of a random 16-character key r, and r travels
 * as textbook RSA in the `Encryption` header. This is a wire format, not a security boundary.
 */

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 16-character alphanumeric key, drawn without modulo bias. */
export function randomKey(length = 16): string {
  let key = '';
  const bytes = new Uint8Array(length * 2);
  while (key.length < length) {
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < 248 && key.length < length) key += alphabet[byte % alphabet.length];
    }
  }
  return key;
}

const desOptions = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };
const desKey = (r: string) => CryptoJS.enc.Utf8.parse(r.slice(0, 8));

export function desEncrypt(plain: string, r: string): string {
  return CryptoJS.DES.encrypt(plain, desKey(r), desOptions).toString();
}

export function desDecrypt(base64: string, r: string): string {
  return CryptoJS.DES.decrypt(base64, desKey(r), desOptions).toString(CryptoJS.enc.Utf8);
}

export interface EncryptedRequest {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest'?: string; 'X-RSA'?: string };
}

export interface EncryptOptions {
  /** Also send X-Digest (the same base64 body) and X-RSA (the modulus hex), as some builds want. */
  extraHeaders?: boolean;
}

/**
 * Client side: encrypts a JSON payload for the platform whose RSA modulus is `modulusHex`.
 * `random` is the key r, drawn fresh when absent (tests pass a fixed one).
 */
export function encryptPayload(
  json: unknown,
  modulusHex: string,
  random: string = randomKey(),
  options: EncryptOptions = {},
): EncryptedRequest {
  const r = random;
  if (!/^[A-Za-z0-9]{8,}$/.test(r))
    throw new Error('the random key must be at least 8 alphanumeric characters');
  const n = hexToBigInt(modulusHex);
  const m = bytesToBigInt(new TextEncoder().encode(r));
  if (m >= n) throw new Error('RSA modulus too small for the key');
  const value = desEncrypt(JSON.stringify(json), r);
  const encryption = modPow(m, publicExponent, n).toString(16).padStart(modulusHex.length, '0');
  const headers: EncryptedRequest['headers'] = { [headerNames.encryption]: encryption };
  if (options.extraHeaders) {
    headers[headerNames.digest] = value;
    headers[headerNames.rsa] = modulusHex;
  }
  return { body: { value }, headers };
}

export interface RsaPrivateKey {
  n: bigint;
  d: bigint;
}

/** Raised when an encrypted body cannot be read; answer it with `request.encryption.invalid`. */
export class PayloadError extends Error {
  override readonly name = 'PayloadError';
}

/** Server side: recovers r from the `Encryption` header and returns the decrypted JSON. */
export function decryptPayload(value: string, encryptionHex: string, key: RsaPrivateKey): unknown {
  if (typeof value !== 'string' || value.length === 0) throw new PayloadError('missing encrypted value');
  if (typeof encryptionHex !== 'string' || !/^[0-9a-fA-F]{1,2048}$/.test(encryptionHex)) {
    throw new PayloadError('bad Encryption header');
  }
  const c = hexToBigInt(encryptionHex);
  if (c >= key.n) throw new PayloadError('bad Encryption header');
  const r = new TextDecoder().decode(bigIntToBytes(modPow(c, key.d, key.n)));
  if (!/^[A-Za-z0-9]{8,64}$/.test(r)) throw new PayloadError('bad Encryption header');
  let plain: string;
  try {
    plain = desDecrypt(value, r);
  } catch {
    throw new PayloadError('body does not decrypt');
  }
  if (!plain) throw new PayloadError('body does not decrypt');
  try {
    return JSON.parse(plain);
  } catch {
    throw new PayloadError('body is not JSON');
  }
}
