import { createHash } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';

/**
 * The append-only, hash-chained audit log: every back-office write adds a row whose hash covers
 * the previous row's hash, so editing, deleting or re-ordering any row breaks every link after it.
 */

export interface AuditEntry {
  operatorId: number | null;
  operatorUsername: string;
  merchant: string;
  action: string;
  target: string;
  /** What changed: before and after, or the request and its outcome. */
  detail: Record<string, unknown>;
}

interface AuditRow {
  seq: bigint;
  at: bigint;
  operator_id: number | null;
  operator_username: string;
  merchant_code: string;
  action: string;
  target: string;
  detail: string;
  prev_hash: string;
  hash: string;
}

const genesis = '0'.repeat(64);

function linkHash(prev: string, row: Omit<AuditRow, 'hash' | 'prev_hash'>): string {
  const fields = [
    prev,
    String(row.seq),
    String(row.at),
    String(row.operator_id ?? ''),
    row.operator_username,
    row.merchant_code,
    row.action,
    row.target,
    row.detail,
  ];
  // Length-prefixed, so no two different rows hash the same fields.
  return createHash('sha256')
    .update(fields.map((field) => `${Buffer.byteLength(field)}:${field}`).join('|'))
    .digest('hex');
}

const jsonText = (value: unknown) =>
  JSON.stringify(value, (_key, item) => (typeof item === 'bigint' ? item.toString() : item));

/** Appends one row; the head row's lock makes concurrent appends take turns. */
export async function appendAudit(ctx: Context, entry: AuditEntry, db: Queryable = ctx.db) {
  const append = async (tx: Queryable) => {
    const head = await tx.query<{ seq: bigint; hash: string }>(
      'UPDATE backoffice_audit_head SET seq = seq + 1 WHERE id = 1 RETURNING seq, hash',
    );
    const { seq, hash: prev } = head[0] ?? { seq: 1n, hash: genesis };
    const row = {
      seq: BigInt(seq),
      at: BigInt(ctx.clock.now()),
      operator_id: entry.operatorId,
      operator_username: entry.operatorUsername,
      merchant_code: entry.merchant,
      action: entry.action,
      target: entry.target,
      detail: jsonText(entry.detail),
    };
    const hash = linkHash(prev, row);
    await tx.query(
      `INSERT INTO backoffice_audit (seq, at, operator_id, operator_username, merchant_code, action, target, detail,
         prev_hash, hash) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        row.seq,
        row.at,
        row.operator_id,
        row.operator_username,
        row.merchant_code,
        row.action,
        row.target,
        row.detail,
        prev,
        hash,
      ],
    );
    await tx.query('UPDATE backoffice_audit_head SET hash = $1 WHERE id = 1', [hash]);
    return { seq: Number(row.seq), hash };
  };
  return db === ctx.db ? ctx.db.transaction(append) : append(db);
}

export type AuditVerdict =
  | { intact: true; rows: number }
  | { intact: false; rows: number; brokenAt: number; reason: string };

/** Recomputes the chain from the first row; reports the first row whose link does not hold. */
export async function verifyAudit(db: Queryable): Promise<AuditVerdict> {
  const rows = await db.query<AuditRow>('SELECT * FROM backoffice_audit ORDER BY seq');
  let prev = genesis;
  let expectedSeq = 1n;
  for (const row of rows) {
    const seq = BigInt(row.seq);
    const broken = (reason: string): AuditVerdict => ({
      intact: false,
      rows: rows.length,
      brokenAt: Number(seq),
      reason,
    });
    if (seq !== expectedSeq) return broken(`row ${expectedSeq} is missing`);
    if (row.prev_hash !== prev) return broken('its previous hash is not the hash of the row before');
    if (linkHash(prev, { ...row, seq, at: BigInt(row.at) }) !== row.hash)
      return broken('its content does not match its hash');
    prev = row.hash;
    expectedSeq = seq + 1n;
  }
  const head = (
    await db.query<{ seq: bigint; hash: string }>('SELECT seq, hash FROM backoffice_audit_head')
  )[0];
  if (head && (BigInt(head.seq) !== expectedSeq - 1n || head.hash !== prev))
    return {
      intact: false,
      rows: rows.length,
      brokenAt: Number(expectedSeq),
      reason: 'rows after it were removed',
    };
  return { intact: true, rows: rows.length };
}

export async function listAudit(db: Queryable, limit = 100) {
  const rows = await db.query<AuditRow>('SELECT * FROM backoffice_audit ORDER BY seq DESC LIMIT $1', [limit]);
  return rows.map((row) => ({
    seq: Number(row.seq),
    at: Number(row.at),
    operator: row.operator_username,
    merchant: row.merchant_code,
    action: row.action,
    target: row.target,
    detail: JSON.parse(row.detail) as unknown,
    hash: row.hash,
  }));
}
