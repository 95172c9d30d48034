import type { Queryable } from '../../db/database.ts';
import type { PlayMode } from '../../games/settlement.ts';
import { demoWalletType } from '../games/wallets.ts';
import { ensureSystemAccount } from '../ledger.ts';

/**
 * How many accounts a provider's side is split into per brand and mode, by member. A posting
 * locks the accounts it moves, until its transaction commits: with one account every bet and win
 * of every member waited for that one row (pnpm bench:wallet: 15 to 17 of 20 connections waiting
 * on it). Split, calls of different members mostly lock different rows.
 */
export const providerAccountShards = 16;

/**
 * A provider's side of its bets and wins in a brand: `system:provider:<id>:real:<n>` for real
 * money, `system:provider:<id>:demo:<n>` for free play (against the member's free-play wallet),
 * n = member id mod `providerAccountShards`. A bet moves the stake from the member's wallet to it
 * and a win back, so the sum of `system:provider:<id>:real:%` is the provider's gross gaming
 * revenue in that brand (docs/provider-wallet.md § GGR).
 */
export const providerAccount = (providerId: string, mode: PlayMode, memberId: number) =>
  `system:provider:${providerId}:${mode}:${memberId % providerAccountShards}`;

/** The accounts a member's calls post to, both modes (at launch). */
export async function ensureProviderAccounts(
  db: Queryable,
  merchant: string,
  providerId: string,
  currency: string,
  memberId: number,
): Promise<void> {
  for (const mode of ['real', 'demo'] as const)
    await ensureSystemAccount(db, merchant, providerAccount(providerId, mode, memberId), currency);
}

/** Which wallet a stored transaction used: the free-play one (type 90) or the real one. */
export const modeOfWallet = (wallet: string): PlayMode =>
  wallet.endsWith(`:${demoWalletType}`) ? 'demo' : 'real';
