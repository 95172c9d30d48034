import { createHmac, randomInt } from 'node:crypto';

/** A source of uniform integers in [0, bound). Games take one so tests can inject a seeded one. */
export interface Rng {
  int(bound: number): number;
}

/** Production randomness: node:crypto's unbiased `randomInt`. */
export const cryptoRng: Rng = { int: (bound) => randomInt(bound) };

/**
 * An Rng over a source of uniform 32-bit words: it rejects the top of the range, so every value
 * in [0, bound) is equally likely.
 */
function uniformRng(next: () => number): Rng {
  return {
    int(bound) {
      if (!Number.isInteger(bound) || bound < 1 || bound > 2 ** 32)
        throw new RangeError(`Bad bound ${bound}`);
      const limit = 2 ** 32 - (2 ** 32 % bound);
      for (;;) {
        const value = next();
        if (value < limit) return value % bound;
      }
    },
  };
}

/**
 * Deterministic generator (sfc32) seeded from a string or number, for the catalogue and tests.
 */
export function seededRng(seed: string | number): Rng {
  let h = 1779033703 ^ String(seed).length;
  const text = String(seed);
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const mix = () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return uniformRng(next);
}

/** One element of a non-empty list, chosen by `rng`. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[rng.int(items.length)];
  if (item === undefined) throw new RangeError('pick from an empty list');
  return item;
}

/** In-place Fisher–Yates shuffle. */
export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  }
  return items;
}

/**
 * A deterministic CSPRNG: HMAC-SHA256(key, `${message}:${block}`) read 32 bits at a time. With a
 * secret random key (32 bytes of `randomBytes`) nobody can predict it; with the key revealed
 * anybody can replay it.
 * Shared tables draw round N of a table from (table secret, `code:N`), instant games from
 * (server seed, `clientSeed:nonce`) — the provably fair scheme of `fair.ts`.
 */
export function hmacRng(key: string | Uint8Array, message: string): Rng {
  let block = 0;
  let words: number[] = [];
  const next = () => {
    if (words.length === 0) {
      const digest = createHmac('sha256', key).update(`${message}:${block++}`).digest();
      words = Array.from({ length: 8 }, (_, i) => digest.readUInt32BE(i * 4)).reverse();
    }
    return words.pop() as number;
  };
  return uniformRng(next);
}
