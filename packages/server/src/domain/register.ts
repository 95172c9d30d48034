import { AGREE_TERMS, CONTACT_FIELDS, type RegisterTab } from '@playsite/rules';
import type { Context } from '../context.ts';
import { ApiError, fail } from '../errors.ts';
import { hashPassword } from '../security/password.ts';
import { newToken } from '../security/tokens.ts';
import { completeLogin, type LoginResult } from './auth.ts';
import { consumeCaptcha } from './captcha.ts';
import { markContactVerified } from './engagement/verification.ts';
import { openWallet } from './ledger.ts';
import {
  agentByAffiliateCode,
  insertMember,
  memberById,
  memberByPhone,
  memberByUsername,
  memberType,
} from './members.ts';
import { memberByReferralCode } from './money/engagement.ts';
import { checkRegistration } from './register-rules.ts';
import { featureEnabled, getSetting } from './settings.ts';
import { consumeSmsCode, normalisePhone, type Phone } from './sms.ts';
import { countAttempts, returnAttempt, spendQuota } from './throttle.ts';

/** Profile fields kept as typed (never the passwords). */
const profileFields = ['payeeName', ...CONTACT_FIELDS, 'domain'] as const;

export type RegistrationForm = Record<string, string | undefined> & { captchaId?: string | undefined };

export interface RegisterOutcome {
  login?: LoginResult;
  memberId: number;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Field rules (shared with the site), password confirmation and the affiliate code. Every check
 * runs before anything is written.
 */
async function checkForm(ctx: Context, merchant: string, form: RegistrationForm, tab: RegisterTab) {
  const settings = await getSetting(ctx.db, merchant, 'register');
  const flags = {
    smsVerification: await featureEnabled(ctx.db, merchant, 'REGMOBVERF3'),
    mobilePassword: await featureEnabled(ctx.db, merchant, 'MOBILENUMPASSREG3'),
  };
  const { fields, invalid } = checkRegistration(settings, form, tab, flags);
  // The brand's 18+/terms box (AGREE_TERMS) has its own message: it is the one rule no field shows.
  if (invalid.includes(AGREE_TERMS)) fail('termsRequired', undefined, { fields: invalid });
  if (invalid.length > 0) fail('fieldInvalid', invalid.join(','), { fields: invalid });
  if (form.confirmPassword !== undefined && form.confirmPassword !== form.password) fail('passwordMismatch');
  const code = form.affiliateCode?.trim() || form.referralCode?.trim() || form.recommenderId?.trim();
  // An agent's affiliate code first, else a member's referral code (invite friends).
  const upline = code
    ? ((await agentByAffiliateCode(ctx.db, merchant, code)) ??
      (await memberByReferralCode(ctx.db, merchant, code)))
    : undefined;
  if (code && !upline) fail('affiliateInvalid');
  const phone = form.mobileNum?.trim() ? normalisePhone(form.countryDialingCode, form.mobileNum) : undefined;
  return {
    upline,
    phone,
    captchaShown: fields.includes('captcha'),
    smsCodeShown: fields.includes('verificationCode') && phone !== undefined,
    passwordShown: fields.includes('password'),
  };
}

async function create(
  ctx: Context,
  merchant: string,
  form: RegistrationForm,
  username: string,
  password: string,
  ip: string,
  phone: { dialingCode: string; mobileNum: string; verified: boolean } | undefined,
  uplineId: number | undefined,
): Promise<RegisterOutcome> {
  const passwordHash = await hashPassword(password, ctx.config.passwordCost);
  const profile: Record<string, string> = {};
  for (const field of profileFields) {
    const value = form[field]?.trim();
    if (value) profile[field] = value;
  }
  if (form.paymentPassword)
    profile.paymentPasswordHash = await hashPassword(form.paymentPassword, ctx.config.passwordCost);
  let memberId: number;
  try {
    memberId = await ctx.db.transaction(async (tx) => {
      const id = await insertMember(tx, {
        merchant,
        username,
        passwordHash,
        customerType: memberType,
        now: ctx.clock.now(),
        ip,
        email: form.email?.trim() || undefined,
        dialingCode: phone?.dialingCode,
        mobileNum: phone?.mobileNum,
        uplineId,
        profile,
      });
      // Its SMS code was spent: the number counts as verified (bonus verification).
      if (phone?.verified) await markContactVerified(ctx, tx, id, 'mobile');
      await openWallet(tx, merchant, id);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(phone ? 'mobileTaken' : 'usernameTaken');
    throw error;
  }
  if (form.login === 'false') return { memberId };
  const member = await memberById(ctx.db, memberId);
  if (!member) throw new Error('Registered member vanished');
  return { memberId, login: await completeLogin(ctx, member, ip, 'register', password) };
}

async function checkMobileFree(ctx: Context, merchant: string, phone: Phone | undefined) {
  if (phone && (await memberByPhone(ctx.db, merchant, phone.dialingCode, phone.mobileNum)))
    fail('mobileTaken');
}

/** Registrations per client: past `captchaAfter` in the window a captcha is required, past `max` refused. */
export const registrationLimit = { windowMs: 3_600_000, captchaAfter: 3, max: 10 };

/**
 * Counts the registration against the client before anything is checked (so "taken" answers are
 * limited too). Past the captcha threshold a solved captcha is required even where the brand does
 * not show one; the attempt is given back when that captcha is missing or wrong.
 */
async function spendRegistration(ctx: Context, form: RegistrationForm, ip: string, captchaShown: boolean) {
  const bucket = `register-ip:${ip}`;
  await spendQuota(ctx, bucket, registrationLimit);
  const count = await countAttempts(ctx, bucket, registrationLimit.windowMs);
  if (count > registrationLimit.captchaAfter && !captchaShown) {
    if (!(await consumeCaptcha(ctx, form.captchaId, form.captcha))) {
      await returnAttempt(ctx, bucket);
      throw new ApiError(form.captcha ? 'captchaInvalid' : 'captchaRequired', undefined, { captcha: true });
    }
  }
}

/**
 * PUT /wps/member/register: username registration. A mobile number is bound only when its SMS
 * code was checked (the brand shows the code field, or the client sent a code): an unverified
 * number is not kept, so no one can claim a stranger's number.
 */
export async function registerByUsername(ctx: Context, merchant: string, form: RegistrationForm, ip: string) {
  if (!(await featureEnabled(ctx.db, merchant, 'USERNAMEREG3'))) fail('functionNotAvailable');
  const checked = await checkForm(ctx, merchant, form, 'username');
  await spendRegistration(ctx, form, ip, checked.captchaShown);
  const username = form.username?.trim() ?? '';
  if (await memberByUsername(ctx.db, merchant, username)) fail('usernameTaken');
  const verified = {
    ...checked,
    smsCodeShown: checked.smsCodeShown || Boolean(form.verificationCode?.trim()),
  };
  const phone = verified.smsCodeShown ? checked.phone : undefined;
  await checkMobileFree(ctx, merchant, phone);
  await spendChallenges(ctx, merchant, form, verified);
  const bound = phone && { ...phone, verified: true };
  return create(ctx, merchant, form, username, form.password ?? '', ip, bound, checked.upline?.id);
}

/** PUT /wps/member/register/mobile: the number is the account; a password only when the brand asks for one. */
export async function registerByMobile(ctx: Context, merchant: string, form: RegistrationForm, ip: string) {
  if (!(await featureEnabled(ctx.db, merchant, 'MOBILENUMREG3'))) fail('functionNotAvailable');
  const checked = await checkForm(ctx, merchant, form, 'mobile');
  const phone = checked.phone ?? fail('mobileInvalid');
  await spendRegistration(ctx, form, ip, checked.captchaShown);
  await checkMobileFree(ctx, merchant, phone);
  await spendChallenges(ctx, merchant, form, checked);
  let username = `m${phone.mobileNum}`.slice(0, 13);
  if (await memberByUsername(ctx.db, merchant, username))
    username = `m${newToken().replace(/\W/g, '').slice(0, 10)}`;
  const password = checked.passwordShown && form.password ? form.password : newToken();
  const bound = { ...phone, verified: checked.smsCodeShown };
  return create(ctx, merchant, form, username, password, ip, bound, checked.upline?.id);
}

/** Captcha and SMS code are spent last, once everything else has passed. */
async function spendChallenges(
  ctx: Context,
  merchant: string,
  form: RegistrationForm,
  checked: Awaited<ReturnType<typeof checkForm>>,
) {
  if (checked.captchaShown && !(await consumeCaptcha(ctx, form.captchaId, form.captcha)))
    fail('captchaInvalid');
  if (checked.smsCodeShown && checked.phone) {
    await consumeSmsCode(ctx, merchant, checked.phone, 'register', form.verificationCode ?? '');
  }
}
