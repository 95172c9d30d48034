import {
  type SupportChannel,
  type SupportConversation,
  type SupportGuestRequest,
  type SupportMessage,
  supportMessageMax,
} from '@playsite/api/contract';
import { supportGuestValidators, validateAll } from '@playsite/rules';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { sendMessage } from '../outbox.ts';
import { spendQuota } from '../throttle.ts';

/** The channel every instance LISTENs on; the payload is the conversation id. */
export const supportChannel = 'playsite_support';
/** A conversation's history as first shown: its last messages. */
export const historyLimit = 100;
const minute = 60_000;

interface MessageRow {
  id: bigint | number;
  conversation_id: number;
  author: SupportMessage['author'];
  content: string;
  client_id: string | null;
  created_at: bigint | number;
}

const toMessage = (row: MessageRow): SupportMessage => ({
  id: Number(row.id),
  author: row.author,
  content: row.content,
  createdAt: Number(row.created_at),
  ...(row.client_id ? { clientId: row.client_id } : {}),
});

/** Trimmed, 1 to 1000 characters, or refused. */
function messageText(content: string): string {
  const trimmed = content.trim();
  if (trimmed.length === 0 || trimmed.length > supportMessageMax) fail('supportMessageInvalid');
  return trimmed;
}

/** VIP channel for rank level above 4 (docs/product.md § VIP), live chat otherwise. */
async function channelOf(db: Queryable, memberId: number): Promise<SupportChannel> {
  const rows = await db.query<{ level: number | null }>(
    `SELECT (club_label->>'rankLevel')::int AS level FROM members WHERE id = $1`,
    [memberId],
  );
  return (rows[0]?.level ?? 0) > 4 ? 'vip' : 'live';
}

/** The member's conversation, made on first use; its channel follows the member's rank. */
export async function memberConversation(
  ctx: Context,
  merchant: string,
  memberId: number,
): Promise<{ id: number; channel: SupportChannel }> {
  const channel = await channelOf(ctx.db, memberId);
  const now = ctx.clock.now();
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO support_conversations (merchant_code, member_id, channel, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (merchant_code, member_id) WHERE member_id IS NOT NULL
     DO UPDATE SET channel = EXCLUDED.channel
     RETURNING id`,
    [merchant, memberId, channel, now],
  );
  return { id: rows[0]?.id ?? fail('internal'), channel };
}

export async function messagesAfter(
  db: Queryable,
  conversationId: number,
  after: number | undefined,
): Promise<SupportMessage[]> {
  const rows =
    after === undefined
      ? await db.query<MessageRow>(
          `SELECT * FROM (SELECT * FROM support_messages WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2) AS last
           ORDER BY id`,
          [conversationId, historyLimit],
        )
      : await db.query<MessageRow>(
          'SELECT * FROM support_messages WHERE conversation_id = $1 AND id > $2 ORDER BY id LIMIT 500',
          [conversationId, after],
        );
  return rows.map(toMessage);
}

/** Operator messages after the member's read mark. */
export async function memberUnread(db: Queryable, conversationId: number): Promise<number> {
  const rows = await db.query<{ count: bigint | number }>(
    `SELECT count(*) AS count FROM support_messages s JOIN support_conversations c ON c.id = s.conversation_id
     WHERE c.id = $1 AND s.author = 'operator' AND s.id > c.member_read_id`,
    [conversationId],
  );
  return Number(rows[0]?.count ?? 0);
}

/** The member's conversation with its messages (after `after`, or the last 100) and unread count. */
export async function conversationFor(
  ctx: Context,
  merchant: string,
  memberId: number,
  after?: number,
): Promise<SupportConversation> {
  const { id, channel } = await memberConversation(ctx, merchant, memberId);
  const [messages, unread] = await Promise.all([messagesAfter(ctx.db, id, after), memberUnread(ctx.db, id)]);
  return { conversationId: id, channel, messages, unread };
}

/**
 * Stores one message and wakes every instance (NOTIFY). The same `clientId` in the same
 * conversation is stored once: sending again answers the stored message.
 */
export async function postMessage(
  ctx: Context,
  conversationId: number,
  author: SupportMessage['author'],
  content: string,
  clientId?: string,
): Promise<SupportMessage> {
  const body = messageText(content);
  const now = ctx.clock.now();
  const message = await ctx.db.transaction(async (tx) => {
    const inserted = await tx.query<MessageRow>(
      `INSERT INTO support_messages (conversation_id, author, content, client_id, created_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (conversation_id, client_id) DO NOTHING RETURNING *`,
      [conversationId, author, body, clientId ?? null, now],
    );
    const row =
      inserted[0] ??
      (
        await tx.query<MessageRow>(
          'SELECT * FROM support_messages WHERE conversation_id = $1 AND client_id = $2',
          [conversationId, clientId ?? null],
        )
      )[0] ??
      fail('internal');
    if (inserted[0]) {
      // A member's own message marks what came before it as read; an operator's answer marks the member's.
      const mark = author === 'operator' ? 'operator_read_id' : 'member_read_id';
      await tx.query(
        `UPDATE support_conversations SET updated_at = $2, ${mark} = GREATEST(${mark}, $3) WHERE id = $1`,
        [conversationId, now, row.id],
      );
      await tx.query('SELECT pg_notify($1, $2)', [supportChannel, String(conversationId)]);
    }
    return toMessage(row);
  });
  return message;
}

/** A member's message, at most 30 a minute. */
export async function memberSend(
  ctx: Context,
  merchant: string,
  memberId: number,
  input: { content: string; clientId: string },
): Promise<SupportMessage> {
  messageText(input.content);
  await spendQuota(ctx, `support-send:${memberId}`, { windowMs: minute, max: 30 });
  const { id } = await memberConversation(ctx, merchant, memberId);
  return postMessage(ctx, id, 'member', input.content, input.clientId);
}

/** Marks every message of the member's conversation read; answers the unread count (0). */
export async function memberRead(ctx: Context, merchant: string, memberId: number): Promise<number> {
  const { id } = await memberConversation(ctx, merchant, memberId);
  await ctx.db.query(
    `UPDATE support_conversations
     SET member_read_id = GREATEST(member_read_id, (SELECT COALESCE(max(id), 0) FROM support_messages WHERE conversation_id = $1))
     WHERE id = $1`,
    [id],
  );
  return memberUnread(ctx.db, id);
}

export async function unreadFor(ctx: Context, merchant: string, memberId: number): Promise<number> {
  const rows = await ctx.db.query<{ id: number }>(
    'SELECT id FROM support_conversations WHERE merchant_code = $1 AND member_id = $2',
    [merchant, memberId],
  );
  return rows[0] ? memberUnread(ctx.db, rows[0].id) : 0;
}

/** A guest's message: a conversation of its own, answered by e-mail. At most 5 an hour from one address. */
export async function guestMessage(ctx: Context, merchant: string, ip: string, input: SupportGuestRequest) {
  const name = input.name.trim();
  const email = input.email.trim();
  const content = messageText(input.content);
  if (Object.keys(validateAll(supportGuestValidators(), { name, email, content })).length > 0)
    fail('supportGuestInvalid');
  await spendQuota(ctx, `support-guest:${ip}`, { windowMs: 60 * minute, max: 5 });
  const now = ctx.clock.now();
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO support_conversations (merchant_code, channel, guest_name, guest_email, created_at, updated_at)
     VALUES ($1, 'live', $2, $3, $4, $4) RETURNING id`,
    [merchant, name, email, now],
  );
  await postMessage(ctx, rows[0]?.id ?? fail('internal'), 'guest', content);
}

/* ---------- operators ---------- */

export interface QueueEntry {
  id: number;
  channel: SupportChannel;
  who: string;
  guestEmail: string | null;
  unread: number;
  lastMessage: string;
  updatedAt: number;
}

/** Conversations, those with unread member messages first (VIP before live chat), then the most recent. */
export async function supportQueue(db: Queryable, merchant: string): Promise<QueueEntry[]> {
  const rows = await db.query<{
    id: number;
    channel: SupportChannel;
    username: string | null;
    guest_name: string | null;
    guest_email: string | null;
    unread: bigint | number;
    last_message: string | null;
    updated_at: bigint | number;
  }>(
    `SELECT c.id, c.channel, m.username, c.guest_name, c.guest_email, c.updated_at,
       (SELECT count(*) FROM support_messages s WHERE s.conversation_id = c.id AND s.author <> 'operator' AND s.id > c.operator_read_id) AS unread,
       (SELECT content FROM support_messages s WHERE s.conversation_id = c.id ORDER BY id DESC LIMIT 1) AS last_message
     FROM support_conversations c LEFT JOIN members m ON m.id = c.member_id
     WHERE c.merchant_code = $1
     ORDER BY (SELECT count(*) FROM support_messages s WHERE s.conversation_id = c.id AND s.author <> 'operator' AND s.id > c.operator_read_id) > 0 DESC,
       c.channel = 'vip' DESC, c.updated_at DESC
     LIMIT 200`,
    [merchant],
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    who: row.username ?? `${row.guest_name ?? ''} (guest)`,
    guestEmail: row.guest_email,
    unread: Number(row.unread),
    lastMessage: row.last_message ?? '',
    updatedAt: Number(row.updated_at),
  }));
}

async function conversationRow(db: Queryable, merchant: string, id: number) {
  const rows = await db.query<{ id: number; guest_email: string | null; guest_name: string | null }>(
    'SELECT id, guest_email, guest_name FROM support_conversations WHERE merchant_code = $1 AND id = $2',
    [merchant, id],
  );
  return rows[0] ?? fail('notFound', 'no such conversation');
}

/** One conversation's messages for an operator; reading it marks the member's messages read. */
export async function operatorView(db: Queryable, merchant: string, id: number) {
  await conversationRow(db, merchant, id);
  const messages = await messagesAfter(db, id, undefined);
  await db.query(
    `UPDATE support_conversations
     SET operator_read_id = GREATEST(operator_read_id, (SELECT COALESCE(max(id), 0) FROM support_messages WHERE conversation_id = $1))
     WHERE id = $1`,
    [id],
  );
  return { id, messages };
}

/** An operator's answer: live to the member's open windows, or by e-mail to a guest. */
export async function operatorReply(ctx: Context, merchant: string, id: number, content: string) {
  const conversation = await conversationRow(ctx.db, merchant, id);
  const message = await postMessage(ctx, id, 'operator', content);
  if (conversation.guest_email) {
    await sendMessage(ctx, merchant, {
      channel: 'email',
      to: conversation.guest_email,
      subject: 'Your message to customer service',
      body: `Hello ${conversation.guest_name ?? ''},\n\n${message.content}`,
      code: null,
    });
  }
  return message;
}
