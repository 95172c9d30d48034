import type { Context } from '../context.ts';
import { newToken, sha256 } from '../security/tokens.ts';
import { completeLogin, type LoginResult } from './auth.ts';
import { memberById } from './members.ts';

/** How long a remembered device stays logged in without a password (docs/product.md, remember me). */
export const rememberTtlMs = 24 * 3_600_000;

/** A new remember-me token for the member (only its SHA-256 is kept), valid for 24 hours. */
export async function rememberDevice(ctx: Context, memberId: number): Promise<string> {
  const token = newToken();
  const now = ctx.clock.now();
  await ctx.db.query(
    'INSERT INTO remember_tokens (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [sha256(token), memberId, now, now + rememberTtlMs],
  );
  return token;
}

/** Ends one remembered device (logout of the remember-me, or a token about to be replaced). */
export async function forgetDevice(ctx: Context, token: string): Promise<void> {
  await ctx.db.query(
    'UPDATE remember_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
    [sha256(token), ctx.clock.now()],
  );
}

/**
 * Logs a remembered device in: the presented token is spent (one UPDATE, so two tabs racing get one
 * session) and a fresh one replaces it. A token presented again after it was spent means a copy
 * is in someone else's hands: every remembered device of the member ends.
 */
export async function resumeRemembered(
  ctx: Context,
  merchant: string,
  token: string,
  ip: string,
): Promise<{ login: LoginResult; token: string } | undefined> {
  const now = ctx.clock.now();
  const hash = sha256(token);
  const spent = await ctx.db.query<{ member_id: number }>(
    `UPDATE remember_tokens SET revoked_at = $2
     WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING member_id`,
    [hash, now],
  );
  const memberId = spent[0]?.member_id;
  if (memberId === undefined) {
    await ctx.db.query(
      `UPDATE remember_tokens SET revoked_at = $2 WHERE revoked_at IS NULL AND member_id =
         (SELECT member_id FROM remember_tokens WHERE token_hash = $1 AND revoked_at IS NOT NULL)`,
      [hash, now],
    );
    return undefined;
  }
  const member = await memberById(ctx.db, memberId);
  if (!member || member.merchant_code !== merchant) return undefined;
  const login = await completeLogin(ctx, member, ip, 'remember');
  return { login, token: await rememberDevice(ctx, memberId) };
}
