import { checkRule, EMAIL_RULE } from '@playsite/rules';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fail } from '../../errors.ts';
import { proveLoginPassword } from '../auth.ts';
import { releaseHeldBonuses } from '../engagement/bonuses.ts';
import { markContactVerified } from '../engagement/verification.ts';
import { boundContacts, type MemberRow, memberById, memberByPhone } from '../members.ts';
import { normalisePhone, type Phone, phoneKey } from '../sms.ts';
import { spendLookup } from '../throttle.ts';
import { checkBindCode, sendBindCode, spendBindCode } from './codes.ts';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** A trimmed, well-formed address (the register pattern catalogue's e-mail rule). */
export function normaliseEmail(raw: string): string {
  const email = raw.trim();
  if (email.length > 254 || checkRule(EMAIL_RULE, email) !== undefined) fail('emailInvalid');
  return email;
}

const emailKey = (email: string) => email.toLowerCase();

async function currentMember(ctx: Context, memberId: number) {
  return (await memberById(ctx.db, memberId)) ?? fail('tokenInvalid');
}

/** A change of a bound contact needs the login password; attempts are limited (auth.ts passwordProofLimit). */
async function proveOwner(ctx: Context, member: MemberRow, loginPassword: string | undefined) {
  if (!loginPassword) return fail('loginPasswordRequired');
  if (!(await proveLoginPassword(ctx, member, loginPassword))) fail('loginPasswordInvalid');
}

const samePhone = (member: MemberRow, phone: Phone) =>
  member.dialing_code === phone.dialingCode && member.mobile_num === phone.mobileNum;

const sameEmail = (member: MemberRow, email: string) =>
  member.email !== null && emailKey(member.email) === emailKey(email);

/*
 * Binding the number already bound is refused, unless it was never proved with a code (taken at a
 * mobile registration without SMS codes): then its code verifies it, without the login password
 * (nothing changes hands). The same for an e-mail address typed at registration.
 */
async function checkPhoneFree(ctx: Context, merchant: string, member: MemberRow, phone: Phone) {
  if (samePhone(member, phone) && member.mobile_verified_at !== null) fail('contactUnchanged');
  await spendLookup(ctx, { memberId: member.id });
  const holder = await memberByPhone(ctx.db, merchant, phone.dialingCode, phone.mobileNum);
  if (holder && holder.id !== member.id) fail('mobileBoundElsewhere');
}

async function checkEmailFree(ctx: Context, merchant: string, member: MemberRow, email: string) {
  if (sameEmail(member, email) && member.email_verified_at !== null) fail('contactUnchanged');
  await spendLookup(ctx, { memberId: member.id });
  if ((await emailHolders(ctx.db, merchant, email, member.id)).length > 0) fail('emailBoundElsewhere');
}

const emailHolders = (db: Queryable, merchant: string, email: string, exceptId: number) =>
  db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant_code = $1 AND lower(email) = $2 AND id <> $3 LIMIT 1',
    [merchant, emailKey(email), exceptId],
  );

/** Step 1 of binding a mobile number: the number is free, then a code goes to it. */
export async function sendBindMobileCode(
  ctx: Context,
  merchant: string,
  memberId: number,
  input: { mobileNum: string; countryDialingCode: string },
  ip: string,
) {
  const member = await currentMember(ctx, memberId);
  const phone = normalisePhone(input.countryDialingCode, input.mobileNum);
  await spendLookup(ctx, { ip });
  await checkPhoneFree(ctx, merchant, member, phone);
  return sendBindCode(ctx, merchant, memberId, 'sms', phoneKey(phone), ip);
}

/** Step 2: the code (and, for a change, the login password) binds the number. */
export async function bindMobile(
  ctx: Context,
  merchant: string,
  memberId: number,
  input: {
    mobileNum: string;
    countryDialingCode: string;
    verificationCode: string;
    loginPassword?: string | undefined;
  },
) {
  const member = await currentMember(ctx, memberId);
  const phone = normalisePhone(input.countryDialingCode, input.mobileNum);
  await checkPhoneFree(ctx, merchant, member, phone);
  if (member.mobile_num && !samePhone(member, phone)) await proveOwner(ctx, member, input.loginPassword);
  const codeId = await checkBindCode(ctx, memberId, 'sms', phoneKey(phone), input.verificationCode);
  try {
    await ctx.db.transaction(async (tx) => {
      await spendBindCode(ctx, tx, codeId);
      await tx.query('UPDATE members SET dialing_code = $2, mobile_num = $3 WHERE id = $1', [
        memberId,
        phone.dialingCode,
        phone.mobileNum,
      ]);
      await markContactVerified(ctx, tx, memberId, 'mobile');
    });
  } catch (error) {
    // Another member bound the number between the check and the update (unique per merchant).
    if (isUniqueViolation(error)) throw new ApiError('mobileBoundElsewhere');
    throw error;
  }
  await releaseHeldBonuses(ctx, merchant, memberId);
  return boundContacts(await currentMember(ctx, memberId));
}

/** Step 1 of binding an e-mail address: the address is free, then a code goes to it. */
export async function sendBindEmailCode(
  ctx: Context,
  merchant: string,
  memberId: number,
  rawEmail: string,
  ip: string,
) {
  const member = await currentMember(ctx, memberId);
  const email = normaliseEmail(rawEmail);
  await spendLookup(ctx, { ip });
  await checkEmailFree(ctx, merchant, member, email);
  return sendBindCode(ctx, merchant, memberId, 'email', emailKey(email), ip);
}

/** Step 2: the code (and, for a change, the login password) binds the address. */
export async function bindEmail(
  ctx: Context,
  merchant: string,
  memberId: number,
  input: { email: string; verificationCode: string; loginPassword?: string | undefined },
) {
  const member = await currentMember(ctx, memberId);
  const email = normaliseEmail(input.email);
  await checkEmailFree(ctx, merchant, member, email);
  if (member.email && !sameEmail(member, email)) await proveOwner(ctx, member, input.loginPassword);
  const codeId = await checkBindCode(ctx, memberId, 'email', emailKey(email), input.verificationCode);
  await ctx.db.transaction(async (tx) => {
    // E-mails are not unique in the table (registration never required it): a lock per address
    // makes "check, then bind" atomic against a concurrent bind of the same address.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `bind-email:${merchant}:${emailKey(email)}`,
    ]);
    if ((await emailHolders(tx, merchant, email, memberId)).length > 0) fail('emailBoundElsewhere');
    await spendBindCode(ctx, tx, codeId);
    await tx.query('UPDATE members SET email = $2 WHERE id = $1', [memberId, email]);
    await markContactVerified(ctx, tx, memberId, 'email');
  });
  await releaseHeldBonuses(ctx, merchant, memberId);
  return boundContacts(await currentMember(ctx, memberId));
}
