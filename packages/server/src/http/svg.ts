import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends generated artwork: SVG text that never changes for its address, cached for `maxAgeSeconds`,
 * gzipped for a browser that accepts it (a tile's icon paths shrink to about a third; the lobby's
 * first tiles are its largest paint).
 */
export function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string, maxAgeSeconds: number) {
  reply
    .type('image/svg+xml; charset=utf-8')
    .header('Cache-Control', `public, max-age=${maxAgeSeconds}`)
    .header('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(svg);
  return reply.header('Content-Encoding', 'gzip').send(gzipSync(svg));
}
