import { reportError } from '../api/platform.ts';
import { callQuery, queryClient } from '../query/query.ts';
import { member, setMember } from '../stores/member.ts';
import { session, setAccountType } from '../stores/session.ts';
import { vip } from '../stores/vip.ts';
import { wallet } from '../stores/wallet.ts';

/** GET /wps/member/info (asked again now): who is logged in, their type and VIP rank. */
export async function loadMember(): Promise<void> {
  if (!session.token) return;
  member.loading = true;
  try {
    const info = await queryClient.fetchQuery({ ...callQuery('memberInfo'), staleTime: 0 });
    setMember(info);
    setAccountType(info.type);
    vip.rankLabel = info.clubLabel?.labelName ?? null;
    vip.rankLevel = info.clubLabel?.rankLevel ?? 0;
  } catch (error) {
    reportError(error);
  } finally {
    member.loading = false;
  }
}

/**
 * GET /wps/v2/wallets/balance (integer minor units), asked again now (after a bet, a transfer, a
 * game closing): the header and every page showing the balance query get the new answer.
 */
export async function refreshBalance(): Promise<void> {
  if (!session.token) return;
  wallet.loading = true;
  try {
    wallet.balance = (await queryClient.fetchQuery({ ...callQuery('balance'), staleTime: 0 })).sumBalance;
  } catch (error) {
    reportError(error);
  } finally {
    wallet.loading = false;
  }
}

/** Member info and balance, after login and on start with a stored token. */
export async function loadLoginInfo(): Promise<void> {
  await Promise.all([loadMember(), refreshBalance()]);
}
