/**
 * How a call failed:
 * - 'rejected': the platform answered with an envelope error (errorCode from the server);
 * - 'network': no answer at all (offline, DNS, timeout) — for a money call the outcome is unknown;
 * - 'invalid-response': an answer that is not the contract's shape (proxy error page, wrong
 *   fields) — the server may or may not have acted;
 * - 'invalid-request': refused by the client before sending (bad payload, no token).
 */
export type PlatformErrorKind = 'rejected' | 'network' | 'invalid-response' | 'invalid-request';

export interface PlatformErrorInit {
  kind: PlatformErrorKind;
  endpoint: string;
  errorCode: string;
  message?: string | undefined;
  silent?: boolean | undefined;
  status?: number | undefined;
  value?: unknown;
  sessionEnded?: boolean | undefined;
  /** Defaults to true for 'network' and 'invalid-response'; false when the call was never sent. */
  outcomeUnknown?: boolean | undefined;
}

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly kind: PlatformErrorKind;
  /** Name of the call in the endpoint table. */
  readonly endpoint: string;
  /** The i18n key in locales/<lang>/errors.json. */
  readonly errorCode: string;
  /** The platform's alert: false — do not show a dialog. */
  readonly silent: boolean;
  /** HTTP status, when there was an answer. */
  readonly status: number | undefined;
  /** The envelope's value on failure, e.g. `{ captcha: true }` after failed logins. */
  readonly value: unknown;
  /** This failure ended the session (onSessionEnded has been called for it). */
  readonly sessionEnded: boolean;
  /** The server may have acted although the client saw no valid answer: refresh before retrying money calls. */
  readonly outcomeUnknown: boolean;

  constructor(init: PlatformErrorInit) {
    super(init.message || init.errorCode);
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.errorCode = init.errorCode;
    this.silent = init.silent ?? false;
    this.status = init.status;
    this.value = init.value;
    this.sessionEnded = init.sessionEnded ?? false;
    this.outcomeUnknown =
      init.outcomeUnknown ?? (init.kind === 'network' || init.kind === 'invalid-response');
  }
}

export const isPlatformError = (error: unknown): error is PlatformError => error instanceof PlatformError;

/** The server refused the call until the session's password is changed (docs/security.md § Sessions and passwords). */
export const mustChangePassword = (error: unknown): boolean =>
  isPlatformError(error) &&
  error.status === 403 &&
  (error.value as { passwordExpired?: unknown } | undefined)?.passwordExpired === true;

/**
 * The brand credits bonuses only after this verification, which the member lacks
 * (`bonus.verification.mobile.required` / `…email…`, docs/security.md § Bonus verification).
 */
export function bonusVerificationNeeded(error: unknown): 'mobile' | 'email' | undefined {
  if (!isPlatformError(error) || !error.errorCode.startsWith('bonus.verification.')) return undefined;
  const need = (error.value as { verification?: unknown } | undefined)?.verification;
  return need === 'mobile' || need === 'email' ? need : undefined;
}
