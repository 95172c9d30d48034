import { type ErrorName, errorCodes } from '@playsite/api/contract';

/**
 * HTTP status per error the server raises. The errorCode itself comes from the shared contract
 * (an i18n key in locales/<lang>/errors.json). Business refusals answer 200 with success false,
 * as the platform does; malformed requests 4xx; session ends 401.
 */
const statuses: Partial<Record<ErrorName, number>> = {
  merchantRequired: 400,
  merchantInvalid: 403,
  bodyRequired: 400,
  paramInvalid: 400,
  bodyTooLarge: 413,
  unsupportedMediaType: 415,
  encryptionInvalid: 400,
  notFound: 404,
  notLoggedIn: 401,
  tokenInvalid: 401,
  loginThrottled: 429,
  requestThrottled: 429,
  smsResendWait: 429,
  trialRefused: 403,
  forbidden: 403,
  idempotencyConflict: 409,
  internal: 500,
};

export type { ErrorName };

export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(
    readonly errorName: ErrorName,
    readonly detail?: string,
    readonly value?: unknown,
    /** Seconds after which the same call may succeed (sent as Retry-After on refusals). */
    readonly retryAfterSeconds?: number,
    /** The HTTP status when it is not the error's usual one. */
    status?: number,
  ) {
    super(detail ?? errorCodes[errorName]);
    this.code = errorCodes[errorName];
    this.status = status ?? statuses[errorName] ?? 200;
  }
}

export const fail = (name: ErrorName, detail?: string, value?: unknown): never => {
  throw new ApiError(name, detail, value);
};

/**
 * A back-office refusal: `value.reason` is a key of the back office's `errors` texts
 * (sameOperator, contrastFailing…), with what else the screen shows (`extra`).
 */
export const refuse = (reason: string, status = 409, extra: Record<string, unknown> = {}): never => {
  throw new ApiError('forbidden', reason, { reason, ...extra }, undefined, status);
};
