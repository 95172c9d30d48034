import type { Context } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { fail } from '../errors.ts';
import { newToken, sha256 } from '../security/tokens.ts';

export interface SessionMember {
  memberId: number;
  merchant: string;
  customerType: number;
  tokenHash: string;
}

/** Opens a session; only the token's SHA-256 is stored. */
export async function openSession(ctx: Context, memberId: number, ip: string, db: Queryable = ctx.db) {
  const token = newToken();
  const now = ctx.clock.now();
  const { absoluteMs } = ctx.config.session;
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, expires_at, ip)
     VALUES ($1, $2, $3, $3, $4, $5)`,
    [sha256(token), memberId, now, now + absoluteMs, ip],
  );
  return token;
}

/** The member behind a token, refreshing its idle timer; expired, revoked or unknown tokens fail alike. */
export async function authenticate(
  ctx: Context,
  merchant: string,
  token: string | undefined,
): Promise<SessionMember> {
  if (!token) return fail('notLoggedIn');
  const now = ctx.clock.now();
  const tokenHash = sha256(token.trim());
  const rows = await ctx.db.query<{ member_id: number; merchant_code: string; customer_type: number }>(
    `UPDATE sessions s SET last_seen_at = $2
     FROM members m
     WHERE s.token_hash = $1 AND m.id = s.member_id AND s.revoked_at IS NULL
       AND s.expires_at > $2 AND s.last_seen_at > $3
     RETURNING s.member_id, m.merchant_code, m.customer_type`,
    [tokenHash, now, now - ctx.config.session.idleMs],
  );
  const row = rows[0];
  if (!row || row.merchant_code !== merchant) return fail('tokenInvalid');
  return { memberId: row.member_id, merchant: row.merchant_code, customerType: row.customer_type, tokenHash };
}

export async function revokeSession(ctx: Context, tokenHash: string): Promise<void> {
  await ctx.db.query('UPDATE sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL', [
    tokenHash,
    ctx.clock.now(),
  ]);
}

export async function revokeAllSessions(
  ctx: Context,
  memberId: number,
  db: Queryable = ctx.db,
): Promise<void> {
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL', [
    memberId,
    ctx.clock.now(),
  ]);
}
