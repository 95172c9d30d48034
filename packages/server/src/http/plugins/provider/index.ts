import { providerWalletPaths, type WalletStatus } from '@playsite/api/provider';
import type { FastifyInstance } from 'fastify';
import type { Context } from '../../../context.ts';
import {
  listProviders,
  rotateProviderKey,
  setProviderEnabled,
  UnknownProvider,
} from '../../../domain/provider/operator.ts';
import { syncGameServer } from '../../../domain/provider/providers.ts';
import { ApiError } from '../../../errors.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { answerWalletCall, type WalletCall } from './calls.ts';

/** A wallet call's body is small; anything bigger is not one. */
const walletBodyLimit = 64 * 1024;

/**
 * The provider wallet API (docs/provider-wallet.md): POST balance, bet, win and rollback under
 * /provider/v1. In its own scope every body arrives as the exact string sent (the signature is over
 * those bytes), and every answer, failures included, is HTTP 200 with a `status`.
 */
async function walletRoutes(scope: FastifyInstance, ctx: Context) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  scope.setErrorHandler((error, request, reply) => {
    const code = (error as { code?: string }).code ?? '';
    const status: WalletStatus = code.startsWith('FST_ERR_CTP')
      ? 'RS_ERROR_WRONG_SYNTAX'
      : 'RS_ERROR_UNKNOWN';
    if (status === 'RS_ERROR_UNKNOWN') request.log.error({ err: error }, 'provider wallet call failed');
    void reply.status(200).header('cache-control', 'no-store').send({ status, request_uuid: '' });
  });
  for (const [call, path] of Object.entries(providerWalletPaths) as Array<[WalletCall, string]>) {
    scope.post(path, { bodyLimit: walletBodyLimit }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const answer = await answerWalletCall(ctx, call, request.headers, raw);
      return reply.header('cache-control', 'no-store').send(answer);
    });
  }
}

/** The CLI's commands for a running server (outside production, loopback only, like /__operator/*). */
async function operatorRoutes(app: FastifyInstance, ctx: Context) {
  const provider = (body: unknown) => {
    const id = (body as { provider?: unknown } | undefined)?.provider;
    if (typeof id !== 'string' || id === '') throw new ApiError('paramInvalid', 'provider required');
    return id;
  };
  const known = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UnknownProvider) throw new ApiError('notFound', error.message);
      throw error;
    }
  };
  app.get('/__operator/providers', async () => listProviders(ctx));
  app.post('/__operator/provider/enabled', async (request) => {
    const enabled = (request.body as { enabled?: unknown } | undefined)?.enabled;
    if (typeof enabled !== 'boolean') throw new ApiError('paramInvalid', 'enabled must be true or false');
    return known(() => setProviderEnabled(ctx, provider(request.body), enabled));
  });
  app.post('/__operator/provider/rotate-key', async (request) =>
    known(() => rotateProviderKey(ctx, provider(request.body))),
  );
}

/** The provider wallet API and, outside production, the operator's provider commands. */
export const providerPlugin: DomainPlugin = async (app, { ctx }) => {
  const note = await syncGameServer(ctx);
  if (note) app.log.warn(note);
  await app.register(async (scope) => walletRoutes(scope, ctx));
  if (!ctx.config.production) await operatorRoutes(app, ctx);
};
