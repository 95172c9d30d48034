import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { defaultGamesConfig, type GamesConfig } from '../src/config.ts';
import type { Clock } from '../src/server/clock.ts';
import { buildGameServer } from '../src/server/http/app.ts';
import { testGames } from './fake-kinds.ts';
import { FakeWallet } from './fake-wallet.ts';

export const secret = 'test-provider-secret-0123456789';

/** A fake platform wallet, a data directory, and game servers built on them (closed by `end`). */
export async function harness() {
  const wallet = new FakeWallet(secret);
  const platformUrl = await wallet.start();
  const dataDir = mkdtempSync(join(tmpdir(), 'games-server-'));
  const apps: FastifyInstance[] = [];
  const config: GamesConfig = {
    ...defaultGamesConfig,
    logLevel: (process.env.TEST_LOG as 'silent') ?? 'silent',
    platformUrl,
    secret,
    dataDir,
    walletTimeoutMs: 1_500,
    tickMs: 0,
  };
  return {
    wallet,
    config,
    async server(clock?: Clock) {
      const app = await buildGameServer({
        config,
        ...(clock ? { clock } : {}),
        games: testGames,
        wallet: { retry: { baseMs: 10, maxMs: 40 } },
      });
      apps.push(app);
      await app.ready();
      return app;
    },
    async end() {
      for (const app of apps) await app.close();
      await wallet.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type Harness = Awaited<ReturnType<typeof harness>>;

/** A fresh harness for every test of the file, ended after it. */
export function harnessPerTest(): Harness {
  const current = {} as Harness;
  beforeEach(async () => {
    Object.assign(current, await harness());
  });
  afterEach(() => current.end());
  return current;
}

/** The launch URL's query, as the platform builds it. */
export function launchQuery(
  gameCode: string,
  token: string,
  user: string,
  extra: Record<string, string> = {},
) {
  return new URLSearchParams({
    token,
    user,
    game_code: gameCode,
    currency: 'PHP',
    sub_partner: 'brandA',
    mode: 'real',
    lang: 'en',
    lobby_url: 'https://site.example/lobby',
    ...extra,
  }).toString();
}

/** Opens a session the way a player does: the fake wallet knows the token, the page is launched. */
export async function launch(
  app: FastifyInstance,
  wallet: FakeWallet,
  gameCode: string,
  token: string,
  user: string,
) {
  wallet.tokens.add(token);
  const page = await app.inject({
    method: 'GET',
    url: `/play/${gameCode}?${launchQuery(gameCode, token, user)}`,
  });
  if (page.statusCode !== 200) throw new Error(`launch answered ${page.statusCode}`);
  return page;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the tests
type Json = Record<string, any>;

export const post = async (app: FastifyInstance, url: string, payload: Record<string, unknown>) => {
  const response = await app.inject({ method: 'POST', url, payload });
  return { status: response.statusCode, body: response.json() as Json };
};

export const get = async (app: FastifyInstance, url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as Json };
};
