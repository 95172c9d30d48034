import { callQuery, queryClient } from '../query/query.ts';
import { member, setMember } from '../stores/member.ts';
import { session, setAccountType } from '../stores/session.ts';
import { vip } from '../stores/vip.ts';
import { wallet } from '../stores/wallet.ts';

/**
 * GET /wps/member/info (asked again now): who is logged in, their type and VIP rank. Resolves to
 * the failure, if any, for a screen that asked to tell it; the last answer stays shown.
 */
export async function loadMember(): Promise<unknown> {
  if (!session.token) return undefined;
  member.loading = true;
  try {
    const info = await queryClient.fetchQuery({ ...callQuery('memberInfo'), staleTime: 0 });
    setMember(info);
    setAccountType(info.type);
    vip.rankLabel = info.clubLabel?.labelName ?? null;
    vip.rankLevel = info.clubLabel?.rankLevel ?? 0;
    return undefined;
  } catch (error) {
    return error;
  } finally {
    member.loading = false;
  }
}

/**
 * GET /wps/v2/wallets/balance (integer minor units), asked again now (after a bet, a transfer, a
 * game closing): the header and every page showing the balance query get the new answer.
 * A failed refresh keeps the last balance shown (resolves to the failure, as loadMember).
 */
export async function refreshBalance(): Promise<unknown> {
  if (!session.token) return undefined;
  wallet.loading = true;
  try {
    wallet.balance = (await queryClient.fetchQuery({ ...callQuery('balance'), staleTime: 0 })).sumBalance;
    return undefined;
  } catch (error) {
    return error;
  } finally {
    wallet.loading = false;
  }
}

/** Member info and balance, after login and on start with a stored token; resolves to the first failure. */
export async function loadLoginInfo(): Promise<unknown> {
  const [member, balance] = await Promise.all([loadMember(), refreshBalance()]);
  return member ?? balance;
}
