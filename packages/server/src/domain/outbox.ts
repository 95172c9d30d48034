import type { Context } from '../context.ts';

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  code: string | null;
  createdAt: number;
}

/**
 * Writes a message to the outbox. Codes and temporary passwords are kept readable only outside
 * production (for /__dev/outbox and tests); in production the stored copy has them masked.
 */
export async function sendMessage(
  ctx: Context,
  merchant: string,
  sent: Omit<OutboxMessage, 'id' | 'createdAt'>,
): Promise<void> {
  const message =
    ctx.config.production && sent.code
      ? { ...sent, body: sent.body.split(sent.code).join('*'.repeat(sent.code.length)), code: null }
      : sent;
  await ctx.db.query(
    `INSERT INTO outbox (merchant_code, channel, recipient, subject, body, code, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [merchant, message.channel, message.to, message.subject, message.body, message.code, ctx.clock.now()],
  );
}

/** Newest first. `to` matches an e-mail exactly (case-insensitive) or a phone by its digits (suffix). */
export async function readOutbox(ctx: Context, to: string): Promise<OutboxMessage[]> {
  const digits = to.replace(/\D/g, '');
  const rows = await ctx.db.query<{
    id: number;
    channel: 'sms' | 'email';
    recipient: string;
    subject: string;
    body: string;
    code: string | null;
    created_at: bigint;
  }>(
    `SELECT * FROM outbox
     WHERE lower(recipient) = lower($1)
        OR (channel = 'sms' AND $2 <> '' AND regexp_replace(recipient, '[^0-9]', '', 'g') LIKE '%' || $2)
     ORDER BY id DESC LIMIT 50`,
    [to.trim(), to.includes('@') ? '' : digits],
  );
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    code: row.code,
    createdAt: Number(row.created_at),
  }));
}
