import type { AgentApplication, AgentApplyRequest } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { agentTypes } from '../members.ts';

interface ApplicationRow {
  id: number;
  member_id: number;
  contact: string;
  channel: string;
  message: string;
  status: AgentApplication['status'];
  remark: string | null;
  created_at: bigint | number;
  decided_at: bigint | number | null;
}

const wire = (row: ApplicationRow): AgentApplication => ({
  id: row.id,
  status: row.status,
  contact: row.contact,
  channel: row.channel,
  message: row.message,
  createdAt: Number(row.created_at),
  ...(row.decided_at === null ? {} : { decidedAt: Number(row.decided_at) }),
  ...(row.remark === null ? {} : { remark: row.remark }),
});

export async function latestApplication(db: Queryable, memberId: number) {
  const rows = await db.query<ApplicationRow>(
    'SELECT * FROM agent_applications WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
    [memberId],
  );
  return { ...(rows[0] ? { application: wire(rows[0]) } : {}) };
}

/** A member asks to become an agent: one pending application at a time; agents can not apply. */
export async function applyForAgent(
  ctx: Context,
  merchant: string,
  member: { memberId: number; customerType: number },
  input: AgentApplyRequest,
) {
  if ((agentTypes as readonly number[]).includes(member.customerType)) fail('agentAlready');
  const rows = await ctx.db.query<ApplicationRow>(
    `INSERT INTO agent_applications (merchant_code, member_id, contact, channel, message, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING *`,
    [
      merchant,
      member.memberId,
      input.contact.trim(),
      input.channel.trim(),
      input.message.trim(),
      ctx.clock.now(),
    ],
  );
  const row = rows[0] ?? fail('agentApplicationPending');
  return { application: wire(row) };
}

/** Operator: pending applications first, then the latest decided ones. */
export async function applicationQueue(db: Queryable, merchant: string) {
  const rows = await db.query<ApplicationRow & { username: string }>(
    `SELECT a.*, m.username FROM agent_applications a JOIN members m ON m.id = a.member_id
     WHERE a.merchant_code = $1 ORDER BY (a.status = 'pending') DESC, a.id DESC LIMIT 50`,
    [merchant],
  );
  return rows.map((row) => ({ ...wire(row), username: row.username }));
}

/**
 * Operator: decides a pending application. An approval makes the member an agent of type 1 with an
 * affiliate code (kept if it has one), in the same transaction.
 */
export async function decideApplication(
  ctx: Context,
  merchant: string,
  id: number,
  approve: boolean,
  remark?: string,
) {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.query<ApplicationRow>(
      `UPDATE agent_applications SET status = $3, remark = $4, decided_at = $5
       WHERE merchant_code = $1 AND id = $2 AND status = 'pending' RETURNING *`,
      [merchant, id, approve ? 'approved' : 'rejected', remark?.trim() || null, ctx.clock.now()],
    );
    const row = rows[0] ?? fail('notFound', `no pending application ${id}`);
    if (approve) {
      await tx.query(
        `UPDATE members SET customer_type = $2, affiliate_code = COALESCE(affiliate_code, 'AG' || id::text)
         WHERE id = $1`,
        [row.member_id, agentTypes[0]],
      );
    }
    return wire(row);
  });
}
