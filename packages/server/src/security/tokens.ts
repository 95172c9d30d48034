import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256-bit random token, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

export const randomDigits = (length: number): string =>
  Array.from({ length }, () => randomInt(0, 10).toString()).join('');
