import type { FastifyInstance } from 'fastify';

/** A read of the server's own API, as a guest of `merchant` in `language` (the platform's EN, CN…). */
export type ApiRead = <T>(path: string, query?: Record<string, string | number>) => Promise<T | undefined>;

/**
 * Reads through the API's own routes (in process, no socket), so a page's head says exactly what
 * the API answers a guest. An error answer is undefined: the page falls back to its generic words.
 */
export function apiReader(app: FastifyInstance, merchant: string, language: string): ApiRead {
  return async <T>(path: string, query: Record<string, string | number> = {}) => {
    const response = await app.inject({
      method: 'GET',
      url: path,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: { merchant, language: language.toUpperCase() },
    });
    if (response.statusCode !== 200) return undefined;
    const body = response.json() as { success?: boolean; value?: T };
    return body.success ? body.value : undefined;
  };
}
