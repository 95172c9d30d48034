import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { repoRoot } from '../../../files.ts';

/** Where `pnpm --filter @playsite/backoffice build` writes the back office. */
export const backofficeDir = join(repoRoot, 'packages/backoffice/dist');

/**
 * The back office's build under /backoffice/ (its files; any other page path gets its index.html,
 * the client router takes it from there). Nothing is served when it is not built.
 */
export async function installBackofficeStatic(app: FastifyInstance, dir = backofficeDir) {
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) return;
  const page = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/backoffice/',
    wildcard: false,
    index: false,
    decorateReply: false,
    allowedPath: (path) => path !== '/index.html',
    cacheControl: false,
    setHeaders: (response, path) => {
      const hashed = /[\\/]assets[\\/]/.test(path);
      response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendPage = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // Never framed: a back-office screen in a frame could be clickjacked.
      .header('x-frame-options', 'DENY')
      .send(page);
  app.get('/backoffice', sendPage);
  app.get('/backoffice/*', async (request, reply) => {
    if (request.url.startsWith('/backoffice/api/') || /\/assets\//.test(request.url)) {
      return reply.callNotFound();
    }
    return sendPage(request, reply);
  });
}
