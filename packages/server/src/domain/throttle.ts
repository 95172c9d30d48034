import type { Context } from '../context.ts';

/** Sliding-window counters kept in the database, so several server instances share them. */
export async function countEvents(ctx: Context, bucket: string, windowMs: number): Promise<number> {
  const rows = await ctx.db.query<{ n: bigint }>(
    'SELECT count(*) AS n FROM rate_events WHERE bucket = $1 AND at > $2',
    [bucket, ctx.clock.now() - windowMs],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function recordEvent(ctx: Context, bucket: string): Promise<void> {
  await ctx.db.query('INSERT INTO rate_events (bucket, at) VALUES ($1, $2)', [bucket, ctx.clock.now()]);
}

export async function clearEvents(ctx: Context, bucket: string): Promise<void> {
  await ctx.db.query('DELETE FROM rate_events WHERE bucket = $1', [bucket]);
}

/** Clears every counter whose bucket starts with `prefix` (an operator unlocking logins). */
export async function clearEventsLike(ctx: Context, prefix: string): Promise<number> {
  const rows = await ctx.db.query<{ n: bigint }>(
    'WITH gone AS (DELETE FROM rate_events WHERE starts_with(bucket, $1) RETURNING 1) SELECT count(*) AS n FROM gone',
    [prefix],
  );
  return Number(rows[0]?.n ?? 0);
}
