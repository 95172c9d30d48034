import type { LoginVerificationNeeded, LoginVerifyType } from '@playsite/api/contract';
import type { Context } from '../context.ts';
import { ApiError, fail } from '../errors.ts';
import { boundContacts, type MemberRow } from './members.ts';
import { checkBindCode, sendBindCode, spendBindCode } from './profile/codes.ts';
import { featureEnabled } from './settings.ts';
import { phoneKey } from './sms.ts';
import { limitedCheck } from './throttle.ts';

/**
 * Logins from an IP the account never used (LOGINIPVERF3, docs/security.md § New IP verification):
 * after the right password, the member proves the account once more with a code sent to its bound
 * mobile number or e-mail address, or with the holder name of one of its bank accounts. The IP
 * becomes known when the login completes (auth.ts completeLogin).
 */
export interface IpVerification {
  type: LoginVerifyType;
  value: string;
}

/** Wrong bank account names before the member must wait (codes have their own tries). */
export const bankNameLimit = { windowMs: 15 * 60_000, max: 5 };

const codeTarget = (member: MemberRow, type: 'mobile' | 'email'): string | undefined => {
  if (type === 'mobile')
    return member.mobile_num && member.dialing_code
      ? phoneKey({ dialingCode: member.dialing_code, mobileNum: member.mobile_num })
      : undefined;
  return member.email?.toLowerCase() ?? undefined;
};

async function bankNames(ctx: Context, memberId: number): Promise<string[]> {
  const rows = await ctx.db.query<{ account_name: string }>(
    `SELECT account_name FROM payout_accounts WHERE member_id = $1 AND kind = 'bank' AND removed_at IS NULL`,
    [memberId],
  );
  return rows.map((row) => row.account_name);
}

/** The ways this member can prove the account (an authenticator is not offered: none is enrolled). */
async function methodsOf(ctx: Context, member: MemberRow): Promise<LoginVerifyType[]> {
  const methods: LoginVerifyType[] = [];
  if (codeTarget(member, 'mobile')) methods.push('mobile');
  if (codeTarget(member, 'email')) methods.push('email');
  if ((await bankNames(ctx, member.id)).length > 0) methods.push('bankAccountName');
  return methods;
}

async function isNewIp(ctx: Context, memberId: number, ip: string): Promise<boolean> {
  const known = await ctx.db.query<{ ip: string }>('SELECT ip FROM known_ips WHERE member_id = $1', [
    memberId,
  ]);
  return known.length > 0 && !known.some((row) => row.ip === ip);
}

/**
 * Whether this login must be verified: the brand has the flag on, the IP is new for the account,
 * and the account has a way to prove itself (one without any is let in, as before the flag).
 */
async function neededMethods(ctx: Context, merchant: string, member: MemberRow, ip: string) {
  if (!(await featureEnabled(ctx.db, merchant, 'LOGINIPVERF3'))) return [];
  if (!(await isNewIp(ctx, member.id, ip))) return [];
  return methodsOf(ctx, member);
}

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Called after the password was checked. Without a verification the login is refused with the
 * methods on offer; with one, it must match, or the login is refused. A code is spent when the
 * login goes through.
 */
export async function checkLoginIp(
  ctx: Context,
  merchant: string,
  member: MemberRow,
  ip: string,
  verification: IpVerification | undefined,
): Promise<void> {
  const methods = await neededMethods(ctx, merchant, member, ip);
  if (methods.length === 0) return;
  if (!verification) {
    const needed: LoginVerificationNeeded = { verification: { methods, ...boundContacts(member) } };
    throw new ApiError('loginIpVerificationRequired', undefined, needed);
  }
  if (!methods.includes(verification.type)) fail('loginIpVerificationInvalid');
  if (verification.type === 'bankAccountName') {
    const names = (await bankNames(ctx, member.id)).map(normaliseName);
    const given = normaliseName(verification.value);
    const ok = await limitedCheck(
      ctx,
      `login-ip-bank:${member.id}`,
      bankNameLimit,
      'loginThrottled',
      async () => names.includes(given),
    );
    if (!ok) fail('loginIpVerificationInvalid');
    return;
  }
  const channel = verification.type === 'mobile' ? 'sms' : 'email';
  const target =
    codeTarget(member, verification.type as 'mobile' | 'email') ?? fail('loginIpVerificationInvalid');
  const codeId = await checkBindCode(ctx, member.id, channel, target, verification.value);
  await ctx.db.transaction((tx) => spendBindCode(ctx, tx, codeId));
}

/** Sends the code for the step to the account's own number or address (the password was checked). */
export async function sendLoginIpCode(
  ctx: Context,
  merchant: string,
  member: MemberRow,
  ip: string,
  type: 'mobile' | 'email',
): Promise<{ expiredMinutes: number }> {
  const methods = await neededMethods(ctx, merchant, member, ip);
  if (!methods.includes(type)) fail('loginIpVerificationInvalid');
  const target = codeTarget(member, type) ?? fail('loginIpVerificationInvalid');
  return sendBindCode(ctx, merchant, member.id, type === 'mobile' ? 'sms' : 'email', target, ip, 'login');
}
