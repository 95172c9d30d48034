import type { Context } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, fail } from '../errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../security/password.ts';
import { newToken } from '../security/tokens.ts';
import { consumeCaptcha } from './captcha.ts';
import { mainWallet, openWallet, postTransfer, systemAccounts } from './ledger.ts';
import {
  insertMember,
  type MemberRow,
  memberByPhone,
  memberByUsername,
  trialType,
  usernameKey,
} from './members.ts';
import { openSession, revokeAllSessions } from './sessions.ts';
import { getSetting } from './settings.ts';
import { consumeSmsCode, type Phone } from './sms.ts';
import { clearEvents, countEvents, recordEvent } from './throttle.ts';

/** The platform's default initial password (six digits ascending from 1). */
export const defaultWeakPassword = '123456';
export const trialCreditMinor = 200_000n;

export interface LoginResult {
  token: string;
  id: number;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

export type LoginMethod = 'username' | 'sms' | 'freeplay' | 'register' | 'reset' | 'social';

/** Opens a session and records the login; an IP never seen for the account is flagged. */
export async function completeLogin(
  ctx: Context,
  member: MemberRow,
  ip: string,
  method: LoginMethod,
  password?: string,
): Promise<LoginResult> {
  const now = ctx.clock.now();
  const security = await getSetting(ctx.db, member.merchant_code, 'security');
  return ctx.db.transaction(async (tx) => {
    const known = await tx.query<{ ip: string }>('SELECT ip FROM known_ips WHERE member_id = $1', [
      member.id,
    ]);
    const unknownIp = known.length > 0 && !known.some((row) => row.ip === ip);
    await tx.query(
      'INSERT INTO login_events (member_id, method, ip, unknown_ip, at) VALUES ($1, $2, $3, $4, $5)',
      [member.id, method, ip, unknownIp, now],
    );
    await tx.query(
      `INSERT INTO known_ips VALUES ($1, $2, $3, $3)
       ON CONFLICT (member_id, ip) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
      [member.id, ip, now],
    );
    await tx.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [member.id, now]);
    const token = await openSession(ctx, member.id, ip, tx);
    const age = now - Number(member.password_changed_at);
    return {
      token,
      id: member.id,
      userName: member.username,
      customerType: member.customer_type,
      firstTimeLogin: member.last_login_at === null,
      passwordExpired:
        member.password_must_change ||
        password === defaultWeakPassword ||
        age > security.passwordMaxAgeDays * 86_400_000,
    };
  });
}

export interface PasswordLogin {
  username: string;
  password: string;
  captcha?: string | undefined;
  captchaId?: string | undefined;
}

/**
 * Username login. Unknown user and wrong password give the same answer after the same work.
 * Failures are counted per account and per IP: past a threshold a captcha is required, past a
 * higher one the login is refused for the rest of the window.
 */
export async function loginWithPassword(ctx: Context, merchant: string, input: PasswordLogin, ip: string) {
  const { windowMs, captchaAfterFailures, accountLockAfterFailures, ipLockAfterFailures } = ctx.config.login;
  const accountBucket = `login-account:${merchant}:${usernameKey(input.username)}`;
  const ipBucket = `login-ip:${ip}`;
  const [accountFailures, ipFailures] = await Promise.all([
    countEvents(ctx, accountBucket, windowMs),
    countEvents(ctx, ipBucket, windowMs),
  ]);
  if (accountFailures >= accountLockAfterFailures || ipFailures >= ipLockAfterFailures)
    fail('loginThrottled');
  const security = await getSetting(ctx.db, merchant, 'security');
  const captchaNeeded =
    security.loginCaptcha ||
    accountFailures >= captchaAfterFailures ||
    ipFailures >= captchaAfterFailures * 3;
  if (captchaNeeded) {
    if (!input.captcha) fail('captchaRequired', undefined, { captcha: true });
    if (!(await consumeCaptcha(ctx, input.captchaId, input.captcha)))
      fail('captchaInvalid', undefined, { captcha: true });
  }
  const member = await memberByUsername(ctx.db, merchant, input.username);
  const valid = member
    ? await verifyPassword(input.password, member.password_hash)
    : await burnPasswordCheck(input.password, ctx.config.passwordCost).then(() => false);
  const temporary = member && !valid ? await usesTemporaryPassword(ctx, member, input.password) : false;
  if (temporary && member) {
    // The e-mailed password becomes the password, to be changed at once (SPEC §4 forced change).
    await ctx.db.transaction((tx) => setPassword(ctx, tx, member.id, member.temp_password_hash ?? '', true));
    await clearEvents(ctx, accountBucket);
    const updated = await memberByUsername(ctx.db, merchant, input.username);
    return completeLogin(ctx, updated ?? member, ip, 'username', input.password);
  }
  if (!member || !valid) {
    await Promise.all([recordEvent(ctx, accountBucket), recordEvent(ctx, ipBucket)]);
    const nowNeeded = security.loginCaptcha || accountFailures + 1 >= captchaAfterFailures;
    throw new ApiError('loginInvalid', undefined, { captcha: nowNeeded });
  }
  await clearEvents(ctx, accountBucket);
  return completeLogin(ctx, member, ip, 'username', input.password);
}

export async function loginWithSms(ctx: Context, merchant: string, phone: Phone, code: string, ip: string) {
  const ipBucket = `login-ip:${ip}`;
  if ((await countEvents(ctx, ipBucket, ctx.config.login.windowMs)) >= ctx.config.login.ipLockAfterFailures) {
    fail('loginThrottled');
  }
  try {
    await consumeSmsCode(ctx, merchant, phone, 'noLogin', code);
  } catch (error) {
    await recordEvent(ctx, ipBucket);
    throw error;
  }
  const member = await memberByPhone(ctx.db, merchant, phone.dialingCode, phone.mobileNum);
  if (!member) return fail('smsCodeInvalid');
  return completeLogin(ctx, member, ip, 'sms');
}

async function setPassword(
  ctx: Context,
  tx: Queryable,
  memberId: number,
  passwordHash: string,
  mustChange: boolean,
) {
  await tx.query(
    `UPDATE members SET password_hash = $2, password_changed_at = $3, password_must_change = $4,
       temp_password_hash = NULL, temp_password_expires_at = NULL WHERE id = $1`,
    [memberId, passwordHash, ctx.clock.now(), mustChange],
  );
  await revokeAllSessions(ctx, memberId, tx);
}

/**
 * Changes the password, ends every session of the account and opens a fresh one for the caller.
 * A null old password is accepted only while a forced change is pending (temporary password).
 */
export async function changePassword(
  ctx: Context,
  member: MemberRow,
  oldPassword: string | null,
  newPassword: string,
  ip: string,
): Promise<LoginResult> {
  const oldOk =
    oldPassword === null
      ? member.password_must_change
      : await verifyPassword(oldPassword, member.password_hash);
  if (!oldOk) fail('passwordOldInvalid');
  if (oldPassword === newPassword) fail('passwordSame');
  const hash = await hashPassword(newPassword, ctx.config.passwordCost);
  await ctx.db.transaction((tx) => setPassword(ctx, tx, member.id, hash, false));
  const fresh = {
    ...member,
    password_hash: hash,
    password_must_change: false,
    password_changed_at: BigInt(ctx.clock.now()),
  };
  return completeLogin(ctx, fresh, ip, 'reset', newPassword);
}

/** Forgot by phone: the noLogin code proves the number; the new password logs the member in. */
export async function resetPasswordByPhone(
  ctx: Context,
  merchant: string,
  phone: Phone,
  code: string,
  newPassword: string,
  ip: string,
): Promise<LoginResult> {
  await consumeSmsCode(ctx, merchant, phone, 'noLogin', code);
  const member = await memberByPhone(ctx.db, merchant, phone.dialingCode, phone.mobileNum);
  if (!member) return fail('smsCodeInvalid');
  const hash = await hashPassword(newPassword, ctx.config.passwordCost);
  await ctx.db.transaction((tx) => setPassword(ctx, tx, member.id, hash, false));
  return completeLogin(
    ctx,
    { ...member, password_hash: hash, password_must_change: false },
    ip,
    'reset',
    newPassword,
  );
}

/**
 * Forgot by e-mail: when username and e-mail match, a temporary password goes to the outbox, every
 * session ends and the next login reports passwordExpired. The answer is the same either way.
 */
export async function resetPasswordByEmail(
  ctx: Context,
  merchant: string,
  username: string,
  email: string,
  send: (to: string, temporaryPassword: string) => Promise<void>,
): Promise<void> {
  const member = await memberByUsername(ctx.db, merchant, username);
  if (!member?.email || member.email.toLowerCase() !== email.trim().toLowerCase()) return;
  const temporary = newToken()
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 10);
  const hash = await hashPassword(temporary, ctx.config.passwordCost);
  // Beside the password, not instead of it: asking for a reset must not lock the owner out.
  await ctx.db.query(
    'UPDATE members SET temp_password_hash = $2, temp_password_expires_at = $3 WHERE id = $1',
    [member.id, hash, ctx.clock.now() + temporaryPasswordTtlMs],
  );
  await send(member.email, temporary);
}

const temporaryPasswordTtlMs = 30 * 60_000;

async function usesTemporaryPassword(ctx: Context, member: MemberRow, password: string): Promise<boolean> {
  if (!member.temp_password_hash || Number(member.temp_password_expires_at ?? 0) <= ctx.clock.now())
    return false;
  return verifyPassword(password, member.temp_password_hash);
}

/** Free play: a new trial account (type 4) with demo credit, logged in at once. */
export async function freePlay(ctx: Context, merchant: string, ip: string): Promise<LoginResult> {
  const bucket = `freeplay-ip:${ip}`;
  if ((await countEvents(ctx, bucket, 3_600_000)) >= 30) fail('requestThrottled');
  await recordEvent(ctx, bucket);
  const password = newToken();
  const hash = await hashPassword(password, ctx.config.passwordCost);
  const username = `trial${newToken()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8)}`;
  const now = ctx.clock.now();
  const id = await ctx.db.transaction(async (tx) => {
    const memberId = await insertMember(tx, {
      merchant,
      username,
      passwordHash: hash,
      customerType: trialType,
      now,
      ip,
    });
    await openWallet(tx, merchant, memberId);
    return memberId;
  });
  await postTransfer(ctx, {
    merchant,
    idempotencyKey: `trial-credit:${id}`,
    kind: 'trial.credit',
    postings: [
      { account: systemAccounts.trialFunding, amount: -trialCreditMinor },
      { account: `member:${id}:${mainWallet}`, amount: trialCreditMinor },
    ],
  });
  const member = await memberByUsername(ctx.db, merchant, username);
  if (!member) throw new Error('Trial account vanished');
  return completeLogin(ctx, member, ip, 'freeplay');
}
