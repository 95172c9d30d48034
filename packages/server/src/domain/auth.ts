import type { Context } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { ApiError, fail } from '../errors.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../security/password.ts';
import { newToken } from '../security/tokens.ts';
import { consumeCaptcha } from './captcha.ts';
import { releaseHeldBonuses } from './engagement/bonuses.ts';
import { markContactVerified } from './engagement/verification.ts';
import { mainWallet, openWallet, postTransfer, systemAccounts } from './ledger.ts';
import { checkLoginIp, type IpVerification, sendLoginIpCode } from './login-ip.ts';
import {
  insertMember,
  type MemberRow,
  memberByPhone,
  memberByUsername,
  trialType,
  usernameKey,
} from './members.ts';
import { checkNewPassword } from './password-rules.ts';
import { openSession, revokeAllSessions } from './sessions.ts';
import { getSetting } from './settings.ts';
import { consumeSmsCode, type Phone } from './sms.ts';
import {
  type Attempt,
  clearAttempts,
  giveBack,
  limitedCheck,
  reserveAttempt,
  reserveAttempts,
  spendQuota,
} from './throttle.ts';

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

export type LoginMethod = 'username' | 'sms' | 'freeplay' | 'register' | 'reset' | 'social' | 'remember';

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
    const age = now - Number(member.password_changed_at);
    // A social identity has no password of its own to change.
    const passwordExpired =
      method !== 'social' &&
      (member.password_must_change ||
        password === defaultWeakPassword ||
        age > security.passwordMaxAgeDays * 86_400_000);
    // Such a session may only change the password or log out (http/route.ts).
    const token = await openSession(ctx, member.id, ip, tx, passwordExpired);
    return {
      token,
      id: member.id,
      userName: member.username,
      customerType: member.customer_type,
      firstTimeLogin: member.last_login_at === null,
      passwordExpired,
    };
  });
}

export interface PasswordLogin {
  username: string;
  password: string;
  captcha?: string | undefined;
  captchaId?: string | undefined;
}

/** The buckets one username login counts against (docs/security.md § Login throttling). */
function loginBuckets(merchant: string, username: string, ip: string) {
  const account = `${merchant}:${usernameKey(username)}`;
  return {
    /** Every client together: past the captcha threshold each attempt needs a solved captcha. */
    account: `login-account:${account}`,
    /** One client on one account: the lockout, which a stranger elsewhere can not impose on the owner. */
    accountClient: `login-account-ip:${account}:${ip}`,
    /** One client on every account: password spraying. */
    client: `login-ip:${ip}`,
  };
}

/**
 * Failures of an account from all clients (times the lockout) past which a client the account
 * never logged in from gets only `captchaAfterFailures` tries of its own on it, not the lockout's.
 */
export const accountCeilingFactor = 10;

/**
 * Username login. Unknown user and wrong password give the same answer after the same work.
 * The attempt is counted (atomically, in the database, one row per statement) BEFORE the password
 * is checked, so a burst of parallel guesses can not pass more checks than the limits allow:
 * - per account (all clients): a captcha after `captchaAfterFailures` failures;
 * - per account and client: refused after `accountLockAfterFailures` failures in the window;
 * - per client (all accounts): refused after `ipLockAfterFailures`;
 * - per account, past ten times the lockout from all clients together: a client the account never
 *   logged in from gets `captchaAfterFailures` tries (each with a solved captcha) instead of ten.
 *   Never a refusal for a client's first tries: an attacker without the password can not lock the
 *   owner out of a new device that solves the captcha.
 * Every attempt refused before its check (and one the server was too busy to check) is given back,
 * exactly once; a failed check stays counted; a correct login clears the account's counters (and
 * gives back the client's); an SMS login (the owner) clears them too.
 */
async function checkPasswordLogin(ctx: Context, merchant: string, input: PasswordLogin, ip: string) {
  const { windowMs, captchaAfterFailures, accountLockAfterFailures, ipLockAfterFailures } = ctx.config.login;
  const buckets = loginBuckets(merchant, input.username, ip);
  const attempts = await reserveAttempts(
    ctx,
    [buckets.account, buckets.accountClient, buckets.client],
    windowMs,
  );
  const [account = 1, accountClient = 1, client = 1] = attempts.map((attempt) => attempt.count);
  const throttled = () => new ApiError('loginThrottled', undefined, undefined, Math.ceil(windowMs / 1000));
  let checked: { member: MemberRow | undefined; valid: boolean; temporary: boolean; alwaysCaptcha: boolean };
  try {
    if (accountClient > accountLockAfterFailures || client > ipLockAfterFailures) throw throttled();
    const security = await getSetting(ctx.db, merchant, 'security');
    const captchaNeeded =
      security.loginCaptcha || account > captchaAfterFailures || client > captchaAfterFailures * 3;
    if (captchaNeeded) {
      if (!input.captcha) throw new ApiError('captchaRequired', undefined, { captcha: true });
      if (!(await consumeCaptcha(ctx, input.captchaId, input.captcha)))
        throw new ApiError('captchaInvalid', undefined, { captcha: true });
    }
    const member = await memberByUsername(ctx.db, merchant, input.username);
    // Past the ceiling a new client gets a few tries of its own, never none. An unknown username
    // has no known clients, so it is treated as an account would be (the same answer).
    if (
      account > accountLockAfterFailures * accountCeilingFactor &&
      accountClient > captchaAfterFailures &&
      !(member && (await knownIp(ctx, member.id, ip)))
    )
      throw throttled();
    // Unknown names hash in the queue's spare lane, so a flood of them can not starve the
    // accounts' logins (security/password.ts); the work and the answer are the same.
    const valid = member
      ? await verifyPassword(input.password, member.password_hash)
      : await burnPasswordCheck(input.password, ctx.config.passwordCost).then(() => false);
    const temporary = member && !valid ? await usesTemporaryPassword(ctx, member, input.password) : false;
    checked = { member, valid, temporary, alwaysCaptcha: security.loginCaptcha };
  } catch (error) {
    // Refused before the check, or the server was too busy to check: the attempt did not happen.
    await giveBack(ctx, ...attempts);
    throw error;
  }
  const { member, valid, temporary } = checked;
  if (!member || !(valid || temporary)) {
    const nowNeeded = checked.alwaysCaptcha || account >= captchaAfterFailures;
    throw new ApiError('loginInvalid', undefined, { captcha: nowNeeded });
  }
  // Only failures count against the client.
  await Promise.all([
    giveBack(ctx, attempts[2] as Attempt),
    clearLoginFailures(ctx, merchant, member.username, ip),
  ]);
  return { member, temporary };
}

/**
 * Username login (checkPasswordLogin's limits), then, from an IP new to the account, the extra
 * verification of LOGINIPVERF3 (login-ip.ts): refused with the methods on offer until
 * `verification` (the loginVerification call) proves the account.
 */
export async function loginWithPassword(
  ctx: Context,
  merchant: string,
  input: PasswordLogin,
  ip: string,
  verification?: IpVerification,
) {
  const { member, temporary } = await checkPasswordLogin(ctx, merchant, input, ip);
  await checkLoginIp(ctx, merchant, member, ip, verification);
  if (temporary) {
    // The e-mailed password becomes the password, to be changed at once (docs/product.md, forced
    // change); setting it ends every other session of the account.
    await ctx.db.transaction((tx) => setPassword(ctx, tx, member.id, member.temp_password_hash ?? '', true));
    const updated = await memberByUsername(ctx.db, merchant, input.username);
    return completeLogin(ctx, updated ?? member, ip, 'username', input.password);
  }
  return completeLogin(ctx, member, ip, 'username', input.password);
}

/** The loginVerificationCode call: the password again (same limits), then a code for the new-IP step. */
export async function sendLoginVerificationCode(
  ctx: Context,
  merchant: string,
  input: PasswordLogin,
  ip: string,
  type: 'mobile' | 'email',
) {
  const { member } = await checkPasswordLogin(ctx, merchant, input, ip);
  return sendLoginIpCode(ctx, merchant, member, ip, type);
}

async function knownIp(ctx: Context, memberId: number, ip: string): Promise<boolean> {
  const rows = await ctx.db.query('SELECT 1 FROM known_ips WHERE member_id = $1 AND ip = $2', [memberId, ip]);
  return rows.length > 0;
}

/** The owner proved the account (password, SMS code): its failure counters start again. */
async function clearLoginFailures(ctx: Context, merchant: string, username: string, ip: string) {
  const buckets = loginBuckets(merchant, username, ip);
  await clearAttempts(ctx, buckets.account, buckets.accountClient);
}

/** SMS login: the code's own attempt limit (sms.ts) and the client's login counter, both reserved first. */
export async function loginWithSms(ctx: Context, merchant: string, phone: Phone, code: string, ip: string) {
  const bucket = loginBuckets(merchant, '', ip).client;
  const { windowMs, ipLockAfterFailures } = ctx.config.login;
  const attempt = await reserveAttempt(ctx, bucket, windowMs);
  if (attempt.count > ipLockAfterFailures) {
    await giveBack(ctx, attempt);
    throw new ApiError('loginThrottled', undefined, undefined, Math.ceil(windowMs / 1000));
  }
  await consumeSmsCode(ctx, merchant, phone, 'noLogin', code);
  await giveBack(ctx, attempt);
  const member = await memberByPhone(ctx.db, merchant, phone.dialingCode, phone.mobileNum);
  if (!member) return fail('smsCodeInvalid');
  // The owner unlocks the password login by proving the number, which counts as verified.
  await clearLoginFailures(ctx, merchant, member.username, ip);
  await markContactVerified(ctx, ctx.db, member.id, 'mobile');
  await releaseHeldBonuses(ctx, merchant, member.id);
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

/** Wrong old passwords (change of password, first payment password) before the member must wait. */
export const passwordProofLimit = { windowMs: 15 * 60_000, max: 5 };

/**
 * Proves a logged-in member knows the login password. The attempt is reserved before the check,
 * so parallel guesses can not pass more than `passwordProofLimit.max` checks per window.
 */
export async function proveLoginPassword(
  ctx: Context,
  member: MemberRow,
  password: string,
): Promise<boolean> {
  return limitedCheck(ctx, `password-proof:${member.id}`, passwordProofLimit, 'requestThrottled', () =>
    verifyPassword(password, member.password_hash),
  );
}

/**
 * Changes the password, ends every session of the account and opens a fresh one for the caller.
 * A null old password is accepted only while a forced change is pending (temporary password).
 * The new password may not be the old one, the username or the default weak password.
 */
export async function changePassword(
  ctx: Context,
  member: MemberRow,
  oldPassword: string | null,
  newPassword: string,
  ip: string,
): Promise<LoginResult> {
  const oldOk =
    oldPassword === null ? member.password_must_change : await proveLoginPassword(ctx, member, oldPassword);
  if (!oldOk) fail('passwordOldInvalid');
  if (oldPassword === newPassword) fail('passwordSame');
  await checkNewPassword(member, newPassword, oldPassword === null);
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
  await checkNewPassword(member, newPassword, true);
  const hash = await hashPassword(newPassword, ctx.config.passwordCost);
  await ctx.db.transaction(async (tx) => {
    await setPassword(ctx, tx, member.id, hash, false);
    await markContactVerified(ctx, tx, member.id, 'mobile');
  });
  await clearLoginFailures(ctx, merchant, member.username, ip);
  await releaseHeldBonuses(ctx, merchant, member.id);
  return completeLogin(
    ctx,
    {
      ...member,
      password_hash: hash,
      password_must_change: false,
      password_changed_at: BigInt(ctx.clock.now()),
    },
    ip,
    'reset',
    newPassword,
  );
}

/** Forgot-by-e-mail requests per client and per account (docs/security.md § Enumeration). */
export const emailResetLimits = {
  client: { windowMs: 3_600_000, max: 10 },
  account: { windowMs: 3_600_000, max: 3 },
};

/**
 * Forgot by e-mail: when username and e-mail match, a temporary password goes to the outbox; it
 * works beside the old password until it is used, and using it ends every session of the account
 * and makes the next step a forced change. The answer, and the work done before it (one hash, one
 * write), is the same whether or not they match; requests are limited per client and per account.
 */
export async function resetPasswordByEmail(
  ctx: Context,
  merchant: string,
  username: string,
  email: string,
  ip: string,
  send: (to: string, temporaryPassword: string) => Promise<void>,
): Promise<void> {
  await spendQuota(ctx, `email-reset-ip:${ip}`, emailResetLimits.client);
  await spendQuota(ctx, `email-reset-account:${merchant}:${usernameKey(username)}`, emailResetLimits.account);
  const member = await memberByUsername(ctx.db, merchant, username);
  const to = member?.email && member.email.toLowerCase() === email.trim().toLowerCase() ? member.email : null;
  const temporary = newToken()
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 10);
  const hash = await hashPassword(temporary, ctx.config.passwordCost);
  // Beside the password, not instead of it: asking for a reset must not lock the owner out.
  await ctx.db.query(
    'UPDATE members SET temp_password_hash = $2, temp_password_expires_at = $3 WHERE id = $1',
    [to ? member?.id : -1, hash, ctx.clock.now() + temporaryPasswordTtlMs],
  );
  if (to) await send(to, temporary);
}

const temporaryPasswordTtlMs = 30 * 60_000;

async function usesTemporaryPassword(ctx: Context, member: MemberRow, password: string): Promise<boolean> {
  if (!member.temp_password_hash || Number(member.temp_password_expires_at ?? 0) <= ctx.clock.now())
    return false;
  return verifyPassword(password, member.temp_password_hash);
}

/** Free play: a new trial account (type 4) with demo credit, logged in at once. */
export async function freePlay(ctx: Context, merchant: string, ip: string): Promise<LoginResult> {
  await spendQuota(ctx, `freeplay-ip:${ip}`, { windowMs: 3_600_000, max: 30 });
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
