import { agentErrorCodes } from './errors-agent.ts';
import { clientErrorCodes } from './errors-client.ts';
import { contentErrorCodes } from './errors-content.ts';
import { engagementErrorCodes } from './errors-engagement.ts';
import { gameErrorCodes } from './errors-games.ts';
import { moneyErrorCodes } from './errors-money.ts';
import { profileErrorCodes } from './errors-profile.ts';
import { responsibleErrorCodes } from './errors-responsible.ts';
import { roomsErrorCodes } from './errors-rooms.ts';
import { socialErrorCodes } from './errors-social.ts';

/**
 * Every errorCode the site may meet, keyed by a readable name. The code string is the i18n key in
 * locales/<lang>/errors.json (flat keys: create i18next with `keySeparator: false` for that
 * namespace, since codes contain dots).
 */
export const errorCodes = {
  // Session ended, bad requests, and what the client raises itself (network, timeout …).
  ...clientErrorCodes,

  // Codes public clients of the platform show.
  userNotExist: 'USER_NOT_EXIST',
  functionNotAvailable: 'function.not.available',
  bodyRequired: 'request_body_required',
  previousGameNotFinished: 'game.previous.not.finished',
  geetestRequired: 'geetest.required',

  // Request handling.
  merchantRequired: 'merchant.required',
  merchantInvalid: 'merchant.invalid',
  bodyTooLarge: 'request.too.large',
  unsupportedMediaType: 'request.media.unsupported',
  notFound: 'request.not.found',
  forbidden: 'request.forbidden',
  requestThrottled: 'request.too.many',
  idempotencyConflict: 'idempotency.key.conflict',

  // System status.
  maintenance: 'system.maintenance',
  regionRestricted: 'system.region.restricted',
  gameMaintenance: 'game.maintenance',

  // Login and session.
  loginInvalid: 'login.credentials.invalid',
  loginThrottled: 'login.too.many.attempts',
  loginIpVerificationRequired: 'login.ip.verification.required',
  loginIpVerificationInvalid: 'login.ip.verification.invalid',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  trialRefused: 'account.trial.refused',
  agentOnly: 'account.agent.only',
  memberOnly: 'account.member.only',

  // SMS codes and mobile numbers.
  smsCodeInvalid: 'sms.code.invalid',
  smsCodeExpired: 'sms.code.expired',
  smsResendWait: 'sms.resend.wait',
  mobileInvalid: 'mobile.invalid',

  // Registration and passwords.
  usernameTaken: 'register.username.taken',
  mobileTaken: 'register.mobile.taken',
  fieldInvalid: 'register.field.invalid',
  termsRequired: 'register.terms.required',
  affiliateInvalid: 'affiliate.code.invalid',
  passwordMismatch: 'password.confirm.mismatch',
  passwordOldInvalid: 'password.old.invalid',
  passwordSame: 'password.same.as.old',
  paymentPasswordInvalid: 'password.payment.invalid',
  emailInvalid: 'email.invalid',

  // Money and points.
  insufficientBalance: 'wallet.balance.insufficient',
  insufficientPoints: 'points.balance.insufficient',
  rewardSoldOut: 'points.reward.sold.out',
  withdrawalProofRequired: 'withdrawal.proof.required',

  // Phone verification provider (docs/product.md § Errors shown to players).
  phoneInvalidFormat: 'phone.invalid.format',
  phoneMissing: 'phone.missing',
  phoneTooManyRequests: 'phone.too.many.requests',
  phoneUnknownError: 'phone.unknown.error',
  phoneCodeInvalid: 'phone.code.invalid',
  phoneCodeMissing: 'phone.code.missing',
  phoneRecaptchaFailed: 'phone.recaptcha.failed',
  phoneQuotaExceeded: 'phone.quota.exceeded',
  phoneFunctionDisabled: 'phone.function.disabled',
  phoneCodeExpired: 'phone.code.expired',
  phonePopupClosed: 'phone.popup.closed',

  // Raised by the site itself, never sent by a server.
  urlInvalid: 'url.invalid',
  chunkLoadFailed: 'chunk.load.failed',

  ...gameErrorCodes,
  ...moneyErrorCodes,
  ...engagementErrorCodes,
  ...profileErrorCodes,
  ...roomsErrorCodes,
  ...socialErrorCodes,
  ...agentErrorCodes,
  ...contentErrorCodes,
  ...responsibleErrorCodes,
} as const;

export type ErrorName = keyof typeof errorCodes;
export type ErrorCode = (typeof errorCodes)[ErrorName];

export const allErrorCodes: readonly ErrorCode[] = Object.values(errorCodes);

export { isSessionEndedCode, sessionEndedCodes } from './errors-client.ts';
