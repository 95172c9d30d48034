import { generateSecret, generateURI, verify } from 'otplib';
import type { Context } from '../../context.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../security/password.ts';
import { usernameKey } from '../members.ts';
import { appendAudit } from './audit.ts';
import { isRole, type Role } from './roles.ts';

/** Operator accounts of the back office: apart from members, with a role and a TOTP second factor. */

export interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  role: Role;
  totp_secret: string | null;
  totp_enabled_at: bigint | null;
  totp_last_step: bigint | null;
  disabled_at: bigint | null;
}

export const totpIssuer = 'PlaySite back office';

export async function operatorByUsername(ctx: Context, username: string) {
  const rows = await ctx.db.query<OperatorRow>('SELECT * FROM backoffice_operators WHERE username_key = $1', [
    usernameKey(username),
  ]);
  return rows[0];
}

export async function operatorById(ctx: Context, id: number) {
  const rows = await ctx.db.query<OperatorRow>('SELECT * FROM backoffice_operators WHERE id = $1', [id]);
  return rows[0];
}

/** Adds an operator (the CLI's `backoffice-add`); the password is hashed like a member's. */
export async function addOperator(ctx: Context, username: string, password: string, role: string) {
  if (!isRole(role)) throw new Error(`Unknown role ${role}`);
  if (!/^[a-zA-Z0-9._-]{3,64}$/.test(username)) throw new Error('Username: 3-64 letters, digits, . _ -');
  if (password.length < 12) throw new Error('Password: at least 12 characters');
  const hash = await hashPassword(password, ctx.config.passwordCost);
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO backoffice_operators (username, username_key, password_hash, role, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (username_key) DO NOTHING RETURNING id`,
    [username, usernameKey(username), hash, role, ctx.clock.now()],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`Operator ${username} exists`);
  await appendAudit(ctx, {
    operatorId: null,
    operatorUsername: 'cli',
    merchant: '*',
    action: 'operator.add',
    target: `operator:${id}`,
    detail: { after: { username, role } },
  });
  return { id, username, role };
}

/** The operator when the password matches; scrypt runs either way, so unknown names answer as slowly. */
export async function checkOperatorPassword(ctx: Context, username: string, password: string) {
  const operator = await operatorByUsername(ctx, username);
  if (!operator) {
    await burnPasswordCheck(password, ctx.config.passwordCost);
    return undefined;
  }
  const matches = await verifyPassword(password, operator.password_hash);
  return matches && operator.disabled_at === null ? operator : undefined;
}

/** The secret to enrol with (kept until a code proves it), as an otpauth:// URI for the QR code. */
export async function enrolment(ctx: Context, operator: OperatorRow) {
  if (operator.totp_enabled_at !== null) return undefined;
  let secret = operator.totp_secret;
  if (!secret) {
    secret = generateSecret();
    await ctx.db.query('UPDATE backoffice_operators SET totp_secret = $2 WHERE id = $1', [
      operator.id,
      secret,
    ]);
  }
  return { secret, uri: generateURI({ issuer: totpIssuer, label: operator.username, secret }) };
}

/**
 * Checks a TOTP code (one step of clock drift either way). A code is accepted once: its time step
 * is stored and an equal or earlier one refused, so a code seen over a shoulder can not be replayed.
 */
export async function checkTotp(ctx: Context, operator: OperatorRow, code: string): Promise<boolean> {
  if (!operator.totp_secret || !/^\d{6}$/.test(code)) return false;
  const result = await verify({
    secret: operator.totp_secret,
    token: code,
    epoch: Math.floor(ctx.clock.now() / 1000),
    epochTolerance: 30,
  });
  if (!result.valid || !('timeStep' in result)) return false;
  const step = BigInt(result.timeStep);
  const rows = await ctx.db.query(
    `UPDATE backoffice_operators SET totp_last_step = $2, totp_enabled_at = COALESCE(totp_enabled_at, $3)
     WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
    [operator.id, step, ctx.clock.now()],
  );
  return rows.length > 0;
}
