import type { Context } from '../context.ts';
import { fail } from '../errors.ts';
import { randomDigits, sha256 } from '../security/tokens.ts';
import { sendMessage } from './outbox.ts';
import { giveBack, reserveQuota } from './throttle.ts';

export type SmsPurpose = 'noLogin' | 'register';

export interface Phone {
  dialingCode: string;
  mobileNum: string;
}

/** Digits only, with the dialing code: the key a code is bound to. */
export function phoneKey(phone: Phone): string {
  return `+${phone.dialingCode.replace(/\D/g, '')}${phone.mobileNum.replace(/\D/g, '')}`;
}

export function normalisePhone(dialingCode: string | undefined, mobileNum: string): Phone {
  const code = (dialingCode ?? '').replace(/\D/g, '');
  const number = mobileNum.replace(/[\s-]/g, '');
  if (!/^\d{1,4}$/.test(code) || !/^\d{6,15}$/.test(number)) fail('mobileInvalid');
  return { dialingCode: `+${code}`, mobileNum: number.replace(/^0+/, '') };
}

const hashCode = (phone: string, purpose: SmsPurpose, code: string) => sha256(`${phone}:${purpose}:${code}`);

/**
 * Sends a 6-digit code to the outbox. Refused while the previous code for the same number and
 * purpose is still running its countdown (expiredMinutes); per-IP hourly limit against spraying.
 * `deliver` false answers the same way without sending (unknown number on noLogin).
 *
 * The countdown is taken in the transaction that writes the code, by one upsert on the number's
 * row (`sms_countdowns`) that only succeeds once the countdown has run: of parallel requests one
 * sends, the others wait on that row and are then refused. The new code voids every older one, so
 * one code per number and purpose is live (a unique index holds it).
 */
export async function sendSmsCode(
  ctx: Context,
  merchant: string,
  phone: Phone,
  purpose: SmsPurpose,
  ip: string,
  deliver = true,
): Promise<{ expiredMinutes: number }> {
  const key = phoneKey(phone);
  const now = ctx.clock.now();
  const { expiredMinutes, perIpPerHour } = ctx.config.sms;
  const countdownMs = expiredMinutes * 60_000;
  // The client's quota first, outside the transaction (a transaction holding a connection must not
  // wait for another from the pool); given back when the countdown refuses.
  const attempt = await reserveQuota(ctx, `sms-ip:${ip}`, { windowMs: 3_600_000, max: perIpPerHour });
  const code = randomDigits(6);
  const taken = await ctx.db.transaction(async (tx) => {
    const countdown = await tx.query(
      `INSERT INTO sms_countdowns AS c (merchant_code, phone, purpose, sent_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_code, phone, purpose) DO UPDATE SET sent_at = EXCLUDED.sent_at
         WHERE c.sent_at <= $5
       RETURNING sent_at`,
      [merchant, key, purpose, now, now - countdownMs],
    );
    if (countdown.length === 0) return false;
    await tx.query(
      'UPDATE sms_codes SET used_at = $4 WHERE merchant_code = $1 AND phone = $2 AND purpose = $3 AND used_at IS NULL',
      [merchant, key, purpose, now],
    );
    await tx.query(
      `INSERT INTO sms_codes (merchant_code, phone, purpose, code_hash, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [merchant, key, purpose, hashCode(key, purpose, code), now, now + countdownMs],
    );
    return true;
  });
  if (!taken) {
    await giveBack(ctx, attempt);
    return fail('smsResendWait');
  }
  if (deliver) {
    await sendMessage(ctx, merchant, {
      channel: 'sms',
      to: key,
      subject: purpose,
      body: `Your verification code is ${code}. It expires in ${expiredMinutes} minutes.`,
      code,
    });
  }
  return { expiredMinutes };
}

/**
 * Checks and spends the current code. Each try is counted on the code's row before the compare (one
 * UPDATE), so parallel guesses can not try more than `sms.maxAttempts` values; the last wrong try
 * spends the code.
 */
export async function consumeSmsCode(
  ctx: Context,
  merchant: string,
  phone: Phone,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const key = phoneKey(phone);
  const now = ctx.clock.now();
  const { maxAttempts } = ctx.config.sms;
  const current = await ctx.db.query<{ id: number; expires_at: bigint }>(
    `SELECT id, expires_at FROM sms_codes
     WHERE merchant_code = $1 AND phone = $2 AND purpose = $3 AND used_at IS NULL
     ORDER BY id DESC LIMIT 1`,
    [merchant, key, purpose],
  );
  const latest = current[0];
  if (!latest) return fail('smsCodeInvalid');
  if (Number(latest.expires_at) <= now) return fail('smsCodeExpired');
  const tried = await ctx.db.query<{ code_hash: string; attempts: number }>(
    `UPDATE sms_codes SET attempts = attempts + 1
     WHERE id = $1 AND used_at IS NULL AND attempts < $2 RETURNING code_hash, attempts`,
    [latest.id, maxAttempts],
  );
  const row = tried[0];
  if (!row) return fail('smsCodeInvalid');
  if (row.code_hash !== hashCode(key, purpose, code.trim())) {
    if (row.attempts >= maxAttempts)
      await ctx.db.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL', [
        latest.id,
        now,
      ]);
    return fail('smsCodeInvalid');
  }
  const spent = await ctx.db.query(
    'UPDATE sms_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
    [latest.id, now],
  );
  if (spent.length === 0) fail('smsCodeInvalid');
}
