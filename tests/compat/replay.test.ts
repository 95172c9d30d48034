import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../packages/api/src/wire/index.ts';
import { manualClock } from '../../packages/server/src/clock.ts';
import { defaultConfig, type ServerConfig } from '../../packages/server/src/config.ts';
import type { Context } from '../../packages/server/src/context.ts';
import { openPglite } from '../../packages/server/src/db/database.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { seedDemo } from '../../packages/server/src/db/seed.ts';
import { sharedGames } from '../../packages/server/src/domain/games/catalogue.ts';
import { demoSlotCode } from '../../packages/server/src/games/catalogue.ts';
import { buildApp } from '../../packages/server/src/http/app.ts';
import { testScrypt } from '../../packages/server/src/security/password.ts';
import { type CompatCall, corpus, type Read, type Shape } from './corpus.ts';

/**
 * Replays the compatibility corpus (corpus.ts) against a reference server on a fresh PGlite
 * database, over real HTTP, each call as its client sends it: every field the client reads is
 * there with its shape, and a refused call leaves the ledger as it was.
 */
const testConfig: ServerConfig = {
  ...defaultConfig,
  logLevel: 'silent',
  passwordCost: testScrypt,
  gamesTickMs: 0,
};
let url = '';
let close: () => Promise<void> = async () => undefined;
let ctx: Context;
/** The slot the reference server plays itself: the launches open it. */
const slot = sharedGames().byCode.get(demoSlotCode);
const captured: Record<string, string> = {
  nodeId: String(slot?.nodeId),
  vassalage: String(slot?.vassalage),
  gameType: String(slot?.gameType),
};

beforeAll(async () => {
  const db = await openPglite();
  ctx = { db, clock: manualClock(Date.now() - 86_400_000), config: testConfig };
  await migrate(db);
  await seedDemo(ctx);
  const app = await buildApp({ db, clock: manualClock(Date.now()), config: testConfig });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
  close = async () => {
    await app.close();
    await db.close();
  };
}, 300_000);
afterAll(() => close());

const fill = (value: unknown): unknown => {
  if (typeof value === 'string')
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
      if (!(name in captured)) throw new Error(`nothing captured as ${name}`);
      return captured[name] as string;
    });
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
  return value;
};

/** The ledger as a whole: every transfer and every account's balance. */
async function ledger(): Promise<string> {
  const transfers = await ctx.db.query('SELECT count(*)::text AS n FROM ledger_transfers');
  const balances = await ctx.db.query('SELECT id, balance::text AS balance FROM ledger_accounts ORDER BY id');
  return JSON.stringify({ transfers, balances });
}

async function send(call: CompatCall): Promise<{ status: number; body: unknown; text: string }> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...call.headers };
  if (call.merchant) headers.Merchant = 'demo';
  if (call.auth) headers.Authorization = captured.token ?? '';
  let target = `${url}${call.path}`;
  const query = fill(call.query ?? {}) as Record<string, string>;
  if (Object.keys(query).length) target += `?${new URLSearchParams(query)}`;
  let body: string | undefined;
  if (call.method !== 'GET') {
    let payload = fill(call.body ?? {});
    if (call.encrypted) {
      const modulus = await (await fetch(`${url}/wps/session/key/rsa`)).text();
      const sealed = encryptPayload(payload, modulus, undefined, { extraHeaders: true });
      payload = sealed.body;
      Object.assign(headers, sealed.headers);
    }
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    body = JSON.stringify(payload);
  }
  const response = await fetch(target, { method: call.method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, body: parsed, text };
}

const shapeOk = (value: unknown, shape: Shape): boolean => {
  switch (shape) {
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'id':
      return typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value));
    case 'hex':
      return typeof value === 'string' && /^[0-9a-f]{64,}$/i.test(value);
    default:
      return typeof value === shape;
  }
};

/** Problems of one read: a missing field, a wrong shape, an empty list the client iterates. */
function check(value: unknown, [path, shape]: Read): string[] {
  const optional = path.endsWith('?');
  const steps = (optional ? path.slice(0, -1) : path).split(/\.|(?=\[\])/).filter(Boolean);
  const walk = (node: unknown, rest: string[], at: string): string[] => {
    const [step, ...tail] = rest;
    if (step === undefined) {
      if (node === undefined && optional) return [];
      return shapeOk(node, shape) ? [] : [`${at || 'value'}: expected ${shape}, got ${JSON.stringify(node)}`];
    }
    if (step === '[]') {
      if (!Array.isArray(node)) return [`${at}: expected a list`];
      if (node.length === 0)
        return optional || tail.every((s) => s.endsWith('?')) ? [] : [`${at}: empty list`];
      return node.flatMap((item, index) => walk(item, tail, `${at}[${index}]`));
    }
    const next =
      typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[step] : undefined;
    return walk(next, tail, at ? `${at}.${step}` : step);
  };
  return walk(value, steps, '');
}

const pick = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((node, step) => (node as Record<string, unknown> | undefined)?.[step], value);

describe('real clients against the reference server (tests/compat/corpus.ts)', () => {
  it.each(corpus.map((call) => [call.id, call] as const))('%s', async (_id, call) => {
    const before = await ledger();
    const answer = await send(call);
    const envelope = (typeof answer.body === 'object' ? answer.body : {}) as {
      success?: boolean;
      value?: unknown;
      errorCode?: string;
    };
    const value = call.path === '/wps/session/key/rsa' ? answer.text : envelope.value;
    if (call.outcome === 'ok') {
      expect(
        call.path === '/wps/session/key/rsa' || envelope.success,
        `${answer.status} ${answer.text.slice(0, 300)}`,
      ).toBe(true);
      expect(answer.status).toBe(200);
      expect(call.reads.flatMap((read) => check(value, read))).toEqual([]);
      for (const [name, path] of Object.entries(call.captures ?? {}))
        captured[name] = String(pick(value, path));
    } else {
      expect(envelope.success, answer.text.slice(0, 300)).toBe(false);
      expect(answer.status).toBeLessThan(500);
      expect(await ledger()).toBe(before);
    }
    if (call.movesOnce) {
      const once = await ledger();
      expect(once).not.toBe(before);
      const again = await send(call);
      expect((again.body as { success?: boolean }).success).toBe(true);
      expect(await ledger()).toBe(once);
    }
  });
});
