/** Calls to the back office's API (/backoffice/api): the session is an HttpOnly cookie. */

export const apiBase = '/backoffice/api';

export interface Envelope<T> {
  success: boolean;
  value?: T;
  errorCode?: string;
  message?: string;
}

/**
 * A refusal: `reason` is a key of the locale files' `errors` (sameOperator, roleForbidden…);
 * `value` is the envelope's value, with the refusal's details (contrastFailing's `warnings`).
 */
export class BackofficeError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: string,
    readonly value?: unknown,
  ) {
    super(reason);
  }
}

export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    credentials: 'same-origin',
    headers: method === 'POST' ? { 'content-type': 'application/json' } : {},
    ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
  });
  let envelope: Envelope<T> = { success: false };
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new BackofficeError(response.status, 'network');
  }
  if (!envelope.success) {
    const value = envelope.value as { reason?: string } | undefined;
    throw new BackofficeError(response.status, value?.reason ?? envelope.errorCode ?? 'unknown', value);
  }
  return envelope.value as T;
}

export interface Me {
  username: string;
  role: string;
  permissions: string[];
  secondFactor: boolean;
  enrolled: boolean;
  idleTimeoutMs: number;
}

/** Formats minor units (a decimal string or number) as major units with two decimals. */
export function money(minor: string | number, locale: string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const major = new Intl.NumberFormat(locale).format(abs / 100n);
  return `${negative ? '-' : ''}${major}.${String(abs % 100n).padStart(2, '0')}`;
}
