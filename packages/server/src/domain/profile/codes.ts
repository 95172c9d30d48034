import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { randomDigits, sha256 } from '../../security/tokens.ts';
import { sendMessage } from '../outbox.ts';
import { giveBack, reserveQuota } from '../throttle.ts';

/**
 * Codes that prove a member owns the number or address they bind. Like the SMS codes of sms.ts
 * (6 digits, the countdown of `config.sms`, a few wrong tries spend the code), but bound to the
 * member as well as the target, so one member's code is useless to another.
 */
export type BindChannel = 'sms' | 'email';

/** Codes a member may ask for per hour, whatever the targets. */
export const bindCodesPerMemberPerHour = 10;

const hashCode = (memberId: number, channel: BindChannel, target: string, code: string) =>
  sha256(`bind:${memberId}:${channel}:${target}:${code}`);

/**
 * Sends a code to the outbox; refused while the last one to the same target is in its countdown.
 * Under a lock of the member and channel, so of parallel requests one sends (issue 39).
 */
export async function sendBindCode(
  ctx: Context,
  merchant: string,
  memberId: number,
  channel: BindChannel,
  target: string,
  ip: string,
  /** 'login': the code verifies a login from a new IP (login-ip.ts) instead of a binding. */
  purpose: 'bind' | 'login' = 'bind',
): Promise<{ expiredMinutes: number }> {
  const now = ctx.clock.now();
  const { expiredMinutes, perIpPerHour } = ctx.config.sms;
  const countdownStart = now - expiredMinutes * 60_000;
  const running = (db: Queryable) =>
    db.query(
      `SELECT 1 FROM bind_codes WHERE member_id = $1 AND channel = $2 AND target = $3 AND created_at > $4`,
      [memberId, channel, target, countdownStart],
    );
  // A cheap refusal first, which spends no quota; the decision is taken again under the lock below.
  if ((await running(ctx.db)).length > 0) fail('smsResendWait');
  // Quotas outside the transaction (a transaction holding a connection must not wait for another
  // from the pool); given back when the countdown refuses under the lock.
  const member = await reserveQuota(ctx, `bind-member:${memberId}`, {
    windowMs: 3_600_000,
    max: bindCodesPerMemberPerHour,
  });
  const client = await reserveQuota(ctx, `bind-ip:${ip}`, { windowMs: 3_600_000, max: perIpPerHour }).catch(
    async (error: unknown) => {
      await giveBack(ctx, member);
      throw error;
    },
  );
  const code = randomDigits(6);
  const taken = await ctx.db.transaction(async (tx) => {
    // One send per member and channel at a time: read-then-write of the countdown let parallel
    // requests each find no running code and each send one. An advisory lock, not the member row,
    // so it never waits in the opposite order from a bind that spends a code then updates members.
    await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('bind-codes:' || $1 || ':' || $2, 0))", [
      memberId,
      channel,
    ]);
    if ((await running(tx)).length > 0) return false;
    // A new code replaces the member's older ones on this channel.
    await tx.query(
      'UPDATE bind_codes SET used_at = $3 WHERE member_id = $1 AND channel = $2 AND used_at IS NULL',
      [memberId, channel, now],
    );
    await tx.query(
      `INSERT INTO bind_codes (member_id, channel, target, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        memberId,
        channel,
        target,
        hashCode(memberId, channel, target, code),
        now,
        now + expiredMinutes * 60_000,
      ],
    );
    return true;
  });
  if (!taken) {
    await giveBack(ctx, member, client);
    return fail('smsResendWait');
  }
  await sendMessage(ctx, merchant, {
    channel,
    to: target,
    subject:
      purpose === 'login' ? 'Verify your login' : channel === 'sms' ? 'bind' : 'Confirm your e-mail address',
    body: `Your verification code is ${code}. It expires in ${expiredMinutes} minutes.`,
    code,
  });
  return { expiredMinutes };
}

/**
 * Checks the member's current code for the target. A wrong code counts a try (outside any
 * transaction, so the count survives the refusal); the right one is returned unspent, to be
 * spent by `spendBindCode` in the transaction that binds.
 */
export async function checkBindCode(
  ctx: Context,
  memberId: number,
  channel: BindChannel,
  target: string,
  code: string,
): Promise<number> {
  const now = ctx.clock.now();
  const rows = await ctx.db.query<{ id: number; code_hash: string; expires_at: bigint }>(
    `SELECT id, code_hash, expires_at FROM bind_codes
     WHERE member_id = $1 AND channel = $2 AND target = $3 AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
    [memberId, channel, target],
  );
  const row = rows[0];
  if (!row) return fail('smsCodeInvalid');
  if (Number(row.expires_at) <= now) return fail('smsCodeExpired');
  if (row.code_hash !== hashCode(memberId, channel, target, code.trim())) {
    await ctx.db.query(
      'UPDATE bind_codes SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $2 THEN $3::bigint ELSE NULL END WHERE id = $1',
      [row.id, ctx.config.sms.maxAttempts, now],
    );
    return fail('smsCodeInvalid');
  }
  return row.id;
}

/** Spends a checked code once: a concurrent twin finds it spent and is refused. */
export async function spendBindCode(ctx: Context, tx: Queryable, codeId: number): Promise<void> {
  const spent = await tx.query(
    'UPDATE bind_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [codeId, ctx.clock.now()],
  );
  if (spent.length === 0) fail('smsCodeInvalid');
}
