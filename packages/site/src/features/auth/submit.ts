import {
  type ChangePasswordRequest,
  errorCodes,
  type ForgotPasswordEmailRequest,
  isPlatformError,
  type LoginRequest,
  type LoginValue,
  type LoginVerificationNeeded,
  type LoginVerifyType,
  type RegisterMobileRequest,
  type RegisterRequest,
  type ResetPasswordByPhoneRequest,
} from '@playsite/api';
import { loadLoginInfo } from '../../common/account/member.ts';
import { platform } from '../../common/api/platform.ts';
import { type Failed, failed, type Outcome } from '../../common/outcome.ts';
import { session, startSession } from '../../common/stores/session.ts';
import { rememberLogin, rememberMobile } from './cookies.ts';
import { rememberThisDevice } from './device.ts';
import { loggedIn, type SignedIn } from './login.ts';

/**
 * How a submit ended is returned for the screen to act on (SignedIn, Done or Refused); services
 * open no modal or dialog of their own. A refused submit keeps the values; `error` is the
 * failure, for a screen that tells it itself.
 */
export type Refused =
  /** The platform wants the captcha answered (shown, or refreshed) before another try. */
  { kind: 'needsCaptcha'; error: unknown } | Failed;

/** A code went out; the countdown until another may be asked for. */
export type Sent = { kind: 'sent'; seconds: number };

/** A submit that needs no sign-in afterwards went through (a reset mail sent, a password changed). */
export type Done = { kind: 'done' };

const refused = (error: unknown): Refused => {
  const value = isPlatformError(error) ? error.value : undefined;
  const captcha =
    (typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true) ||
    (isPlatformError(error) && error.errorCode.startsWith('captcha.'));
  return captcha ? { kind: 'needsCaptcha', error } : failed(error);
};

/** A username login waiting for the new-IP step: what the step sends again with its proof. */
export interface PendingLogin {
  username: string;
  password: string;
  remember: boolean;
}

/**
 * The platform wants the extra step of a login from an IP the account never used (LOGINIPVERF3):
 * `verification` lists the ways this account can prove itself.
 */
export type NeedsVerification = {
  kind: 'needsVerification';
  login: PendingLogin;
  verification: LoginVerificationNeeded['verification'];
};

function verificationNeeded(error: unknown): LoginVerificationNeeded['verification'] | undefined {
  if (!isPlatformError(error) || error.errorCode !== errorCodes.loginIpVerificationRequired) return undefined;
  const value = error.value as Partial<LoginVerificationNeeded> | undefined;
  return Array.isArray(value?.verification?.methods) ? value.verification : undefined;
}

/** A username login the platform accepted: cookies, the session, and remember-me. */
async function passwordSignedIn(login: LoginValue, pending: PendingLogin): Promise<SignedIn> {
  rememberLogin({ username: pending.username, remember: pending.remember });
  const signedIn = await loggedIn(login, 'username', pending.password);
  // A session that must change its password may do nothing else, remembering included.
  if (signedIn.kind === 'loggedIn') await rememberThisDevice(pending.remember);
  return signedIn;
}

/** Username or SMS-code login (POST /wps/session/login, encrypted). */
export async function submitLogin(
  request: LoginRequest,
  remember = false,
): Promise<SignedIn | NeedsVerification | Refused> {
  const method = request.type === 'sms' ? 'sms' : 'username';
  const username = request.username.trim();
  const password = method === 'username' ? request.password.trim() : request.password;
  try {
    const login = await platform.call('login', { ...request, username, password });
    if (method === 'username') return await passwordSignedIn(login, { username, password, remember });
    if (request.countryDialingCode) rememberMobile(username, request.countryDialingCode);
    return await loggedIn(login, method, password);
  } catch (error) {
    const verification = verificationNeeded(error);
    if (verification)
      return { kind: 'needsVerification', login: { username, password, remember }, verification };
    return refused(error);
  }
}

/** The new-IP step (POST /wps/session/login/verification): the login again, with its proof. */
export async function submitLoginVerification(
  pending: PendingLogin,
  verifyType: LoginVerifyType,
  verifyValue: string,
): Promise<SignedIn | Refused> {
  try {
    const login = await platform.call('loginVerification', {
      username: pending.username,
      password: pending.password,
      verifyType,
      verifyValue,
    });
    return await passwordSignedIn(login, pending);
  } catch (error) {
    return refused(error);
  }
}

/** A code for the new-IP step to the account's own number or address; resolves to the countdown. */
export async function sendLoginVerificationCode(
  pending: PendingLogin,
  verifyType: 'mobile' | 'email',
): Promise<Outcome<Sent>> {
  try {
    const sent = await platform.call('loginVerificationCode', {
      username: pending.username,
      password: pending.password,
      verifyType,
    });
    return { kind: 'sent', seconds: sent.expiredMinutes * 60 };
  } catch (error) {
    return failed(error);
  }
}

/** PUT /wps/member/register or /register/mobile: logged in at once. */
export async function submitRegister(
  request: RegisterRequest | RegisterMobileRequest,
  mobile: boolean,
): Promise<SignedIn | Refused> {
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
    return await loggedIn(login, 'register');
  } catch (error) {
    return refused(error);
  }
}

/** Forgot by e-mail: the platform mails a reset (the screen tells the user so, key in_been_out). */
export async function submitForgotByEmail(request: ForgotPasswordEmailRequest): Promise<Done | Refused> {
  try {
    await platform.call('forgotPasswordEmail', request);
    return { kind: 'done' };
  } catch (error) {
    return refused(error);
  }
}

/**
 * Reset by phone (docs/product.md § Forgot password): the platform answers the new session, so the
 * member is logged in with its token. A platform that answers nothing leaves a reset password to
 * log in with (`done`): the mobile number is no username to log in by.
 */
export async function submitResetByPhone(
  request: ResetPasswordByPhoneRequest,
): Promise<SignedIn | Done | Refused> {
  try {
    const login = await platform.call('resetPasswordByPhone', request);
    if (!login) return { kind: 'done' };
    if (request.countryDialingCode) rememberMobile(request.mobileNum, request.countryDialingCode);
    return await loggedIn(login, 'sms');
  } catch (error) {
    return refused(error);
  }
}

/**
 * POST /wps/member/password; afterwards reload login info (the screen closes and goes to /).
 * The platform may revoke the session's token with the old password, so the member is logged
 * in again with the new one first.
 */
export async function submitChangePassword(request: ChangePasswordRequest): Promise<Done | Refused> {
  const account = session.account;
  const method = session.method ?? 'username';
  try {
    await platform.call('changePassword', request);
  } catch (error) {
    return refused(error);
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
  await loadLoginInfo();
  return { kind: 'done' };
}

/** Sends a login or registration code by SMS; resolves to the countdown in seconds, or the failure. */
export async function sendSmsCode(
  kind: 'login' | 'register',
  mobileNum: string,
  countryDialingCode: string,
): Promise<Outcome<Sent>> {
  try {
    const sent =
      kind === 'login'
        ? await platform.call('smsLogin', { mobileNum, countryDialingCode })
        : await platform.call('smsRegister', { mobileNo: mobileNum, countryDialingCode });
    return { kind: 'sent', seconds: sent.expiredMinutes * 60 };
  } catch (error) {
    return failed(error);
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
