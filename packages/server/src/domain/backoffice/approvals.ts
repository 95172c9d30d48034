import type { Context } from '../../context.ts';
import { fail, refuse } from '../../errors.ts';

/**
 * Maker-checker: an action over a threshold is first requested by one operator and only done when
 * a second, different operator approves it. The database refuses decided_by = requested_by too.
 */

export type ApprovalKind = 'balance.adjust' | 'withdrawal.approve';

export interface Approval {
  id: number;
  kind: ApprovalKind;
  target: string;
  payload: Record<string, unknown>;
  requestedBy: number;
  requestedByName: string;
  requestedAt: number;
  status: 'pending' | 'approved' | 'rejected';
}

interface ApprovalRow {
  id: number;
  kind: ApprovalKind;
  target: string;
  payload: Record<string, unknown>;
  requested_by: number;
  requested_by_name: string;
  requested_at: bigint;
  status: Approval['status'];
}

const approval = (row: ApprovalRow): Approval => ({
  id: row.id,
  kind: row.kind,
  target: row.target,
  payload: row.payload,
  requestedBy: row.requested_by,
  requestedByName: row.requested_by_name,
  requestedAt: Number(row.requested_at),
  status: row.status,
});

const select = `SELECT p.*, o.username AS requested_by_name FROM backoffice_approvals p
  JOIN backoffice_operators o ON o.id = p.requested_by`;

/** Refusal with a reason the back office translates (value.reason). */

export async function pendingApprovals(ctx: Context, merchant: string) {
  const rows = await ctx.db.query<ApprovalRow>(
    `${select} WHERE p.merchant_code = $1 AND p.status = 'pending' ORDER BY p.id`,
    [merchant],
  );
  return rows.map(approval);
}

export async function openApproval(ctx: Context, merchant: string, kind: ApprovalKind, target: string) {
  const rows = await ctx.db.query<ApprovalRow>(
    `${select} WHERE p.merchant_code = $1 AND p.kind = $2 AND p.target = $3 AND p.status = 'pending'`,
    [merchant, kind, target],
  );
  return rows[0] && approval(rows[0]);
}

export async function approvalById(ctx: Context, merchant: string, id: number) {
  const rows = await ctx.db.query<ApprovalRow>(`${select} WHERE p.merchant_code = $1 AND p.id = $2`, [
    merchant,
    id,
  ]);
  return rows[0] ? approval(rows[0]) : fail('notFound');
}

/** Records a request; a second request for the same action and target is refused while one is open. */
export async function requestApproval(
  ctx: Context,
  merchant: string,
  kind: ApprovalKind,
  target: string,
  payload: Record<string, unknown>,
  operatorId: number,
) {
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO backoffice_approvals (merchant_code, kind, target, payload, requested_by, requested_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
    [merchant, kind, target, JSON.stringify(payload), operatorId, ctx.clock.now()],
  );
  const id = rows[0]?.id;
  if (id === undefined) return refuse('approvalPending');
  return approvalById(ctx, merchant, id);
}

/**
 * The checker's decision: refused for the maker, and taken once (the status guard), then `run`
 * does the action when approved. A failed action leaves the request pending for another try.
 */
export async function decideApproval<T>(
  ctx: Context,
  merchant: string,
  id: number,
  operatorId: number,
  approve: boolean,
  run: (approval: Approval) => Promise<T>,
): Promise<{ approval: Approval; result?: T }> {
  const current = await approvalById(ctx, merchant, id);
  if (current.status !== 'pending') return refuse('approvalDecided');
  if (current.requestedBy === operatorId) return refuse('sameOperator', 403);
  const result = approve ? await run(current) : undefined;
  const rows = await ctx.db.query(
    `UPDATE backoffice_approvals SET status = $3, decided_by = $4, decided_at = $5
     WHERE merchant_code = $1 AND id = $2 AND status = 'pending' RETURNING id`,
    [merchant, id, approve ? 'approved' : 'rejected', operatorId, ctx.clock.now()],
  );
  if (!rows.length) return refuse('approvalDecided');
  return {
    approval: { ...current, status: approve ? 'approved' : 'rejected' },
    ...(approve ? { result } : {}),
  };
}
