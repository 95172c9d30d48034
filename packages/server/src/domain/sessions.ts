import type { Context } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { fail } from '../errors.ts';
import { newToken, sha256 } from '../security/tokens.ts';

export interface SessionMember {
  memberId: number;
  merchant: string;
  customerType: number;
  tokenHash: string;
  /** Opened with a password that must change: only changing it or logging out is allowed. */
  mustChangePassword: boolean;
}

/** Opens a session; only the token's SHA-256 is stored. */
export async function openSession(
  ctx: Context,
  memberId: number,
  ip: string,
  db: Queryable = ctx.db,
  mustChangePassword = false,
) {
  const token = newToken();
  const now = ctx.clock.now();
  const { absoluteMs } = ctx.config.session;
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, expires_at, ip, must_change_password)
     VALUES ($1, $2, $3, $3, $4, $5, $6)`,
    [sha256(token), memberId, now, now + absoluteMs, ip, mustChangePassword],
  );
  return token;
}

/**
 * A session in use has its idle timer (last_seen_at) written at most once per this many ms, not
 * on every call: a burst of calls reads the session and writes nothing. So a session idles out
 * between idleMs minus this and idleMs after its last call, never later.
 */
export const sessionTouchEveryMs = 5_000;

/** The member behind a token, refreshing its idle timer; undefined for expired, revoked or unknown tokens. */
export async function findSession(
  ctx: Context,
  merchant: string,
  token: string,
): Promise<SessionMember | undefined> {
  const now = ctx.clock.now();
  const tokenHash = sha256(token.trim());
  const rows = await ctx.db.query<{
    member_id: number;
    merchant_code: string;
    customer_type: number;
    must_change_password: boolean;
  }>(
    `WITH found AS (
       SELECT s.member_id, m.merchant_code, m.customer_type, s.must_change_password
       FROM sessions s JOIN members m ON m.id = s.member_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3
     ), touched AS (
       UPDATE sessions SET last_seen_at = $2
       WHERE token_hash = $1 AND revoked_at IS NULL AND last_seen_at <= $4 AND EXISTS (SELECT FROM found)
     )
     SELECT * FROM found`,
    [tokenHash, now, now - ctx.config.session.idleMs, now - sessionTouchEveryMs],
  );
  const row = rows[0];
  if (!row || row.merchant_code !== merchant) return undefined;
  return {
    memberId: row.member_id,
    merchant: row.merchant_code,
    customerType: row.customer_type,
    tokenHash,
    mustChangePassword: row.must_change_password,
  };
}

/** Like findSession, but a missing token or an ended session is refused (401). */
export async function authenticate(
  ctx: Context,
  merchant: string,
  token: string | undefined,
): Promise<SessionMember> {
  if (!token) return fail('notLoggedIn');
  return (await findSession(ctx, merchant, token)) ?? fail('tokenInvalid');
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
  const now = ctx.clock.now();
  await db.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL', [
    memberId,
    now,
  ]);
  // Remembered devices end with the sessions (a password change, a reset).
  await db.query('UPDATE remember_tokens SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL', [
    memberId,
    now,
  ]);
}
