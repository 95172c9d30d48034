import type { Context } from '../../context.ts';
import { newToken, sha256 } from '../../security/tokens.ts';
import { type OperatorRow, operatorById } from './operators.ts';

/**
 * Back-office sessions: a random token in an HttpOnly cookie (only its SHA-256 stored), bound to
 * the device it was opened on (the User-Agent's hash), 15 minutes idle and 8 hours at most.
 */

export const backofficeIdleMs = 15 * 60_000;
export const backofficeAbsoluteMs = 8 * 60 * 60_000;
/** Wrong TOTP codes after which the session ends (the password must be given again). */
export const maxFailedCodes = 5;

export interface OperatorSession {
  tokenHash: string;
  operator: OperatorRow;
  secondFactor: boolean;
}

export const deviceHash = (userAgent: string | undefined) => sha256(`ua:${userAgent ?? ''}`);

export async function openOperatorSession(
  ctx: Context,
  operatorId: number,
  userAgent: string | undefined,
  ip: string,
) {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.query(
    `INSERT INTO backoffice_sessions (token_hash, operator_id, device_hash, ip, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [sha256(token), operatorId, deviceHash(userAgent), ip, now, now + backofficeAbsoluteMs],
  );
  return token;
}

/**
 * The session behind a cookie token, its idle timer refreshed; undefined when unknown, ended,
 * idle too long, or presented from another device (which ends it).
 */
export async function findOperatorSession(
  ctx: Context,
  token: string | undefined,
  userAgent: string | undefined,
): Promise<OperatorSession | undefined> {
  if (!token) return undefined;
  const now = ctx.clock.now();
  const tokenHash = sha256(token);
  const rows = await ctx.db.query<{
    operator_id: number;
    device_hash: string;
    second_factor_at: bigint | null;
  }>(
    `SELECT operator_id, device_hash, second_factor_at FROM backoffice_sessions
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 AND last_seen_at > $3`,
    [tokenHash, now, now - backofficeIdleMs],
  );
  const row = rows[0];
  if (!row) return undefined;
  if (row.device_hash !== deviceHash(userAgent)) {
    await endOperatorSession(ctx, tokenHash);
    return undefined;
  }
  const operator = await operatorById(ctx, row.operator_id);
  if (!operator || operator.disabled_at !== null) return undefined;
  await ctx.db.query('UPDATE backoffice_sessions SET last_seen_at = $2 WHERE token_hash = $1', [
    tokenHash,
    now,
  ]);
  return { tokenHash, operator, secondFactor: row.second_factor_at !== null };
}

export async function markSecondFactor(ctx: Context, tokenHash: string) {
  await ctx.db.query('UPDATE backoffice_sessions SET second_factor_at = $2 WHERE token_hash = $1', [
    tokenHash,
    ctx.clock.now(),
  ]);
}

/** Counts a wrong code; past the limit the session ends. Answers whether it still stands. */
export async function countFailedCode(ctx: Context, tokenHash: string): Promise<boolean> {
  const rows = await ctx.db.query<{ failed_codes: number }>(
    'UPDATE backoffice_sessions SET failed_codes = failed_codes + 1 WHERE token_hash = $1 RETURNING failed_codes',
    [tokenHash],
  );
  if ((rows[0]?.failed_codes ?? maxFailedCodes) < maxFailedCodes) return true;
  await endOperatorSession(ctx, tokenHash);
  return false;
}

export async function endOperatorSession(ctx: Context, tokenHash: string) {
  await ctx.db.query(
    'UPDATE backoffice_sessions SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [tokenHash, ctx.clock.now()],
  );
}
