import { optional } from 'superstruct';
import * as account from './account.ts';
import * as forms from './account-forms.ts';
import { get, relay, send, T } from './define.ts';
import { ack } from './primitives.ts';

/** Sign-up, SMS codes, passwords and member-centre account actions: loaded on first call. */
export const accountEndpoints = {
  /** Path not shown by public clients; the reference server's choice. */
  loginVerification: send(
    'POST',
    'loginVerification',
    '/wps/session/login/verification',
    forms.loginVerificationRequest,
    account.loginValue,
    { encrypted: true, moduleId: 'LOGINIPVERF3' },
  ),
  /** Path not shown by public clients: sends the code for that step (same countdown as SMS codes). */
  loginVerificationCode: send(
    'POST',
    'loginVerificationCode',
    '/wps/session/login/verification/code',
    forms.loginVerificationCodeRequest,
    forms.smsSentValue,
    { encrypted: true, moduleId: 'LOGINIPVERF3' },
  ),
  smsLogin: send(
    'POST',
    'smsLogin',
    '/wps/verification/sms/noLogin',
    forms.smsLoginRequest,
    forms.smsSentValue,
    {
      moduleId: 'VERIFICATION3',
    },
  ),
  smsRegister: send(
    'POST',
    'smsRegister',
    '/wps/verification/sms/register',
    forms.smsRegisterRequest,
    forms.smsSentValue,
    { moduleId: 'REGMOBVERF3' },
  ),
  register: send('PUT', 'register', '/wps/member/register', forms.registerRequest, account.loginValue, {
    encrypted: true,
    moduleId: 'REG3',
  }),
  registerMobile: send(
    'PUT',
    'registerMobile',
    '/wps/member/register/mobile',
    forms.registerMobileRequest,
    account.loginValue,
    { encrypted: true, moduleId: 'MOBILENUMREG3' },
  ),
  affiliateCheck: get('affiliateCheck', '/wps/agent/affiliate', forms.affiliateCheckRequest, ack(), {
    silent: true,
    moduleId: 'AFFMAN3',
  }),
  /** Remember me (docs/security.md § Remember me): a revocable token in an HttpOnly cookie, no password kept. */
  rememberDevice: send('POST', 'rememberDevice', '/wps/session/remember', account.noParams, ack(), {
    ...T,
    silent: true,
  }),
  /** Spends the cookie's token and answers like login, with a fresh token in the cookie. */
  resumeRemembered: send(
    'POST',
    'resumeRemembered',
    '/wps/session/remember/resume',
    account.noParams,
    account.loginValue,
    { silent: true },
  ),
  forgetDevice: send('DELETE', 'forgetDevice', '/wps/session/remember', account.noParams, ack(), {
    silent: true,
  }),
  changePassword: send(
    'POST',
    'changePassword',
    '/wps/member/password',
    forms.changePasswordRequest,
    optional(account.loginValue),
    {
      ...T,
      encrypted: true,
      moduleId: 'PASS3',
    },
  ),
  forgotPasswordEmail: send(
    'POST',
    'forgotPasswordEmail',
    '/wps/member/password/email',
    forms.forgotPasswordEmailRequest,
    ack(),
    { encoding: 'form', moduleId: 'PASS3' },
  ),
  resetPasswordByPhone: send(
    'POST',
    'resetPasswordByPhone',
    '/wps/member/password/verification',
    forms.resetPasswordByPhoneRequest,
    optional(account.loginValue),
    { encrypted: true, moduleId: 'CHNGPASSVERIF3' },
  ),
  walletTransfer: send(
    'POST',
    'walletTransfer',
    relay('GCS_walletTransfer'),
    forms.walletTransferRequest,
    forms.walletTransferValue,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
  feedback: send('POST', 'feedback', '/wps/feedback', forms.feedbackRequest, ack(), {
    ...T,
    moduleId: 'FEEDBACK3',
  }),
  claimRafflePromotion: send(
    'POST',
    'claimRafflePromotion',
    relay('MCS2_claimRafflePromotion'),
    forms.claimRaffleRequest,
    forms.claimRaffleValue,
    { ...T, moduleId: 'REWCEN3' },
  ),
} as const;
