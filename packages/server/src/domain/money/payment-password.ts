import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fail } from '../../errors.ts';
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

/** A check reserved this long ago and never finished was lost with its instance: it lapses. */
const inFlightLapseMs = 60_000;
/** How long a check waits for a place while other checks of the member are in flight. */
const waitForPlaceMs = 5_000;

type Reservation = { hash: string } | 'locked' | 'busy' | 'notSet';

/**
 * Reserves a place for one check in one UPDATE that locks the row: failed checks and checks in
 * flight together stay below `paymentPasswordMaxFailures`, so parallel guesses can not run more
 * checks than the limit, while the right password sent by several requests at once only waits.
 */
async function reserveCheck(ctx: Context, memberId: number): Promise<Reservation> {
  const now = ctx.clock.now();
  const reserved = await ctx.db.query<{ password_hash: string }>(
    // Every value is read from the row the UPDATE locked (no earlier SELECT), so a parallel
    // reservation that waited for the lock sees the counts the one before it wrote.
    `UPDATE payment_passwords SET
       failures = CASE WHEN locked_until <= $2 THEN 0 ELSE failures END,
       locked_until = CASE WHEN locked_until <= $2 THEN NULL ELSE locked_until END,
       checks_in_flight = CASE WHEN in_flight_since < $2 - $4 THEN 0 ELSE checks_in_flight END + 1,
       in_flight_since = $2
     WHERE member_id = $1
       AND (locked_until IS NULL OR locked_until <= $2)
       AND CASE WHEN locked_until <= $2 THEN 0 ELSE failures END
         + CASE WHEN in_flight_since < $2 - $4 THEN 0 ELSE checks_in_flight END < $3
     RETURNING password_hash`,
    [memberId, now, paymentPasswordMaxFailures, inFlightLapseMs],
  );
  if (reserved[0]) return { hash: reserved[0].password_hash };
  const row = await rowOf(ctx.db, memberId);
  if (!row) return 'notSet';
  const locked = row.locked_until !== null && Number(row.locked_until) > now;
  return locked || row.failures >= paymentPasswordMaxFailures ? 'locked' : 'busy';
}

/**
 * Refuses a wrong payment password. Each check is reserved before it runs (reserveCheck), so at
 * most `paymentPasswordMaxFailures` wrong checks run before the lock, and any guess after it
 * (right or wrong) is refused; a check that finds every place taken by checks in flight waits for
 * one (up to a few seconds, then a retryable 429) instead of being refused as locked.
 */
export async function verifyPaymentPassword(ctx: Context, memberId: number, password: string) {
  let reservation = await reserveCheck(ctx, memberId);
  for (const started = Date.now(); reservation === 'busy' && Date.now() - started < waitForPlaceMs; ) {
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
    reservation = await reserveCheck(ctx, memberId);
  }
  if (reservation === 'notSet') return fail('paymentPasswordNotSet');
  if (reservation === 'locked') return fail('paymentPasswordLocked');
  if (reservation === 'busy')
    throw new ApiError('requestThrottled', 'payment password checks busy, retry shortly', { busy: true }, 1);
  let right: boolean;
  try {
    right = await verifyPassword(password, reservation.hash);
  } catch (error) {
    // Too busy to check: the attempt did not happen.
    await ctx.db.query(
      'UPDATE payment_passwords SET checks_in_flight = GREATEST(checks_in_flight - 1, 0) WHERE member_id = $1',
      [memberId],
    );
    throw error;
  }
  if (right) {
    await ctx.db.query(
      `UPDATE payment_passwords SET failures = 0, locked_until = NULL,
         checks_in_flight = GREATEST(checks_in_flight - 1, 0) WHERE member_id = $1`,
      [memberId],
    );
    return;
  }
  const failed = await ctx.db.query<{ failures: number }>(
    `UPDATE payment_passwords SET failures = failures + 1,
       checks_in_flight = GREATEST(checks_in_flight - 1, 0),
       locked_until = CASE WHEN failures + 1 >= $2 THEN $3 ELSE locked_until END
     WHERE member_id = $1 RETURNING failures`,
    [memberId, paymentPasswordMaxFailures, ctx.clock.now() + paymentPasswordLockMs],
  );
  if ((failed[0]?.failures ?? 0) >= paymentPasswordMaxFailures) fail('paymentPasswordLocked');
  fail('paymentPasswordInvalid');
}
