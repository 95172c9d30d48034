import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

const loopbackAddresses = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
// <brand>.localhost (docs/brands.md) is loopback too: RFC 6761 keeps *.localhost off the network.
const loopbackHost = /^([a-z\d-]+\.)?(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;
const loopbackOrigin = /^https?:\/\/([a-z\d-]+\.)?(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/i;

/** The TCP peer is this machine (never a forwarded address: no proxy may stand in front of these routes). */
export const isLoopback = (request: FastifyRequest) =>
  loopbackAddresses.has(request.socket.remoteAddress ?? '');

/**
 * Development routes (/__operator/*, /__dev/*; registered outside production only) answer only on
 * the loopback interface, only to a loopback Host name (a DNS-rebound page sends its own name), and
 * the operator API only to JSON from no Origin or a loopback one (a cross-site form post can send
 * neither JSON nor a loopback Origin).
 */
export function installDevGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url;
    const operator = path.startsWith('/__operator/');
    if (!operator && !path.startsWith('/__dev/')) return;
    if (!isLoopback(request) || !loopbackHost.test(request.headers.host ?? ''))
      throw new ApiError('forbidden', 'development routes answer on loopback only');
    if (!operator) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !loopbackOrigin.test(origin))
      throw new ApiError('forbidden', 'cross-origin operator call');
    const type = request.headers['content-type'];
    if (request.method !== 'GET' && request.method !== 'HEAD' && !/^application\/json\b/i.test(type ?? ''))
      throw new ApiError('unsupportedMediaType', 'the operator API takes JSON only');
  });
}
