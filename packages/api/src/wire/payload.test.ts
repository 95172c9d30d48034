import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPayload, encryptPayload, fail, headerNames, ok, PayloadError, randomKey } from './index.ts';
import { generateRsaKey } from './node.ts';

/** A fixed 512-bit key: small enough to read, large enough for a 16-byte r. */
const fixed = {
  n: BigInt(
    '0xc788c5c7382d8b5b21e9412b87153d7189fb7856c55b210690d47300242da1440a72976e39a5f766a94bbe57f1d5fe32eb86015057ae156e9b6b268029c94d75',
  ),
  d: BigInt(
    '0x9416eeb2ecfee06ec2bc5ba1f29fd0fa736e2fe236976beb739239c7e111fc9d3202114278705bc5b68d37387458043ac464e3b28d471fd78f381a55ffb3a9',
  ),
};
const modulusHex = fixed.n.toString(16);
const r = 'AbCdEfGh12345678';
const payload = { username: 'demo01', password: 'Secret123' };

describe('encrypted payload (docs/contract.md)', () => {
  it('matches a fixed vector for a known key and r', () => {
    const request = encryptPayload(payload, modulusHex, r, { extraHeaders: true });
    expect(request.body).toEqual({
      value: 'bVyGEElQA2XJPx73JOzCZg/D5yTCBN43AiNC4YY33iFDZnn3rS2WtWuhgkDDIUyG',
    });
    expect(request.headers).toEqual({
      Encryption:
        '9e45a704207f63dc2219195db7fe2f13795bef58545829868ed906a0bd452d671beb4aa4f50d691847777ffc5d841058ceb129509d5ae64039ce6ced07c5416a',
      'X-Digest': request.body.value,
      'X-RSA': modulusHex,
    });
  });

  it('encrypts the body with single DES-ECB-PKCS7 under the first 8 bytes of r (checked with OpenSSL)', () => {
    const { body } = encryptPayload(payload, modulusHex, r);
    const k = Buffer.from(r.slice(0, 8), 'utf8');
    // DES-EDE with K1 = K2 is single DES; OpenSSL 3 keeps plain DES in the legacy provider only.
    const cipher = createCipheriv('des-ede-ecb', Buffer.concat([k, k]), null);
    const expected = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]).toString(
      'base64',
    );
    expect(body.value).toBe(expected);
  });

  it('sends r as m^65537 mod n, m being the reversed r read little-endian (old RSA.js packing)', () => {
    const { headers } = encryptPayload(payload, modulusHex, r);
    let m = 0n;
    const reversed = [...Buffer.from(r, 'utf8')].reverse();
    reversed.forEach((byte, i) => {
      m += BigInt(byte) << BigInt(8 * i);
    });
    let c = 1n;
    for (let i = 0; i < 65537; i++) c = (c * m) % fixed.n;
    expect(BigInt(`0x${headers.Encryption}`)).toBe(c);
  });

  it('round-trips through the server side with the fixed key', () => {
    const request = encryptPayload(payload, modulusHex, r);
    expect(decryptPayload(request.body.value, request.headers.Encryption, fixed)).toEqual(payload);
  });

  it('round-trips unicode payloads with fresh keys and random r', () => {
    const key = generateRsaKey(1024);
    const body = { nickname: '玩家 ผู้เล่น người chơi', amount: 12345, nested: { ok: true } };
    for (let i = 0; i < 5; i++) {
      const request = encryptPayload(body, key.modulusHex);
      expect(decryptPayload(request.body.value, request.headers.Encryption, key)).toEqual(body);
    }
  });

  it('draws 16 alphanumeric characters for r', () => {
    const keys = new Set(Array.from({ length: 50 }, () => randomKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('refuses a tampered header, a foreign key and junk without throwing anything but PayloadError', () => {
    const request = encryptPayload(payload, modulusHex, r);
    const other = generateRsaKey(512);
    const attempts: Array<[string, string]> = [
      [request.body.value, 'zz'],
      [request.body.value, ''],
      [request.body.value, (fixed.n + 1n).toString(16)],
      [request.body.value, encryptPayload(payload, other.modulusHex, r).headers.Encryption],
      ['not base64 at all', request.headers.Encryption],
      ['', request.headers.Encryption],
    ];
    for (const [value, header] of attempts) {
      expect(() => decryptPayload(value, header, fixed)).toThrow(PayloadError);
    }
  });

  it('builds envelopes and names headers as the platform does', () => {
    expect(ok({ a: 1 })).toEqual({ success: true, value: { a: 1 } });
    expect(fail('USER_NOT_EXIST', 'no such user')).toEqual({
      success: false,
      errorCode: 'USER_NOT_EXIST',
      message: 'no such user',
    });
    expect(headerNames.encryption).toBe('Encryption');
  });
});
