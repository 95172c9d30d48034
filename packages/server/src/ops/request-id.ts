import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const requestIdHeader = 'x-request-id';

/** An id a balancer or client may send (letters, digits, . _ : -; at most 128), kept as given. */
const saneId = /^[\w.:-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when sane, else a fresh UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[requestIdHeader];
  return typeof incoming === 'string' && saneId.test(incoming) ? incoming : randomUUID();
}
