import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { pageOf, paging } from './requests.ts';

export type MessageCategory = 'system' | 'deposit' | 'withdrawal' | 'promotion' | 'notice';

export interface NewMessage {
  category: MessageCategory;
  title: string;
  content: string;
}

/** A platform message to one member (written in the caller's transaction when given one). */
export async function sendMemberMessage(
  ctx: Context,
  merchant: string,
  memberId: number,
  message: NewMessage,
  db: Queryable = ctx.db,
) {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO member_messages (merchant_code, member_id, category, title, content, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [merchant, memberId, message.category, message.title, message.content, ctx.clock.now()],
  );
  return { messageId: rows[0]?.id ?? 0 };
}

export async function unreadMessages(db: Queryable, memberId: number): Promise<number> {
  const rows = await db.query<{ count: bigint }>(
    'SELECT count(*)::bigint AS count FROM member_messages WHERE member_id = $1 AND read_at IS NULL',
    [memberId],
  );
  return Number(rows[0]?.count ?? 0n);
}

interface Row {
  id: number;
  category: MessageCategory;
  title: string;
  content: string;
  created_at: bigint;
  read_at: bigint | null;
}

export async function listMessages(
  db: Queryable,
  memberId: number,
  input: { pageNo?: number | undefined; pageSize?: number | undefined; unreadOnly?: 'true' | undefined },
) {
  const { pageNo, pageSize, offset } = paging(input);
  const filter = input.unreadOnly ? 'AND read_at IS NULL' : '';
  const [rows, total, unread] = await Promise.all([
    db.query<Row>(
      `SELECT * FROM member_messages WHERE member_id = $1 ${filter} ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [memberId, pageSize, offset],
    ),
    db.query<{ count: bigint }>(
      `SELECT count(*)::bigint AS count FROM member_messages WHERE member_id = $1 ${filter}`,
      [memberId],
    ),
    unreadMessages(db, memberId),
  ]);
  const list = rows.map((row) => ({
    messageId: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    createTime: Number(row.created_at),
    read: row.read_at !== null,
  }));
  return { ...pageOf(list, Number(total[0]?.count ?? 0n), pageNo, pageSize), unread };
}

/** Marks one message (or all) read; reading twice is harmless. */
export async function readMessages(ctx: Context, memberId: number, messageId?: number) {
  if (messageId !== undefined) {
    const rows = await ctx.db.query(
      'UPDATE member_messages SET read_at = coalesce(read_at, $3) WHERE id = $1 AND member_id = $2 RETURNING id',
      [messageId, memberId, ctx.clock.now()],
    );
    if (rows.length === 0) fail('messageNotFound');
  } else {
    await ctx.db.query('UPDATE member_messages SET read_at = $2 WHERE member_id = $1 AND read_at IS NULL', [
      memberId,
      ctx.clock.now(),
    ]);
  }
  return { unread: await unreadMessages(ctx.db, memberId) };
}
