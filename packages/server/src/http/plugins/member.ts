import { endpoints } from '@playsite/api/contract';
import { changePassword, resetPasswordByEmail, resetPasswordByPhone } from '../../domain/auth.ts';
import { agentByAffiliateCode, maskMobile, memberById, trialType } from '../../domain/members.ts';
import { sendMessage } from '../../domain/outbox.ts';
import { type RegistrationForm, registerByMobile, registerByUsername } from '../../domain/register.ts';
import { fieldMatches } from '../../domain/register-rules.ts';
import { featureEnabled, getSetting } from '../../domain/settings.ts';
import { normalisePhone } from '../../domain/sms.ts';
import { fail } from '../../errors.ts';
import type { DomainPlugin } from '../plugin.ts';
import { type AuthedCall, type Call, serve } from '../route.ts';
import { captchaIdOf } from './session.ts';

export const avatarIds = Array.from({ length: 8 }, (_, index) => `avatar-${index + 1}`);
export const avatarUrl = (id: string) => `/media/avatars/${id}.svg`;

function formOf(input: Record<string, unknown>, call: Call): RegistrationForm {
  const form: RegistrationForm = { captchaId: captchaIdOf(call) };
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string') form[key] = value;
    if (typeof value === 'boolean') form[key] = String(value);
  }
  return form;
}

function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

async function currentMember(call: AuthedCall) {
  const member = await memberById(call.ctx.db, call.session.memberId);
  if (!member) return fail('tokenInvalid');
  return member;
}

/** Registration, passwords, member info and avatars, affiliate check. */
export const memberPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };

  const passwordRule = async (merchant: string, password: string) => {
    const rule = (await getSetting(ctx.db, merchant, 'register')).password;
    if (rule && !fieldMatches(rule, password))
      fail('fieldInvalid', 'newPassword', { fields: ['newPassword'] });
  };

  serve(app, ctx, options, endpoints.register, async (input, call) => {
    const outcome = await registerByUsername(ctx, call.merchant, formOf(input, call), call.ip);
    return outcome.login ?? fail('internal');
  });

  serve(app, ctx, options, endpoints.registerMobile, async (input, call) => {
    const outcome = await registerByMobile(ctx, call.merchant, formOf(input, call), call.ip);
    return outcome.login ?? fail('internal');
  });

  serve(app, ctx, options, endpoints.affiliateCheck, async (input, call) => {
    if (!(await agentByAffiliateCode(ctx.db, call.merchant, input.affiliateCode))) fail('affiliateInvalid');
    return { valid: true };
  });

  serve(app, ctx, options, endpoints.changePassword, async (input, call) => {
    const member = await currentMember(call);
    if (member.customer_type === trialType) fail('trialRefused');
    if (input.newPassword !== input.confirmNewPassword) fail('passwordMismatch');
    await passwordRule(call.merchant, input.newPassword);
    return changePassword(ctx, member, input.oldPassword || null, input.newPassword, call.ip);
  });

  serve(app, ctx, options, endpoints.forgotPasswordEmail, async (input, call) => {
    await resetPasswordByEmail(ctx, call.merchant, input.username, input.email, call.ip, (to, temporary) =>
      sendMessage(ctx, call.merchant, {
        channel: 'email',
        to,
        subject: 'Your temporary password',
        body: `Your temporary password is ${temporary}. Log in with it and choose a new password.`,
        code: temporary,
      }),
    );
    return { message: 'in_been_out' };
  });

  serve(app, ctx, options, endpoints.resetPasswordByPhone, async (input, call) => {
    if (!(await featureEnabled(ctx.db, call.merchant, 'CHNGPASSVERIF3'))) fail('functionNotAvailable');
    await passwordRule(call.merchant, input.newPassword);
    const phone = normalisePhone(input.countryDialingCode, input.mobileNum);
    return resetPasswordByPhone(
      ctx,
      call.merchant,
      phone,
      input.verificationCode,
      input.newPassword,
      call.ip,
    );
  });

  serve(app, ctx, options, endpoints.memberInfo, async (_input, call) => {
    const member = await currentMember(call);
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.customer_type,
      mobile: maskMobile(member.dialing_code, member.mobile_num),
      email: maskEmail(member.email),
      regDate: Number(member.created_at),
      toUpline: member.upline_id !== null,
      clubLabel: member.club_label,
      memberLabel: member.member_label.map((labelName) => ({ labelName })),
    };
  });

  serve(app, ctx, options, endpoints.memberIcon, async (_input, call) => {
    const member = await currentMember(call);
    return member.avatar_type === 'CUSTOM'
      ? { avatar: member.avatar, avatarType: 'CUSTOM' as const }
      : { avatar: avatarUrl(member.avatar), avatarType: 'STATIC' as const };
  });

  serve(app, ctx, options, endpoints.playerAvatars, async () =>
    avatarIds.map((id) => ({ avatarId: id, avatar: avatarUrl(id) })),
  );
};
