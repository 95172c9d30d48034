import { proxy } from 'valtio';
import { brand } from '../brand/index.ts';
import { isAgentType, isTrialType } from './accountTypes.ts';

export type LoginMethod = 'username' | 'sms' | 'freeplay' | 'register' | 'social';

interface SessionState {
  token: string | null;
  account: string | null;
  merchant: string;
  /** Account type from login or member info (agents 1, 2, 41, 42; trial 4). */
  type: number | null;
  isAgent: boolean;
  isTrial: boolean;
  method: LoginMethod | null;
}

const keys = { token: 'token', account: 'account', merchant: 'merchant' } as const;

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

export const session = proxy<SessionState>({
  token: storage()?.getItem(keys.token) || null,
  account: storage()?.getItem(keys.account) || null,
  merchant: storage()?.getItem(keys.merchant) || brand.merchantCode,
  type: null,
  isAgent: false,
  isTrial: false,
  method: null,
});
storage()?.setItem(keys.merchant, session.merchant);

export function startSession(
  token: string,
  account: string,
  method: LoginMethod,
  type: number | null = null,
) {
  session.token = token;
  session.account = account;
  session.method = method;
  setAccountType(type);
  storage()?.setItem(keys.token, token);
  storage()?.setItem(keys.account, account);
}

export function setAccountType(type: number | null) {
  session.type = type;
  session.isAgent = isAgentType(type);
  session.isTrial = isTrialType(type);
}

/** Forgets the session but keeps the merchant code (docs/product.md § Accounts and sessions). */
export function clearSession() {
  session.token = null;
  session.account = null;
  session.method = null;
  setAccountType(null);
  storage()?.removeItem(keys.token);
  storage()?.removeItem(keys.account);
}
