import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, type ErrorName } from '../errors.ts';
import { isDatabaseUnavailable } from '../ops/database-errors.ts';

export interface FailureBody {
  success: false;
  errorCode: string;
  message: string;
  value?: unknown;
}

export const okBody = (value: unknown) => ({ success: true as const, value });

export function failureBody(error: ApiError): FailureBody {
  return {
    success: false,
    errorCode: error.code,
    message: error.detail ?? error.code,
    ...(error.value === undefined ? {} : { value: error.value }),
  };
}

/** Fastify's own errors (body parsing, limits) mapped to our codes. */
const fastifyErrors: Record<string, ErrorName> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bodyRequired',
  FST_ERR_CTP_INVALID_JSON_BODY: 'paramInvalid',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'paramInvalid',
  FST_ERR_VALIDATION: 'paramInvalid',
};

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as FastifyError | undefined)?.code;
  const name = code ? fastifyErrors[code] : undefined;
  if (name) return new ApiError(name);
  const status = (error as FastifyError | undefined)?.statusCode;
  if (status === 400 || (error instanceof SyntaxError && 'body' in error))
    return new ApiError('paramInvalid');
  // A lost database: 503 with Retry-After tells the client, and the balancer, to try again. Safe:
  // money and bets carry idempotency keys (one that committed before the drop is replayed).
  if (isDatabaseUnavailable(error))
    return new ApiError('internal', 'Database unavailable: try again in a moment', undefined, 1, 503);
  return new ApiError('internal', 'Internal error');
}

/** Every error leaves as an envelope with an errorCode; never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.status >= 500) request.log.error({ err: error }, 'request failed');
    if (apiError.retryAfterSeconds !== undefined)
      void reply.header('Retry-After', apiError.retryAfterSeconds);
    void reply.status(apiError.status).send(failureBody(apiError));
  });
}
