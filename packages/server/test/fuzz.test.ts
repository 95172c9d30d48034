import { writeFileSync } from 'node:fs';
import { type Endpoint, endpoints } from '@playsite/api/contract';
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { backends } from './support/backends.ts';
import { type CallOptions, freshClientIp, type WireAnswer } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Values every field is tried with: wrong types, control characters, unicode, size. */
const fieldValues: unknown[] = [
  12345,
  null,
  { $gt: '' },
  'a\u0000b',
  '\u0001\u001f\u007f\u202e\ufeff😀𝒳\ud800',
  'x'.repeat(20_000),
  JSON.parse(nested(200)),
];

/** Whole bodies and content types, sent raw. */
const rawBodies: Array<{ body: string; type: string }> = [
  { body: nested(20_000), type: 'application/json' },
  { body: nestedObject(5_000), type: 'application/json' },
  { body: '{"a":"\\u0000"}', type: 'application/json' },
  { body: 'null', type: 'application/json' },
  { body: '"text"', type: 'application/json' },
  { body: '[1,2,3]', type: 'application/json' },
  { body: '{"__proto__":{"x":1},"constructor":{"prototype":{}}}', type: 'application/json' },
  { body: 'a=1&a=2&b[c]=%00&username=%00', type: 'application/x-www-form-urlencoded' },
  { body: 'hello', type: 'text/plain' },
  { body: '\u0000\u0001', type: 'application/octet-stream' },
  { body: '{"value":"AAAA"}', type: 'application/json; charset=utf-16' },
];

const queries: Array<Record<string, string>> = [
  { a: '\u0000' },
  { t: '1700000000000', _: '1' },
  { merchantCode: 'x'.repeat(5000) },
  { page: '-1', size: '1e309', gameCode: '../../etc/passwd' },
];

function fieldsOf(endpoint: Endpoint<unknown, unknown>): string[] {
  const schema = (endpoint.request as { schema?: unknown }).schema;
  return schema && typeof schema === 'object' ? Object.keys(schema) : [];
}

const table = Object.values(endpoints) as Array<Endpoint<unknown, unknown>>;

/**
 * Every route of the contract's endpoint table, as a guest and as a member, with wrong types,
 * control characters, unicode, huge and deeply nested bodies and wrong content types: no answer
 * may be a 5xx (docs/security.md § Input).
 */
describe('fuzz over every route of the endpoint table', () => {
  const wire = useWireHarness('pglite');

  it('never answers 5xx', async () => {
    const token = ((await wire.client.login('demomember', 'demo1234')).body.value as LoginResult).token;
    const failures: string[] = [];
    const calls: Array<() => Promise<void>> = [];
    const attempt = (endpoint: Endpoint<unknown, unknown>, label: string, options: CallOptions) =>
      calls.push(async () => {
        const path = endpoint.path.replace(/:(\w+)/g, 'fuzz');
        let answer: WireAnswer;
        try {
          answer = await wire.client.call(path, { method: endpoint.method, ip: freshClientIp(), ...options });
        } catch (error) {
          failures.push(`${endpoint.method} ${path} ${label}: ${String(error)}`);
          return;
        }
        if (answer.status >= 500)
          failures.push(
            `${endpoint.method} ${path} ${label}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
          );
      });

    for (const endpoint of table) {
      for (const auth of [undefined, token, 'Bearer undefined']) {
        const base = auth ? { token: auth } : {};
        if (endpoint.method === 'GET') {
          for (const query of queries)
            attempt(endpoint, `query ${JSON.stringify(query).slice(0, 40)}`, { ...base, query });
          for (const field of fieldsOf(endpoint))
            attempt(endpoint, `query ${field}`, { ...base, query: { [field]: '\u0000' } });
          continue;
        }
        if (auth === 'Bearer undefined') {
          attempt(endpoint, 'junk token', { ...base, json: {} });
          continue;
        }
        for (const raw of rawBodies)
          attempt(endpoint, `raw ${raw.type} ${raw.body.slice(0, 20)}`, {
            ...base,
            rawBody: raw.body,
            contentType: raw.type,
            headers: { Encryption: 'ff' },
          });
        // Field by field once per route: as a member where the route needs one, else as a guest.
        if (auth !== (endpoint.auth ? token : undefined)) continue;
        for (const field of fieldsOf(endpoint)) {
          for (const value of fieldValues) {
            const json = { [field]: value };
            attempt(endpoint, `${field}=${JSON.stringify(value)?.slice(0, 20)}`, {
              ...base,
              json,
              ...(endpoint.encrypted ? { encrypt: true } : {}),
            });
          }
        }
      }
    }
    // Ten at a time, so the whole table runs in well under a minute.
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < calls.length) await calls[next++]?.();
      }),
    );
    console.info(
      `[fuzz] ${calls.length} calls over ${table.length} endpoints in ${Math.round(performance.now() - started)} ms`,
    );
    if (failures.length > 0 && process.env.FUZZ_REPORT)
      writeFileSync(process.env.FUZZ_REPORT, failures.join('\n'));
    expect(failures).toEqual([]);
  }, 120_000);
});

/** Cookie headers that a hand-written parser tripped on: bad percent-encoding, NUL, stray quotes. */
const badCookies = [
  'playsite_remember=%E0%A4%A; captchaId=%E0%A4%A',
  'playsite_remember=%00; captchaId=a%00b',
  'playsite_remember=%; captchaId="x; =; ;;',
];

/** The remember-me calls are registered beside the endpoint table (http/plugins/remember.ts). */
const rememberCalls: Array<{ method: 'POST' | 'DELETE'; path: string }> = [
  { method: 'POST', path: '/wps/session/remember' },
  { method: 'POST', path: '/wps/session/remember/resume' },
  { method: 'DELETE', path: '/wps/session/remember' },
];

/**
 * Inside the encryption and in cookies (item 6 of the concurrency review): a NUL in any field of an
 * encrypted payload is refused by the input guard after decryption (400, before any validator or
 * query), and no malformed cookie on any route gives a 5xx. On PGlite and PostgreSQL (which refuses
 * a NUL in text with 22021).
 */
describe.each(backends)('fuzz inside encrypted payloads and cookies (%s)', (backend) => {
  const wire = useWireHarness(backend);

  it('refuses a NUL in every field of every encrypted payload with a 400', async () => {
    const token = ((await wire.client.login('demomember', 'demo1234')).body.value as LoginResult).token;
    const wrong: string[] = [];
    for (const endpoint of table.filter((candidate) => candidate.encrypted)) {
      for (const field of fieldsOf(endpoint)) {
        const answer = await wire.client.call(endpoint.path.replace(/:(\w+)/g, 'fuzz'), {
          method: endpoint.method,
          ip: freshClientIp(),
          encrypt: true,
          json: { [field]: 'a\u0000b' },
          ...(endpoint.auth ? { token } : {}),
        });
        if (answer.status !== 400 || answer.body.message !== 'NUL character')
          wrong.push(
            `${endpoint.path} ${field}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never answers 5xx to a malformed cookie, on any route', async () => {
    const failures: string[] = [];
    const routes = [
      ...table.map((endpoint) => ({
        method: endpoint.method,
        path: endpoint.path.replace(/:(\w+)/g, 'fuzz'),
      })),
      ...rememberCalls,
    ];
    const calls = routes.flatMap((route) =>
      // Cookies are parsed for every request, and read by the guest calls (login, remember-me).
      badCookies.map((cookie) => async () => {
        const answer = await wire.client.call(route.path, {
          method: route.method,
          ip: freshClientIp(),
          headers: { Cookie: cookie },
          ...(route.method === 'GET' ? {} : { json: {} }),
        });
        if (answer.status >= 500)
          failures.push(
            `${route.method} ${route.path} ${cookie}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
          );
      }),
    );
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < calls.length) await calls[next++]?.();
      }),
    );
    expect(failures).toEqual([]);
  }, 60_000);
});
