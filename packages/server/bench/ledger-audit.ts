import type { Queryable } from '../src/db/database.ts';

/** What the database says after a load: every figure but `transfers` must be 0. */
export interface LedgerAudit {
  /** Transfers of the audited kind stored since the load began. */
  transfers: number;
  /** Transfers a client saw succeed that are not stored, plus stored ones no client saw succeed. */
  unaccounted: number;
  /** Accounts whose balance is not the sum of their entries. */
  mismatches: number;
  /** Member accounts below zero. */
  negative: number;
  /** Transfers whose entries do not add up to zero, plus 1 when all balances do not. */
  unbalanced: number;
  /** Members whose total over their accounts changed (transfers between their own wallets only). */
  totalsChanged: number;
  /** Idempotency keys stored more than once. */
  duplicateKeys: number;
}

export async function auditLedger(
  db: Queryable,
  expected: {
    kind: string;
    /** When the load began (ms). */
    since: number;
    /** The stored idempotency key of every transfer a client saw succeed. */
    succeeded: ReadonlySet<string>;
    totalsBefore: Array<{ id: number; total: bigint }>;
  },
): Promise<LedgerAudit> {
  const accounts = await db.query<{ balance: bigint; entries: bigint; system: boolean }>(
    `SELECT a.balance, a.system, coalesce(sum(e.amount), 0)::bigint AS entries
     FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id`,
  );
  const grand = accounts.reduce((sum, row) => sum + row.balance, 0n);
  const unbalanced = await db.query(
    'SELECT transfer_id FROM ledger_entries GROUP BY transfer_id HAVING sum(amount) <> 0',
  );
  const stored = new Set(
    (
      await db.query<{ key: string }>(
        'SELECT idempotency_key AS key FROM ledger_transfers WHERE kind = $1 AND created_at >= $2',
        [expected.kind, expected.since],
      )
    ).map((row) => row.key),
  );
  const lost = [...expected.succeeded].filter((key) => !stored.has(key)).length;
  const unseen = [...stored].filter((key) => !expected.succeeded.has(key)).length;
  const after = new Map(
    (
      await db.query<{ id: number; total: bigint }>(
        'SELECT member_id AS id, sum(balance)::bigint AS total FROM ledger_accounts WHERE NOT system GROUP BY member_id',
      )
    ).map((row) => [row.id, row.total]),
  );
  const duplicates = await db.query(
    `SELECT 1 FROM ledger_transfers GROUP BY merchant_code, idempotency_key HAVING count(*) > 1`,
  );
  return {
    transfers: stored.size,
    unaccounted: lost + unseen,
    mismatches: accounts.filter((row) => row.balance !== row.entries).length,
    negative: accounts.filter((row) => !row.system && row.balance < 0n).length,
    unbalanced: unbalanced.length + (grand === 0n ? 0 : 1),
    totalsChanged: expected.totalsBefore.filter((row) => after.get(row.id) !== row.total).length,
    duplicateKeys: duplicates.length,
  };
}

/** The invariant breaks an audit found (0 when the ledger holds). */
export const auditBreaks = (audit: LedgerAudit) =>
  audit.unaccounted +
  audit.mismatches +
  audit.negative +
  audit.unbalanced +
  audit.totalsChanged +
  audit.duplicateKeys;
