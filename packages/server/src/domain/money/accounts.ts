import type { Queryable } from '../../db/database.ts';
import { ApiError, fail } from '../../errors.ts';
import { vendorDefs } from '../../games/vendors.ts';
import { ensureSystemAccount, mainWallet, systemAccounts } from '../ledger.ts';
import { trialType } from '../members.ts';
import type { SessionMember } from '../sessions.ts';

/** Vendor wallets: account type id = position in the vendor list + 1 (0 is the main wallet). */
export const vendorWallets = vendorDefs.map((vendor, index) => ({
  accountTypeId: index + 1,
  accountTypeName: vendor.accountTypeName,
  displayName: vendor.displayName,
}));

/** Real-money wallets of a member; other member ledger accounts (the games' free-play wallet, type 90) are not money. */
export const realWalletTypes: readonly number[] = [
  mainWallet,
  ...vendorWallets.map((wallet) => wallet.accountTypeId),
];

/** SQL condition on a ledger_accounts row aliased `a`: one of the real-money wallets (integers only, safe to inline). */
export const realWalletSql = `a.account_type_id IN (${realWalletTypes.join(', ')})`;

export const mainWalletInfo = {
  accountTypeId: mainWallet,
  accountTypeName: 'MAIN',
  displayName: 'Main wallet',
};

/** Ledger kinds whose negative member entries are stakes (valid bets). */
export const betKinds = ['game.bet', 'game.round'];

/** The wallet id of a wire value ("0", "7"), or undefined when no such wallet exists. */
export function walletTypeOf(value: string): number | undefined {
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const id = Number(value);
  return id === mainWallet || vendorWallets.some((wallet) => wallet.accountTypeId === id) ? id : undefined;
}

/** A member's idempotency key in the merchant-wide ledger key space: members cannot collide. */
export const memberKey = (memberId: number, purpose: string, key: string) => `m${memberId}:${purpose}:${key}`;

const ensured = new WeakMap<Queryable, Set<string>>();

/** The money domain's system accounts exist for this merchant (checked once per database handle). */
export async function ensureMoneyAccounts(db: Queryable, merchant: string): Promise<void> {
  const merchants = ensured.get(db) ?? new Set<string>();
  ensured.set(db, merchants);
  if (merchants.has(merchant)) return;
  const rows = await db.query<{ currency: string }>('SELECT currency FROM merchants WHERE code = $1', [
    merchant,
  ]);
  const currency = rows[0]?.currency ?? fail('merchantInvalid');
  for (const code of Object.values(systemAccounts)) await ensureSystemAccount(db, merchant, code, currency);
  merchants.add(merchant);
}

/** Member-centre money calls are for real accounts: trial accounts get 'need true account'. */
export function requireRealMember(session: SessionMember): number {
  if (session.customerType === trialType) throw new ApiError('trialRefused');
  return session.memberId;
}
