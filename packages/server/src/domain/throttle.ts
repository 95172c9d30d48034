import type { Context } from '../context.ts';
import { ApiError, type ErrorName } from '../errors.ts';

/**
 * Attempt counters kept in the database, so several server instances share them. Each counter is
 * a fixed window: it restarts at 1 once `windowMs` has passed since its first attempt.
 *
 * A take raises the counters and returns this attempt's numbers in one statement (INSERT … ON
 * CONFLICT DO UPDATE locks each row), so a burst of parallel requests each get a distinct number
 * and no more than `max` of them can pass a limit; a login's three counters are taken together, so
 * each request has the same rank on all three. Every statement that touches several counters locks
 * them in ONE order, by bucket name (the take's rows sorted, give-backs and clears through SELECT …
 * ORDER BY bucket FOR UPDATE), so two requests can never wait on each other's rows in opposite
 * orders: no deadlock (40P01), whatever the mix of takes, give-backs and clears running at once.
 * Limits are always reserved BEFORE the work they guard (a password check, a message sent).
 */

/** One attempt taken on one counter: what `giveBack` needs to hand exactly that attempt back. */
export interface Attempt {
  bucket: string;
  /** This attempt's number in the window. */
  count: number;
  /** The window it was counted in: a give-back after the window restarted changes nothing. */
  windowStart: number;
}

/** reserveAttempt on several counters in one statement, rows locked in bucket order; results in order. */
export async function reserveAttempts(ctx: Context, buckets: string[], windowMs: number): Promise<Attempt[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db.query<{ bucket: string; count: number; window_start: bigint }>(
    `INSERT INTO attempt_counters AS c (bucket, count, window_start)
     SELECT b, 1, $2::bigint FROM (SELECT DISTINCT b FROM unnest($1::text[]) AS b) AS d ORDER BY b
     ON CONFLICT (bucket) DO UPDATE SET
       count = CASE WHEN c.window_start <= $3 THEN 1 ELSE c.count + 1 END,
       window_start = CASE WHEN c.window_start <= $3 THEN $2 ELSE c.window_start END
     RETURNING bucket, count, window_start`,
    [buckets, now, now - windowMs],
  );
  return buckets.map((bucket) => {
    const row = rows.find((one) => one.bucket === bucket);
    return { bucket, count: row?.count ?? 1, windowStart: Number(row?.window_start ?? now) };
  });
}

export async function reserveAttempt(ctx: Context, bucket: string, windowMs: number): Promise<Attempt> {
  const [attempt] = await reserveAttempts(ctx, [bucket], windowMs);
  return attempt ?? { bucket, count: 1, windowStart: ctx.clock.now() };
}

/**
 * Hands back attempts that did not happen (refused before their check, or the server was busy):
 * each once, and only in the window it was taken in. One statement, rows locked in bucket order.
 */
export async function giveBack(ctx: Context, ...attempts: Attempt[]): Promise<void> {
  const unique = [...new Map(attempts.map((attempt) => [attempt.bucket, attempt])).values()];
  if (unique.length === 0) return;
  await ctx.db.query(
    `WITH wanted AS (
       SELECT * FROM unnest($1::text[], $2::bigint[]) AS w (bucket, window_start)
     ), locked AS (
       SELECT c.bucket FROM attempt_counters c JOIN wanted w ON w.bucket = c.bucket AND w.window_start = c.window_start
       ORDER BY c.bucket FOR UPDATE OF c
     )
     UPDATE attempt_counters c SET count = c.count - 1 FROM locked l WHERE c.bucket = l.bucket AND c.count > 0`,
    [unique.map((attempt) => attempt.bucket), unique.map((attempt) => attempt.windowStart)],
  );
}

/** The number of this attempt on `bucket` (reserveAttempt's count). */
export async function takeAttempt(ctx: Context, bucket: string, windowMs: number): Promise<number> {
  return (await reserveAttempt(ctx, bucket, windowMs)).count;
}

/** Gives back one attempt on each bucket, in whatever window is current (prefer `giveBack`). */
export async function returnAttempt(ctx: Context, ...buckets: string[]): Promise<void> {
  await ctx.db.query(
    `WITH locked AS (
       SELECT bucket FROM attempt_counters WHERE bucket = ANY($1::text[]) ORDER BY bucket FOR UPDATE
     )
     UPDATE attempt_counters c SET count = c.count - 1 FROM locked l WHERE c.bucket = l.bucket AND c.count > 0`,
    [[...new Set(buckets)]],
  );
}

/** Attempts counted in the current window (0 once it has passed). */
export async function countAttempts(ctx: Context, bucket: string, windowMs: number): Promise<number> {
  const rows = await ctx.db.query<{ count: number }>(
    'SELECT count FROM attempt_counters WHERE bucket = $1 AND window_start > $2',
    [bucket, ctx.clock.now() - windowMs],
  );
  return rows[0]?.count ?? 0;
}

/** Deletes counters, rows locked in bucket order. */
export async function clearAttempts(ctx: Context, ...buckets: string[]): Promise<void> {
  await ctx.db.query(
    `WITH locked AS (
       SELECT bucket FROM attempt_counters WHERE bucket = ANY($1::text[]) ORDER BY bucket FOR UPDATE
     )
     DELETE FROM attempt_counters c USING locked l WHERE c.bucket = l.bucket`,
    [[...new Set(buckets)]],
  );
}

/** Clears every counter whose bucket starts with `prefix` (an operator unlocking logins), in bucket order. */
export async function clearAttemptsLike(ctx: Context, prefix: string): Promise<number> {
  const rows = await ctx.db.query<{ n: bigint }>(
    `WITH locked AS (
       SELECT bucket FROM attempt_counters WHERE starts_with(bucket, $1) ORDER BY bucket FOR UPDATE
     ), gone AS (
       DELETE FROM attempt_counters c USING locked l WHERE c.bucket = l.bucket RETURNING 1
     )
     SELECT count(*) AS n FROM gone`,
    [prefix],
  );
  return Number(rows[0]?.n ?? 0);
}

export interface Limit {
  windowMs: number;
  max: number;
}

/** Counts one use against a rate limit; past `max` in the window the call is refused (429). */
export async function spendQuota(
  ctx: Context,
  bucket: string,
  { windowMs, max }: Limit,
  refusal: ErrorName = 'requestThrottled',
): Promise<void> {
  await reserveQuota(ctx, bucket, { windowMs, max }, refusal);
}

/** spendQuota that returns the attempt, for a caller that may have to give it back (giveBack). */
export async function reserveQuota(
  ctx: Context,
  bucket: string,
  { windowMs, max }: Limit,
  refusal: ErrorName = 'requestThrottled',
) {
  const attempt = await reserveAttempt(ctx, bucket, windowMs);
  if (attempt.count > max) {
    await giveBack(ctx, attempt);
    throw new ApiError(refusal, undefined, undefined, Math.ceil(windowMs / 1000));
  }
  return attempt;
}

/**
 * An expensive secret check (a password) under an attempt limit: the attempt is reserved first,
 * refused past `max`, given back if the check could not run, kept when the check fails and the
 * counter cleared when it succeeds.
 */
export async function limitedCheck(
  ctx: Context,
  bucket: string,
  limit: Limit,
  refusal: ErrorName,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const attempt = await reserveQuota(ctx, bucket, limit, refusal);
  let ok: boolean;
  try {
    ok = await check();
  } catch (error) {
    await giveBack(ctx, attempt);
    throw error;
  }
  if (ok) await clearAttempts(ctx, bucket);
  return ok;
}

/**
 * Answers that tell whether a username, number or address exists ("taken") are limited per client
 * and per member, so they can not be used to list a brand's members (docs/security.md § Enumeration).
 */
export const lookupLimit: Limit = { windowMs: 3_600_000, max: 30 };

export async function spendLookup(ctx: Context, who: { ip?: string; memberId?: number }): Promise<void> {
  if (who.ip !== undefined) await spendQuota(ctx, `lookup-ip:${who.ip}`, lookupLimit);
  if (who.memberId !== undefined) await spendQuota(ctx, `lookup-member:${who.memberId}`, lookupLimit);
}
