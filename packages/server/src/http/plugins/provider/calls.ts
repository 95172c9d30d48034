import {
  balanceRequest,
  betRequest,
  providerHeaders,
  type providerWalletPaths,
  rollbackRequest,
  verifyBody,
  type WalletResponse,
  type WalletStatus,
  winRequest,
} from '@playsite/api/provider';
import { validate } from 'superstruct';
import type { Context } from '../../../context.ts';
import { allProviders, type Provider, validKeys } from '../../../domain/provider/providers.ts';
import { walletBalance, walletBet, walletRollback, walletWin } from '../../../domain/provider/wallet.ts';
import { inputProblem } from '../../input-guard.ts';

export type WalletCall = keyof typeof providerWalletPaths;

type Headers = Record<string, string | string[] | undefined>;
type Answer = Omit<WalletResponse, 'request_uuid'>;

/** The call on a well-formed body, or undefined when the body is not that call's. */
function dispatch(
  ctx: Context,
  provider: Provider,
  call: WalletCall,
  body: unknown,
  raw: string,
): Promise<Answer> | undefined {
  switch (call) {
    case 'balance': {
      const [error, input] = validate(body, balanceRequest);
      return error ? undefined : walletBalance(ctx, provider, input);
    }
    case 'bet': {
      const [error, input] = validate(body, betRequest);
      return error ? undefined : walletBet(ctx, provider, input, raw);
    }
    case 'win': {
      const [error, input] = validate(body, winRequest);
      return error ? undefined : walletWin(ctx, provider, input, raw);
    }
    case 'rollback': {
      const [error, input] = validate(body, rollbackRequest);
      return error ? undefined : walletRollback(ctx, provider, input, raw);
    }
  }
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

/** A signature by any key of the provider valid now; the key the caller names is tried first. */
export function signedByProvider(ctx: Context, provider: Provider, raw: string, headers: Headers): boolean {
  const signature = one(headers[providerHeaders.signature]);
  if (!signature) return false;
  const named = one(headers[providerHeaders.keyId]);
  const keys = validKeys(ctx, provider).sort((a, b) => Number(b.keyId === named) - Number(a.keyId === named));
  return keys.some((key) => verifyBody(key.secret, raw, signature));
}

function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const requestUuidOf = (body: unknown) => {
  const uuid =
    typeof body === 'object' && body !== null ? (body as { request_uuid?: unknown }).request_uuid : '';
  return typeof uuid === 'string' && uuid.length <= 128 ? uuid : '';
};

/**
 * One wallet call from its headers and exact body: the provider it names, its signature over the
 * raw bytes (nothing is done without a good one), the body's syntax, then the call itself. Every
 * answer carries the request's request_uuid.
 */
export async function answerWalletCall(
  ctx: Context,
  call: WalletCall,
  headers: Headers,
  raw: string,
): Promise<WalletResponse & { status: WalletStatus }> {
  const body = parsed(raw);
  const request_uuid = requestUuidOf(body);
  const answer = (status: WalletStatus) => ({ status, request_uuid });
  const id = one(headers[providerHeaders.provider]);
  const provider = (await allProviders(ctx)).find((candidate) => candidate.id === id);
  if (!provider) return answer('RS_ERROR_INVALID_PARTNER');
  if (!signedByProvider(ctx, provider, raw, headers)) return answer('RS_ERROR_INVALID_SIGNATURE');
  if (body === undefined || inputProblem(body)) return answer('RS_ERROR_WRONG_SYNTAX');
  const pending = dispatch(ctx, provider, call, body, raw);
  if (!pending) return answer('RS_ERROR_WRONG_SYNTAX');
  const result = await pending;
  return { ...result, status: result.status as WalletStatus, request_uuid };
}
