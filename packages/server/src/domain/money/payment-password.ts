import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import { memberById } from '../members.ts';

/** After this many wrong payment passwords in a row, the payment password is locked a while. */
export const paymentPasswordMaxFailures = 5;
export const paymentPasswordLockMs = 15 * 60_000;

interface Row {
  password_hash: string;
  failures: number;
  locked_until: bigint | null;
}

const rowOf = async (db: Queryable, memberId: number) =>
  (await db.query<Row>('SELECT * FROM payment_passwords WHERE member_id = $1', [memberId]))[0];

export async function paymentPasswordIsSet(db: Queryable, memberId: number): Promise<boolean> {
  return (await rowOf(db, memberId)) !== undefined;
}

export interface PaymentPasswordChange {
  loginPassword?: string | undefined;
  oldPaymentPassword?: string | undefined;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

/** First time the login password proves the member; afterwards the current payment password. */
export async function setPaymentPassword(ctx: Context, memberId: number, change: PaymentPasswordChange) {
  if (change.newPaymentPassword !== change.confirmPaymentPassword) fail('passwordMismatch');
  if (await paymentPasswordIsSet(ctx.db, memberId)) {
    if (!change.oldPaymentPassword) fail('paymentPasswordRequired');
    await verifyPaymentPassword(ctx, memberId, change.oldPaymentPassword ?? '');
  } else {
    const member = (await memberById(ctx.db, memberId)) ?? fail('tokenInvalid');
    if (!change.loginPassword || !(await verifyPassword(change.loginPassword, member.password_hash)))
      fail('loginPasswordInvalid');
  }
  const hash = await hashPassword(change.newPaymentPassword, ctx.config.passwordCost);
  await ctx.db.query(
    `INSERT INTO payment_passwords (member_id, password_hash, failures, locked_until, updated_at)
     VALUES ($1, $2, 0, NULL, $3)
     ON CONFLICT (member_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, failures = 0,
       locked_until = NULL, updated_at = EXCLUDED.updated_at`,
    [memberId, hash, ctx.clock.now()],
  );
  return { isSet: true };
}

/** Refuses a wrong payment password; the failure count survives the refusal (no transaction). */
export async function verifyPaymentPassword(ctx: Context, memberId: number, password: string) {
  const row = (await rowOf(ctx.db, memberId)) ?? fail('paymentPasswordNotSet');
  const now = ctx.clock.now();
  if (row.locked_until !== null && Number(row.locked_until) > now) fail('paymentPasswordLocked');
  if (await verifyPassword(password, row.password_hash)) {
    if (row.failures > 0)
      await ctx.db.query(
        'UPDATE payment_passwords SET failures = 0, locked_until = NULL WHERE member_id = $1',
        [memberId],
      );
    return;
  }
  const failures = await ctx.db.query<{ failures: number }>(
    `UPDATE payment_passwords SET failures = failures + 1,
       locked_until = CASE WHEN failures + 1 >= $2 THEN $3::bigint ELSE NULL END
     WHERE member_id = $1 RETURNING failures`,
    [memberId, paymentPasswordMaxFailures, now + paymentPasswordLockMs],
  );
  if ((failures[0]?.failures ?? 0) >= paymentPasswordMaxFailures) fail('paymentPasswordLocked');
  fail('paymentPasswordInvalid');
}
