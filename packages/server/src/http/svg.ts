import type { FastifyReply } from 'fastify';

/** Sends generated artwork: SVG text that never changes for its address, cached for `maxAgeSeconds`. */
export function sendSvg(reply: FastifyReply, svg: string, maxAgeSeconds: number) {
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('Cache-Control', `public, max-age=${maxAgeSeconds}`)
    .send(svg);
}
