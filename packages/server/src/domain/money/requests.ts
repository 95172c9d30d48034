import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { sha256 } from '../../security/tokens.ts';

/** Hash of what a request asks for (never of secrets such as the payment password). */
export const requestHash = (parts: unknown[]) =>
  sha256(JSON.stringify(parts, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)));

/**
 * Inserts a member's request row once per idempotency key, inside the caller's transaction.
 * `insert` runs an INSERT … ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING id. A
 * concurrent twin waits on the unique index, then finds the committed first row: the same
 * parameters replay it, other parameters are refused.
 */
export async function insertOnce(
  tx: Queryable,
  table: 'deposits' | 'withdrawals',
  memberId: number,
  key: string,
  hash: string,
  insert: () => Promise<{ id: number }[]>,
): Promise<{ id: number; replayed: boolean }> {
  const inserted = (await insert())[0];
  if (inserted) return { id: inserted.id, replayed: false };
  const rows = await tx.query<{ id: number; request_hash: string }>(
    `SELECT id, request_hash FROM ${table} WHERE member_id = $1 AND idempotency_key = $2`,
    [memberId, key],
  );
  const first = rows[0];
  if (!first || first.request_hash !== hash) return fail('idempotencyConflict');
  return { id: first.id, replayed: true };
}

/** Page arithmetic shared by the listings. */
export function paging(input: { pageNo?: number | undefined; pageSize?: number | undefined }, fallback = 10) {
  const pageNo = input.pageNo ?? 1;
  const pageSize = input.pageSize ?? fallback;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export function pageOf<T>(list: T[], total: number, pageNo: number, pageSize: number) {
  return { list, pageNum: pageNo, totalPages: Math.max(1, Math.ceil(total / pageSize)), totalCount: total };
}
