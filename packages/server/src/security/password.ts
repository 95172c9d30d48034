import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt N=2^17, r=8, p=1. */
export const owaspScrypt: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** Only for tests (explicit config); never the default. */
export const testScrypt: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };

const keyLength = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Self-describing hash: scrypt$N$r$p$salt$key (base64). */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** Spends the same work as a real check, so an unknown user answers as slowly as a wrong password. */
export async function burnPasswordCheck(password: string, cost: ScryptCost): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password', cost);
  await verifyPassword(password, await dummyHash);
}
