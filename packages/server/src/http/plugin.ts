import type { FastifyInstance } from 'fastify';
import type { Context } from '../context.ts';
import type { RsaKey } from '../security/legacy-cipher.ts';

/** Options every domain plugin receives. */
export interface DomainOptions {
  ctx: Context;
  rsaKey: () => Promise<RsaKey>;
}

export type DomainPlugin = (app: FastifyInstance, options: DomainOptions) => Promise<void>;

/** A 5 MB picture is ~6.7 MB of base64: the route at `path` alone accepts a body of up to 8 MiB. */
export function acceptPictureUpload(app: FastifyInstance, path: string): void {
  app.addHook('onRoute', (route) => {
    if (route.url === path) route.bodyLimit = 8 * 1024 * 1024;
  });
}
