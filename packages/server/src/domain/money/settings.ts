import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { cachePerHandle } from '../../ops/ttl-cache.ts';
import { settingsTtlMs } from '../settings.ts';

/** Operator settings of the money domain (table money_settings; defaults when no row). */
export interface MoneySettings {
  singleWallet: boolean;
  /**
   * Minutes after payout until an unconfirmed withdrawal counts as received ("N" of
   * docs/product.md § Withdrawal confirmation).
   */
  confirmMinutes: number;
  autoApproveDeposits: boolean;
  minWithdraw: bigint;
  maxWithdraw: bigint;
  /** Manual rebate, basis points of valid bets. */
  rebateRate: number;
}

export const defaultMoneySettings: MoneySettings = Object.freeze({
  singleWallet: false,
  confirmMinutes: 30,
  autoApproveDeposits: false,
  minWithdraw: 10_000n,
  maxWithdraw: 5_000_000n,
  rebateRate: 50,
});

interface Row {
  single_wallet: boolean;
  confirm_minutes: number;
  auto_approve_deposits: boolean;
  min_withdraw: bigint;
  max_withdraw: bigint;
  rebate_rate: number;
}

/** Read on every wallet call and rarely changed: kept like the other settings (settingsTtlMs per handle). */
const cache = cachePerHandle<MoneySettings>(settingsTtlMs);

export function moneySettings(db: Queryable, merchant: string): Promise<MoneySettings> {
  return cache(db).get(merchant, () => readMoneySettings(db, merchant));
}

async function readMoneySettings(db: Queryable, merchant: string): Promise<MoneySettings> {
  const row = (await db.query<Row>('SELECT * FROM money_settings WHERE merchant_code = $1', [merchant]))[0];
  if (!row) return defaultMoneySettings;
  return Object.freeze({
    singleWallet: row.single_wallet,
    confirmMinutes: row.confirm_minutes,
    autoApproveDeposits: row.auto_approve_deposits,
    minWithdraw: row.min_withdraw,
    maxWithdraw: row.max_withdraw,
    rebateRate: row.rebate_rate,
  });
}

export async function putMoneySettings(
  ctx: Context,
  merchant: string,
  change: Partial<MoneySettings>,
  db: Queryable = ctx.db,
): Promise<MoneySettings> {
  const next = { ...(await readMoneySettings(db, merchant)), ...change };
  await db.query(
    `INSERT INTO money_settings (merchant_code, single_wallet, confirm_minutes, auto_approve_deposits,
       min_withdraw, max_withdraw, rebate_rate) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (merchant_code) DO UPDATE SET single_wallet = EXCLUDED.single_wallet,
       confirm_minutes = EXCLUDED.confirm_minutes, auto_approve_deposits = EXCLUDED.auto_approve_deposits,
       min_withdraw = EXCLUDED.min_withdraw, max_withdraw = EXCLUDED.max_withdraw, rebate_rate = EXCLUDED.rebate_rate`,
    [
      merchant,
      next.singleWallet,
      next.confirmMinutes,
      next.autoApproveDeposits,
      next.minWithdraw,
      next.maxWithdraw,
      next.rebateRate,
    ],
  );
  for (const handle of new Set([ctx.db, db])) cache(handle).delete(merchant);
  return next;
}
