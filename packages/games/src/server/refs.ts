import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O, U, so a reference read aloud or typed is not mistaken. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A round reference: 10 characters (50 random bits), short enough to copy or read to support,
 * and what the platform receives as the round id (transactions derive from it).
 */
export function newRoundRef(): string {
  const bytes = randomBytes(10);
  let ref = '';
  for (const byte of bytes) ref += alphabet[byte & 31];
  return ref;
}
