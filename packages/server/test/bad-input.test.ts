import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { type CallOptions, WireClient } from './support/wire-client.ts';

const megabyte = 'x'.repeat(1_000_000);
const hostile = [
  "' OR '1'='1'; DROP TABLE members; --",
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
  megabyte,
];

/** Encrypted and plain calls that create or change something, with a valid body to corrupt. */
const writes: Array<{ name: string; path: string; options: CallOptions; body: Record<string, unknown> }> = [
  {
    name: 'register',
    path: '/wps/member/register',
    options: { method: 'PUT', encrypt: true },
    body: {
      username: 'fuzzuser1',
      password: 'secret123',
      confirmPassword: 'secret123',
      email: 'f@example.test',
    },
  },
  {
    name: 'register/mobile',
    path: '/wps/member/register/mobile',
    options: { method: 'PUT', encrypt: true },
    body: {
      mobileNum: '9190000000',
      countryDialingCode: '+63',
      password: 'secret123',
      confirmPassword: 'secret123',
    },
  },
  {
    name: 'login',
    path: '/wps/session/login',
    options: { encrypt: true },
    body: { username: 'fuzzuser1', password: 'secret123' },
  },
  {
    name: 'sms register',
    path: '/wps/verification/sms/register',
    options: {},
    body: { mobileNo: '9190000001', countryDialingCode: '+63' },
  },
];

describe.each(backends)(
  'bad input gets a clear envelope error, never a 500, and stores nothing (%s)',
  (backend) => {
    let harness: Harness;
    let client: WireClient;
    let before: Record<string, number>;

    const counts = async () => {
      const tables = ['members', 'sessions', 'sms_codes', 'outbox', 'ledger_transfers'];
      const result: Record<string, number> = {};
      for (const table of tables) {
        const rows = await harness.db.query<{ n: bigint }>(`SELECT count(*) AS n FROM ${table}`);
        result[table] = Number(rows[0]?.n);
      }
      return result;
    };

    beforeAll(async () => {
      harness = await startHarness(backend);
      client = new WireClient(harness.url);
      before = await counts();
    }, 60_000);
    afterAll(() => harness?.close());

    const expectRefused = (answer: Awaited<ReturnType<WireClient['call']>>) => {
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errorCode).toMatch(/^[A-Za-z_.]+$/);
      expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts:\d+|stack/i);
    };

    for (const write of writes) {
      for (const field of Object.keys(write.body)) {
        for (const [label, value] of [
          ['a number', 12345],
          ['an object', { $gt: '' }],
          ['SQL', hostile[0]],
          ['HTML', hostile[1]],
          ['1 MB', hostile[2]],
        ] as const) {
          it(`${write.name}: ${field} as ${label}`, async () => {
            const answer = await client.call(write.path, {
              ...write.options,
              json: { ...write.body, [field]: value },
            });
            if (label === 'SQL' || label === 'HTML') {
              // Text that is merely odd is refused by the field rules (or the login simply fails).
              expect(answer.body.success).toBe(false);
              expect(answer.status).toBeLessThan(500);
            } else {
              expectRefused(answer);
            }
          });
        }
      }
      it(`${write.name}: missing Merchant`, async () => {
        const answer = await client.call(write.path, { ...write.options, json: write.body, merchant: null });
        expect(answer.status).toBe(400);
        expect(answer.body.errorCode).toBe('merchant.required');
      });
      it(`${write.name}: wrong Merchant`, async () => {
        const answer = await client.call(write.path, {
          ...write.options,
          json: write.body,
          merchant: 'other',
        });
        expect(answer.status).toBe(403);
        expect(answer.body.errorCode).toBe('merchant.invalid');
      });
    }

    it('refuses an encrypted call sent in clear text', async () => {
      const answer = await client.call('/wps/session/login', {
        json: { username: 'demomember', password: 'demo1234' },
      });
      expectRefused(answer);
      expect(answer.body.errorCode).toBe('request.encryption.invalid');
    });

    it('refuses a garbled Encryption header', async () => {
      const answer = await client.call('/wps/session/login', {
        rawBody: JSON.stringify({ value: 'AAAA' }),
        headers: { Encryption: 'zz-not-hex' },
      });
      expect(answer.body.errorCode).toBe('request.encryption.invalid');
    });

    it('refuses malformed JSON, an empty body, a body over 1 MiB, and an unknown media type', async () => {
      expect(
        (await client.call('/wps/verification/sms/register', { rawBody: '{"mobileNo":' })).body.errorCode,
      ).toBe('request_param_err');
      const empty = await client.call('/wps/verification/sms/register', { rawBody: '' });
      expect(empty.body.errorCode).toBe('request_body_required');
      const huge = await client.call('/wps/verification/sms/register', {
        json: { mobileNo: 'x'.repeat(2_000_000), countryDialingCode: '+63' },
      });
      expect(huge.status).toBe(413);
      expect(huge.body.errorCode).toBe('request.too.large');
      const text = await client.call('/wps/verification/sms/register', {
        rawBody: 'hello',
        contentType: 'text/csv',
      });
      expect(text.status).toBe(415);
      expect(text.body.errorCode).toBe('request.media.unsupported');
    });

    it('refuses wrong query types and oversize query strings on GET calls', async () => {
      const answer = await client.call('/wps/agent/affiliate', { query: { affiliateCode: 'A'.repeat(300) } });
      expectRefused(answer);
      const extra = await client.call('/wps/system/whitelabel', { query: { debug: '1' } });
      expect(extra.body.success).toBe(true);
    });

    it('answers unknown API paths with an envelope 404', async () => {
      const answer = await client.call('/wps/does/not/exist');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'request.not.found' });
    });

    it('stored nothing for any refused request', async () => {
      expect(await counts()).toEqual(before);
    });
  },
);
