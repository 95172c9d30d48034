import { randomUUID } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { gameHouseAccounts, type PlayMode } from '../../games/settlement.ts';
import { ensureSystemAccount, mainWallet, openWallet, postTransfer } from '../ledger.ts';

/**
 * Free play (launch accountType 0) plays on its own ledger account of the member, funded by the
 * demo house: the real wallet (type 0) is never touched. The balance call should leave this
 * account type out of sumBalance (see the report of issue 6).
 */
export const demoWalletType = 90;
/** Demo credit a free-play wallet is topped up to when it runs low. */
export const demoCreditMinor = 1_000_000n;

export const walletCode = (memberId: number, mode: PlayMode) =>
  `member:${memberId}:${mode === 'real' ? mainWallet : demoWalletType}`;

export async function merchantCurrency(db: Queryable, merchant: string) {
  const rows = await db.query<{ currency: string; currency_symbol: string }>(
    'SELECT currency, currency_symbol FROM merchants WHERE code = $1',
    [merchant],
  );
  return rows[0] ?? fail('merchantInvalid');
}

export async function accountBalance(db: Queryable, merchant: string, code: string): Promise<bigint> {
  const rows = await db.query<{ balance: bigint }>(
    'SELECT balance FROM ledger_accounts WHERE merchant_code = $1 AND code = $2',
    [merchant, code],
  );
  return rows[0]?.balance ?? 0n;
}

/**
 * The house accounts and the member's wallet of the mode: the main one (a member who never
 * deposited has none yet, and a provider's balance call must find it), or for free play the demo
 * wallet with its credit topped up.
 */
export async function prepareGameAccounts(ctx: Context, merchant: string, memberId: number, mode: PlayMode) {
  const { currency } = await merchantCurrency(ctx.db, merchant);
  for (const code of Object.values(gameHouseAccounts))
    await ensureSystemAccount(ctx.db, merchant, code, currency);
  if (mode === 'real') return openWallet(ctx.db, merchant, memberId);
  await openWallet(ctx.db, merchant, memberId, demoWalletType);
  const wallet = walletCode(memberId, 'demo');
  const balance = await accountBalance(ctx.db, merchant, wallet);
  if (balance * 10n >= demoCreditMinor) return;
  await postTransfer(ctx, {
    merchant,
    idempotencyKey: `game.demo-credit:${memberId}:${randomUUID()}`,
    kind: 'game.demo-credit',
    memo: 'free play credit',
    postings: [
      { account: gameHouseAccounts.demo, amount: balance - demoCreditMinor },
      { account: wallet, amount: demoCreditMinor - balance },
    ],
  });
}
