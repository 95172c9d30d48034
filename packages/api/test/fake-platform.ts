import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPlatformClient, memoryStorage, type PlatformClientOptions } from '../src/client/index.ts';

const fixtures = join(import.meta.dirname, 'fixtures');

/** A recorded platform answer from test/fixtures. */
export const fixture = (name: string): string => readFileSync(join(fixtures, name), 'utf8');

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: string;
}

type Reply = { status?: number; body: string; contentType?: string; setCookie?: string } | 'network-error';
type Handler = (request: Seen) => Reply | Promise<Reply>;

/**
 * A fetch that answers from a route table ("METHOD /path" -> handler) and records every request,
 * so tests see exactly what went over the wire.
 */
export function fakePlatform(routes: Record<string, Handler | Reply>) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // A real Request computes what fetch would send (e.g. the form content type).
    const real = new Request(input, init);
    const url = new URL(real.url);
    const request: Seen = {
      method: real.method,
      path: url.pathname,
      query: url.searchParams,
      headers: real.headers,
      body: await real.text(),
    };
    seen.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (!route) return new Response('{"success":false,"errorCode":"request.not.found"}', { status: 404 });
    const reply = typeof route === 'function' ? await route(request) : route;
    if (reply === 'network-error') throw new TypeError('fetch failed');
    return new Response(reply.body, {
      status: reply.status ?? 200,
      headers: {
        'content-type': reply.contentType ?? 'application/json',
        ...(reply.setCookie ? { 'set-cookie': reply.setCookie } : {}),
      },
    });
  };
  return { fetch, seen };
}

export const ok = (file: string): Reply => ({ body: fixture(file) });

/** A client against the fake platform with test-friendly defaults; override any option. */
export function testClient(fetch: typeof globalThis.fetch, overrides: Partial<PlatformClientOptions> = {}) {
  const state = { token: undefined as string | undefined, language: 'en', ended: 0 };
  const client = createPlatformClient({
    baseURL: 'http://platform.test/',
    merchant: 'demo',
    language: () => state.language,
    token: () => state.token,
    onSessionEnded: () => {
      state.ended += 1;
    },
    storage: memoryStorage(),
    fetch,
    retryDelayMs: 0,
    ...overrides,
  });
  return { client, state };
}
