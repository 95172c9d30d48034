import { expect } from 'vitest';
import type { Queryable } from '../../src/db/database.ts';

/**
 * The double-entry ledger holds: every account's balance is the sum of its entries, all balances
 * add up to zero, and every transfer's entries add up to zero.
 */
export async function expectLedgerBalanced(db: Queryable): Promise<void> {
  const accounts = await db.query<{ code: string; balance: bigint; total: bigint }>(
    `SELECT a.code, a.balance, coalesce(sum(e.amount), 0)::bigint AS total
     FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id, a.code, a.balance`,
  );
  for (const account of accounts) expect(account.balance, account.code).toBe(account.total);
  const grand = await db.query<{ total: bigint }>(
    'SELECT sum(balance)::bigint AS total FROM ledger_accounts',
  );
  expect(grand[0]?.total).toBe(0n);
  const transfers = await db.query<{ id: number }>(
    'SELECT t.id FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id GROUP BY t.id HAVING sum(e.amount) <> 0',
  );
  expect(transfers).toHaveLength(0);
}

/** Rounds settled whose id contains `marker`. */
export async function settledRounds(db: Queryable, marker: string): Promise<number> {
  const rows = await db.query("SELECT 1 FROM game_rounds WHERE round_id LIKE $1 AND status = 'settled'", [
    `%${marker}%`,
  ]);
  return rows.length;
}
