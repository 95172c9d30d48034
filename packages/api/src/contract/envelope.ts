import { boolean, type Infer, optional, string, type, unknown } from 'superstruct';

/**
 * The platform's answer to every /wps/ call. Some builds say `msg` instead of `message`;
 * read the text with `envelopeMessage`.
 */
export const envelope = type({
  success: boolean(),
  value: optional(unknown()),
  errorCode: optional(string()),
  message: optional(string()),
  msg: optional(string()),
});

export type Envelope = Infer<typeof envelope>;

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message: string;
  value?: unknown;
}

export const envelopeMessage = (answer: Envelope): string | undefined => answer.message ?? answer.msg;
