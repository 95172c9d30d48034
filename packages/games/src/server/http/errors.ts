import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StructError } from 'superstruct';
import { BetRefused } from '../../engine/kind.ts';
import { GameError } from '../errors.ts';

/** Every refusal answers `{ error: { code, values } }`: an i18n key the page words, and its values. */
export function installErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof GameError)
      return reply.code(error.httpStatus).send({ error: { code: error.code, values: error.values } });
    if (error instanceof BetRefused)
      return reply.code(422).send({ error: { code: error.key, values: error.values } });
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof StructError || (status !== undefined && status >= 400 && status < 500))
      return reply.code(400).send({ error: { code: 'request.invalid', values: {} } });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: { code: 'errorGeneric', values: {} } });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ error: { code: 'request.invalid', values: {} } }),
  );
}
