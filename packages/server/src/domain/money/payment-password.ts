import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../security/password.ts';
import { proveLoginPassword } from '../auth.ts';
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
    if (!change.loginPassword || !(await proveLoginPassword(ctx, member, change.loginPassword)))
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

/**
 * Refuses a wrong payment password. The attempt is counted before the check, in one UPDATE that
 * locks the row, so parallel guesses get distinct numbers: at most `paymentPasswordMaxFailures`
 * checks run before the lock, and any guess after it (right or wrong) is refused.
 */
export async function verifyPaymentPassword(ctx: Context, memberId: number, password: string) {
  const now = ctx.clock.now();
  const reserved = await ctx.db.query<Row>(
    `UPDATE payment_passwords SET
       failures = CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN 1 ELSE failures + 1 END,
       locked_until = CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN NULL ELSE locked_until END
     WHERE member_id = $1 RETURNING password_hash, failures, locked_until`,
    [memberId, now],
  );
  const row = reserved[0] ?? fail('paymentPasswordNotSet');
  if (
    (row.locked_until !== null && Number(row.locked_until) > now) ||
    row.failures > paymentPasswordMaxFailures
  ) {
    await ctx.db.query(
      `UPDATE payment_passwords SET failures = failures - 1, locked_until = COALESCE(locked_until, $2)
       WHERE member_id = $1`,
      [memberId, now + paymentPasswordLockMs],
    );
    fail('paymentPasswordLocked');
  }
  if (
    await verifyPassword(password, row.password_hash).catch(async (error: unknown) => {
      // Too busy to check: the attempt did not happen.
      await ctx.db.query('UPDATE payment_passwords SET failures = failures - 1 WHERE member_id = $1', [
        memberId,
      ]);
      throw error;
    })
  ) {
    await ctx.db.query(
      'UPDATE payment_passwords SET failures = 0, locked_until = NULL WHERE member_id = $1',
      [memberId],
    );
    return;
  }
  if (row.failures >= paymentPasswordMaxFailures) {
    await ctx.db.query('UPDATE payment_passwords SET locked_until = $2 WHERE member_id = $1', [
      memberId,
      now + paymentPasswordLockMs,
    ]);
    fail('paymentPasswordLocked');
  }
  fail('paymentPasswordInvalid');
}
