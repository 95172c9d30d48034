import { endpoints } from '@playsite/api/contract';
import {
  freePlay,
  loginWithPassword,
  loginWithSms,
  type PasswordLogin,
  sendLoginVerificationCode,
} from '../../domain/auth.ts';
import { memberByPhone } from '../../domain/members.ts';
import { revokeSession } from '../../domain/sessions.ts';
import { featureEnabled } from '../../domain/settings.ts';
import { normalisePhone, sendSmsCode } from '../../domain/sms.ts';
import { spendLookup } from '../../domain/throttle.ts';
import { fail } from '../../errors.ts';
import type { DomainPlugin } from '../plugin.ts';
import { type AuthedCall, type Call, requestCookie, serve } from '../route.ts';
import { captchaCookie } from './system.ts';

export const captchaIdOf = (call: Call): string | undefined => {
  const header = call.request.headers['captcha-id'];
  return (typeof header === 'string' ? header : undefined) ?? requestCookie(call.request, captchaCookie);
};

/** A username login's credentials as the login calls send them, with the captcha's cookie. */
const passwordLogin = (
  input: { username: string; password: string; captcha?: string | undefined },
  call: Call,
): PasswordLogin => ({
  username: input.username.trim(),
  password: input.password,
  captcha: input.captcha,
  captchaId: captchaIdOf(call),
});

/** Login (username and SMS), free play, logout and SMS codes. */
export const sessionPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };

  serve(app, ctx, options, endpoints.login, async (input, call) => {
    if (input.type === 'sms') {
      if (!(await featureEnabled(ctx.db, call.merchant, 'MOBILEVERCODELOGIN3'))) fail('functionNotAvailable');
      const phone = normalisePhone(input.countryDialingCode, input.username);
      return loginWithSms(ctx, call.merchant, phone, input.password, call.ip);
    }
    return loginWithPassword(ctx, call.merchant, passwordLogin(input, call), call.ip);
  });

  // Logins from an IP new to the account (LOGINIPVERF3, domain/login-ip.ts): the extra step.
  serve(app, ctx, options, endpoints.loginVerification, async (input, call) => {
    if (!(await featureEnabled(ctx.db, call.merchant, 'LOGINIPVERF3'))) fail('functionNotAvailable');
    const verification = { type: input.verifyType, value: input.verifyValue };
    return loginWithPassword(ctx, call.merchant, passwordLogin(input, call), call.ip, verification);
  });
  serve(app, ctx, options, endpoints.loginVerificationCode, async (input, call) => {
    if (!(await featureEnabled(ctx.db, call.merchant, 'LOGINIPVERF3'))) fail('functionNotAvailable');
    const login = passwordLogin(input, call);
    return sendLoginVerificationCode(ctx, call.merchant, login, call.ip, input.verifyType);
  });

  serve(app, ctx, options, endpoints.freePlay, async (_input, call) => {
    if (!(await featureEnabled(ctx.db, call.merchant, 'FREEPLAY3'))) fail('functionNotAvailable');
    return freePlay(ctx, call.merchant, call.ip);
  });

  const logout = async (_input: unknown, call: AuthedCall) => {
    await revokeSession(ctx, call.session.tokenHash);
    return undefined;
  };
  serve(app, ctx, options, endpoints.logout, logout);
  serve(app, ctx, options, { ...endpoints.logout, method: 'POST' }, logout);

  serve(app, ctx, options, endpoints.smsLogin, async (input, call) => {
    const enabled =
      (await featureEnabled(ctx.db, call.merchant, 'MOBILEVERCODELOGIN3')) ||
      (await featureEnabled(ctx.db, call.merchant, 'CHNGPASSVERIF3'));
    if (!enabled) fail('functionNotAvailable');
    const phone = normalisePhone(input.countryDialingCode, input.mobileNum);
    // Unknown numbers get the same answer, but nothing is sent.
    const known = await memberByPhone(ctx.db, call.merchant, phone.dialingCode, phone.mobileNum);
    const sent = await sendSmsCode(ctx, call.merchant, phone, 'noLogin', call.ip, known !== undefined);
    return { ...sent, message: 'sms.sent' };
  });

  serve(app, ctx, options, endpoints.smsRegister, async (input, call) => {
    const phone = normalisePhone(input.countryDialingCode, input.mobileNo);
    await spendLookup(ctx, { ip: call.ip });
    if (await memberByPhone(ctx.db, call.merchant, phone.dialingCode, phone.mobileNum)) fail('mobileTaken');
    const sent = await sendSmsCode(ctx, call.merchant, phone, 'register', call.ip);
    return { ...sent, message: 'sms.sent' };
  });
};
