import type { Context } from '../context.ts';
import { ApiError, type ErrorName } from '../errors.ts';

/**
 * Attempt counters kept in the database, so several server instances share them. Each counter is
 * a fixed window: it restarts at 1 once `windowMs` has passed since its first attempt.
 *
 * `takeAttempt` raises the counter and returns this attempt's number in one statement (the row is
 * locked by INSERT … ON CONFLICT DO UPDATE), so a burst of parallel requests each get a distinct
 * number and no more than `max` of them can pass a limit, whatever the timing. Limits are always
 * reserved BEFORE the work they guard (a password check, a message sent).
 */
export async function takeAttempt(ctx: Context, bucket: string, windowMs: number): Promise<number> {
  return (await takeAttempts(ctx, [bucket], windowMs))[0] ?? 1;
}

/** takeAttempt for several buckets in one statement (one login counts against three); numbers in order. */
export async function takeAttempts(ctx: Context, buckets: string[], windowMs: number): Promise<number[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db.query<{ bucket: string; count: number }>(
    `INSERT INTO attempt_counters AS c (bucket, count, window_start)
     SELECT DISTINCT b, 1, $2::bigint FROM unnest($1::text[]) AS b
     ON CONFLICT (bucket) DO UPDATE SET
       count = CASE WHEN c.window_start <= $3 THEN 1 ELSE c.count + 1 END,
       window_start = CASE WHEN c.window_start <= $3 THEN $2 ELSE c.window_start END
     RETURNING bucket, count`,
    [buckets, now, now - windowMs],
  );
  return buckets.map((bucket) => rows.find((row) => row.bucket === bucket)?.count ?? 1);
}

/** Gives back attempts that did not happen (refused before their check, or the server was busy). */
export async function returnAttempt(ctx: Context, ...buckets: string[]): Promise<void> {
  await ctx.db.query(
    'UPDATE attempt_counters SET count = count - 1 WHERE bucket = ANY($1::text[]) AND count > 0',
    [buckets],
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

export async function clearAttempts(ctx: Context, ...buckets: string[]): Promise<void> {
  await ctx.db.query('DELETE FROM attempt_counters WHERE bucket = ANY($1::text[])', [buckets]);
}

/** Clears every counter whose bucket starts with `prefix` (an operator unlocking logins). */
export async function clearAttemptsLike(ctx: Context, prefix: string): Promise<number> {
  const rows = await ctx.db.query<{ n: bigint }>(
    'WITH gone AS (DELETE FROM attempt_counters WHERE starts_with(bucket, $1) RETURNING 1) SELECT count(*) AS n FROM gone',
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
  if ((await takeAttempt(ctx, bucket, windowMs)) > max) {
    await returnAttempt(ctx, bucket);
    throw new ApiError(refusal, undefined, undefined, Math.ceil(windowMs / 1000));
  }
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
  await spendQuota(ctx, bucket, limit, refusal);
  let ok: boolean;
  try {
    ok = await check();
  } catch (error) {
    await returnAttempt(ctx, bucket);
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
