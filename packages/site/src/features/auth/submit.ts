import {
  type ChangePasswordRequest,
  type ForgotPasswordEmailRequest,
  isPlatformError,
  type LoginRequest,
  type RegisterMobileRequest,
  type RegisterRequest,
  type ResetPasswordByPhoneRequest,
} from '@playsite/api';
import { loadLoginInfo } from '../../shared/account/member.ts';
import { platform, reportError } from '../../shared/api/platform.ts';
import { i18n } from '../../shared/i18n/index.ts';
import { closeModal, showDialog } from '../../shared/stores/modals.ts';
import { session, startSession } from '../../shared/stores/session.ts';
import { rememberLogin, rememberMobile } from './cookies.ts';
import { loggedIn } from './login.ts';

/**
 * How a submit ended, for the form: done, or failed (values stay; `captcha` asks for the captcha
 * field; `error` is the failure, for a form that tells it itself).
 */
export type SubmitOutcome = { ok: true } | { ok: false; captcha?: boolean; error?: unknown };

const failed = (error: unknown, report = true): SubmitOutcome => {
  if (report) reportError(error);
  const value = isPlatformError(error) ? error.value : undefined;
  const captcha =
    typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
  return {
    ok: false,
    captcha: captcha || (isPlatformError(error) && error.errorCode.startsWith('captcha.')),
    error,
  };
};

/**
 * Username or SMS-code login (POST /wps/session/login, encrypted). A failure shows in a dialog
 * unless `reportErrors` is false (the header form shows it inline).
 */
export async function submitLogin(
  request: LoginRequest,
  remember = false,
  reportErrors = true,
): Promise<SubmitOutcome> {
  const method = request.type === 'sms' ? 'sms' : 'username';
  const username = request.username.trim();
  const password = method === 'username' ? request.password.trim() : request.password;
  try {
    const login = await platform.call('login', { ...request, username, password });
    if (method === 'username') rememberLogin({ username, password, remember });
    else if (request.countryDialingCode) rememberMobile(username, request.countryDialingCode);
    await loggedIn(login, method, password);
    return { ok: true };
  } catch (error) {
    return failed(error, reportErrors);
  }
}

/** PUT /wps/member/register or /register/mobile: logged in at once. */
export async function submitRegister(
  request: RegisterRequest | RegisterMobileRequest,
  mobile: boolean,
): Promise<SubmitOutcome> {
  const common = {
    login: true,
    registerUrl: window.location.href,
    registerMethod: 'WEB' as const,
    domain: window.location.host,
  };
  try {
    const login = mobile
      ? await platform.call('registerMobile', { ...(request as RegisterMobileRequest), ...common })
      : await platform.call('register', { ...(request as RegisterRequest), ...common });
    await loggedIn(login, 'register');
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}

/** Forgot by e-mail: the platform mails a reset; the user is told so (key in_been_out). */
export async function submitForgotByEmail(request: ForgotPasswordEmailRequest): Promise<SubmitOutcome> {
  try {
    await platform.call('forgotPasswordEmail', request);
    closeModal('forgetPassModal');
    showDialog({ title: i18n.t('dialog.notice'), message: i18n.t('in_been_out') });
    return { ok: true };
  } catch (error) {
    return failed(error);
  }
}

/** Reset by phone, then log in with the new password (docs/product.md § Forgot password). */
export async function submitResetByPhone(request: ResetPasswordByPhoneRequest): Promise<SubmitOutcome> {
  try {
    await platform.call('resetPasswordByPhone', request);
    return submitLogin({
      username: request.mobileNum,
      password: request.newPassword,
      type: 'username',
      countryDialingCode: request.countryDialingCode,
    });
  } catch (error) {
    return failed(error);
  }
}

/**
 * POST /wps/member/password; afterwards reload login info and close (the caller goes to /).
 * The platform may revoke the session's token with the old password, so the member is logged
 * in again with the new one first.
 */
export async function submitChangePassword(request: ChangePasswordRequest): Promise<SubmitOutcome> {
  const account = session.account;
  const method = session.method ?? 'username';
  try {
    await platform.call('changePassword', request);
  } catch (error) {
    return failed(error);
  }
  try {
    if (account) {
      const login = await platform.call('login', {
        username: account,
        password: request.newPassword,
        type: 'username',
      });
      startSession(login.token, login.userName, method, login.customerType);
    }
  } catch {
    // The old token may still be valid; loading the login info below tells.
  }
  closeModal('changePassModal');
  await loadLoginInfo();
  return { ok: true };
}

/** Sends a login or registration code by SMS; resolves to the countdown in seconds. */
export async function sendSmsCode(kind: 'login' | 'register', mobileNum: string, countryDialingCode: string) {
  try {
    const sent =
      kind === 'login'
        ? await platform.call('smsLogin', { mobileNum, countryDialingCode })
        : await platform.call('smsRegister', { mobileNo: mobileNum, countryDialingCode });
    return { ok: true as const, seconds: sent.expiredMinutes * 60 };
  } catch (error) {
    // SMS send failure: the server's message in a warning dialog (docs/product.md § Errors shown to players).
    if (isPlatformError(error) && !error.silent) {
      showDialog({
        message:
          error.message && error.message !== error.errorCode
            ? error.message
            : i18n.t('feedback.genericError'),
      });
    } else reportError(error);
    return { ok: false as const };
  }
}

/** GET /wps/captcha: a data URL for the captcha image. */
export async function loadCaptcha(): Promise<string | undefined> {
  try {
    return `data:image/png;base64,${await platform.call('captcha')}`;
  } catch {
    return undefined;
  }
}
