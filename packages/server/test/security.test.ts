import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.ts';
import { drawCaptcha } from '../src/security/captcha-image.ts';
import { decryptPayload, generateRsaKey } from '../src/security/legacy-cipher.ts';
import { hashPassword, owaspScrypt, testScrypt, verifyPassword } from '../src/security/password.ts';
import { encryptFor } from './support/wire-client.ts';

describe('password hashing', () => {
  it('defaults to scrypt at the OWASP parameters', () => {
    expect(defaultConfig.passwordCost).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(owaspScrypt).toBe(defaultConfig.passwordCost);
  });

  it('stores a salted, self-describing hash and verifies it', async () => {
    const [one, two] = await Promise.all([
      hashPassword('secret123', testScrypt),
      hashPassword('secret123', testScrypt),
    ]);
    expect(one).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(one).not.toBe(two);
    expect(await verifyPassword('secret123', one)).toBe(true);
    expect(await verifyPassword('secret124', one)).toBe(false);
    expect(await verifyPassword('secret123', 'garbage')).toBe(false);
  });

  it('hashes and verifies at the full OWASP cost (128 MiB of scrypt memory)', async () => {
    const hash = await hashPassword('secret123', owaspScrypt);
    expect(hash.startsWith('scrypt$131072$8$1$')).toBe(true);
    expect(await verifyPassword('secret123', hash)).toBe(true);
  });
});

describe('captcha image', () => {
  it('is a 120x40 PNG that differs each time for the same digits', () => {
    const first = drawCaptcha('1234');
    const image = PNG.sync.read(first);
    expect([image.width, image.height]).toEqual([120, 40]);
    expect(drawCaptcha('1234').equals(first)).toBe(false);
  });
});

describe('platform payload encryption', () => {
  it('decrypts what a client encrypted with the published modulus', () => {
    const key = generateRsaKey(1024);
    const { body, header } = encryptFor(key.modulusHex, { username: 'ünïcode', password: 'p' });
    expect(decryptPayload(body.value, header, key)).toEqual({ username: 'ünïcode', password: 'p' });
    expect(() => decryptPayload(body.value, 'ff', key)).toThrow();
  });
});
