import type { Queryable } from '../../db/database.ts';
import type { PlayMode } from '../../games/settlement.ts';
import { demoWalletType } from '../games/wallets.ts';
import { ensureSystemAccount } from '../ledger.ts';

/**
 * A provider's side of its bets and wins, per brand: `system:provider:<id>` for real money,
 * `system:provider:<id>:demo` for free play (against the member's free-play wallet). A bet moves
 * the stake from the member's wallet to it and a win back, so its balance is the provider's gross
 * gaming revenue in that brand (docs/provider-wallet.md § GGR).
 */
export const providerAccount = (providerId: string, mode: PlayMode) =>
  mode === 'real' ? `system:provider:${providerId}` : `system:provider:${providerId}:demo`;

export async function ensureProviderAccounts(
  db: Queryable,
  merchant: string,
  providerId: string,
  currency: string,
): Promise<void> {
  for (const mode of ['real', 'demo'] as const)
    await ensureSystemAccount(db, merchant, providerAccount(providerId, mode), currency);
}

/** Which wallet a stored transaction used: the free-play one (type 90) or the real one. */
export const modeOfWallet = (wallet: string): PlayMode =>
  wallet.endsWith(`:${demoWalletType}`) ? 'demo' : 'real';
