import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { type Lane, WorkQueue } from './work-queue.ts';

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

/**
 * scrypt runs on libuv's thread pool (4 threads, Node's default), which static files and other
 * file work share, and each hash keeps a CPU core busy. At most half the pool, and one core fewer
 * than the machine has, hash at a time (so the event loop keeps a core); a short line waits behind
 * them and a flood beyond it is refused at once (429, Retry-After: 1), so pages and cheap calls
 * stay fast during a login flood. Logins for usernames that do not exist hash in the spare lane:
 * at most half of the places, and after every waiting account check, so junk names can not keep
 * real logins out of the queue.
 */
const threadPool = 4;
const hashing = Math.max(1, Math.min(Math.floor(threadPool / 2), availableParallelism() - 1));
const hashLine = 16;
export const hashQueue = new WorkQueue(hashing, hashLine, Math.floor((hashing + hashLine) / 2));

function derive(password: string, salt: Buffer, cost: ScryptCost, lane: Lane = 'first'): Promise<Buffer> {
  return hashQueue.run(() => deriveNow(password, salt, cost), lane);
}

function deriveNow(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
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
export async function hashPassword(
  password: string,
  cost: ScryptCost,
  lane: Lane = 'first',
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, lane);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(
  password: string,
  stored: string,
  lane: Lane = 'first',
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    lane,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummyHashes = new Map<string, Promise<string>>();
/**
 * Spends the same work as a real check (one scrypt at the configured cost), so an unknown user
 * answers as slowly as a wrong password; it hashes in the queue's spare lane.
 */
export async function burnPasswordCheck(password: string, cost: ScryptCost): Promise<void> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('not-a-real-password', cost, 'spare');
    dummyHashes.set(key, dummy);
    // A failed first hash (the queue was busy) is not kept: the next unknown name makes it again.
    dummy.catch(() => dummyHashes.delete(key));
  }
  await verifyPassword(password, await dummy, 'spare');
}
