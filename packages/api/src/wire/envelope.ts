import type { FailureEnvelope, SuccessEnvelope } from '../contract/envelope.ts';

/** A success envelope. */
export const ok = <T>(value: T): SuccessEnvelope<T> => ({ success: true, value });

/** A failure envelope; `value` carries extra facts such as `{ captcha: true }`. */
export function fail(errorCode: string, message: string, value?: unknown): FailureEnvelope {
  return value === undefined
    ? { success: false, errorCode, message }
    : { success: false, errorCode, message, value };
}
