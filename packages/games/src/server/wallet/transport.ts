import { providerHeaders, signBody, type WalletStatus, walletStatuses } from '@playsite/api/provider';

/** Who is calling: the provider id, its key id and the key's secret (never sent, never logged). */
export interface ProviderCredentials {
  providerId: string;
  keyId: string;
  secret: string;
}

/** What came back: a wallet answer, or nothing usable (timeout, network, HTTP error, not JSON). */
export type Answer =
  | { reached: true; status: WalletStatus; balance?: number; currency?: string }
  | { reached: false; reason: string };

const known = new Set<string>(walletStatuses);

/**
 * One signed POST: `raw` is the exact body, signed as sent (HMAC-SHA256, base64, in
 * x-provider-signature). Every failure to get a well-formed answer within `timeoutMs` is
 * `reached: false`: the caller cannot know whether the platform acted on it.
 */
export async function postSigned(
  url: string,
  raw: string,
  credentials: ProviderCredentials,
  timeoutMs: number,
): Promise<Answer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [providerHeaders.provider]: credentials.providerId,
        [providerHeaders.keyId]: credentials.keyId,
        [providerHeaders.signature]: signBody(credentials.secret, raw),
      },
      body: raw,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (!response.ok) return { reached: false, reason: `HTTP ${response.status}` };
    const body = JSON.parse(text) as Record<string, unknown>;
    if (!body || typeof body.status !== 'string')
      return { reached: false, reason: 'answer without a status' };
    const status = (known.has(body.status) ? body.status : 'RS_ERROR_UNKNOWN') as WalletStatus;
    return {
      reached: true,
      status,
      ...(Number.isSafeInteger(body.balance) ? { balance: body.balance as number } : {}),
      ...(typeof body.currency === 'string' ? { currency: body.currency } : {}),
    };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return {
      reached: false,
      reason: name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'network error',
    };
  }
}
