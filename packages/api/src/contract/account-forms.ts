import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  literal,
  object,
  optional,
  size,
  string,
  type,
} from 'superstruct';
import { geetestResult } from './account.ts';
import { idLike, minorUnits, nonEmpty, positiveMinorUnits, text } from './primitives.ts';

/**
 * Account structs of the calls outside the client's core group (sign-up, SMS codes, passwords,
 * member-centre actions): kept apart from account.ts so the site's start path does not carry them.
 */

/** Second step of a login from an unregistered IP (LOGINIPVERF3). */
export const loginVerificationRequest = object({
  username: nonEmpty(64),
  password: nonEmpty(128),
  verifyType: enums(['mobile', 'email', 'authenticator', 'bankAccountName']),
  verifyValue: nonEmpty(128),
  /** When the login itself needs one (failures, or the brand asks on every login). */
  captcha: optional(text(16)),
});
export type LoginVerificationRequest = Infer<typeof loginVerificationRequest>;
export type LoginVerifyType = LoginVerificationRequest['verifyType'];

/** A code for that step, to the account's own bound number or address. */
export const loginVerificationCodeRequest = object({
  username: nonEmpty(64),
  password: nonEmpty(128),
  verifyType: enums(['mobile', 'email']),
  captcha: optional(text(16)),
});
export type LoginVerificationCodeRequest = Infer<typeof loginVerificationCodeRequest>;

/**
 * The `value` of a login refused with `login.ip.verification.required`: the ways this account can
 * prove itself (its bound number and address, masked, for the screen to name).
 */
export interface LoginVerificationNeeded {
  verification: {
    methods: LoginVerifyType[];
    mobile?: string | null;
    email?: string | null;
  };
}

/* ---------- SMS codes ---------- */

export const smsLoginRequest = object({
  mobileNum: nonEmpty(20),
  countryDialingCode: nonEmpty(8),
  geetest: optional(geetestResult),
});
export type SmsLoginRequest = Infer<typeof smsLoginRequest>;

export const smsRegisterRequest = object({
  mobileNo: nonEmpty(20),
  countryDialingCode: nonEmpty(8),
  geetest: optional(geetestResult),
});
export type SmsRegisterRequest = Infer<typeof smsRegisterRequest>;

export const smsSentValue = type({
  expiredMinutes: integer(),
  message: optional(string()),
});
export type SmsSentValue = Infer<typeof smsSentValue>;

const registrationFields = {
  password: nonEmpty(128),
  confirmPassword: nonEmpty(128),
  payeeName: optional(text(128)),
  email: optional(text(254)),
  qqNum: optional(text(32)),
  recommenderId: optional(text(64)),
  captcha: optional(text(16)),
  verificationCode: optional(text(255)),
  affiliateCode: optional(text(64)),
  paymentPassword: optional(text(128)),
  line: optional(text(128)),
  whatsapp: optional(text(128)),
  facebook: optional(text(128)),
  wechat: optional(text(128)),
  idNumber: optional(text(64)),
  referralCode: optional(text(64)),
  /** The "I am 18 or older and agree to the terms" box, required when the brand enables the field. */
  agreeTerms: optional(boolean()),
  domain: optional(text(255)),
  countryDialingCode: optional(text(8)),
  geetest: optional(geetestResult),
  login: optional(boolean()),
  registerUrl: optional(text(2048)),
  registerMethod: optional(literal('WEB')),
  firebaseChannel: optional(literal('sms')),
  firebaseIdToken: optional(text(4096)),
};

export const registerRequest = object({
  username: nonEmpty(64),
  mobileNum: optional(text(20)),
  ...registrationFields,
});
export type RegisterRequest = Infer<typeof registerRequest>;

export const registerMobileRequest = object({
  username: optional(text(64)),
  mobileNum: nonEmpty(20),
  ...registrationFields,
});
export type RegisterMobileRequest = Infer<typeof registerMobileRequest>;

export const affiliateCheckRequest = object({ affiliateCode: nonEmpty(64) });
export type AffiliateCheckRequest = Infer<typeof affiliateCheckRequest>;

/* ---------- passwords ---------- */

export const changePasswordRequest = object({
  /** Required unless the forced first-login change omits it. */
  oldPassword: optional(text(128)),
  newPassword: nonEmpty(128),
  confirmNewPassword: nonEmpty(128),
});
export type ChangePasswordRequest = Infer<typeof changePasswordRequest>;

/** Form-encoded. */
export const forgotPasswordEmailRequest = object({ username: nonEmpty(64), email: nonEmpty(254) });
export type ForgotPasswordEmailRequest = Infer<typeof forgotPasswordEmailRequest>;

export const resetPasswordByPhoneRequest = object({
  newPassword: nonEmpty(128),
  mobileNum: nonEmpty(20),
  countryDialingCode: optional(text(8)),
  verificationCode: nonEmpty(255),
});
export type ResetPasswordByPhoneRequest = Infer<typeof resetPasswordByPhoneRequest>;

/* ---------- member-centre actions ---------- */

/** Money-moving: `idempotencyKey` makes a retried transfer happen once. */
export const walletTransferRequest = object({
  fromAccountTypeId: nonEmpty(32),
  toAccountTypeId: nonEmpty(32),
  amount: positiveMinorUnits(),
  idempotencyKey: nonEmpty(64),
});
export type WalletTransferRequest = Infer<typeof walletTransferRequest>;

/** After the transfer: the total and every wallet (the reference server fills all three). */
export const walletTransferValue = type({
  sumBalance: optional(minorUnits()),
  transferId: optional(idLike()),
  balance: optional(array(type({ accountTypeId: idLike(), availBalance: minorUnits() }))),
});

/** `imageIds`: at most 3 of the member's own uploads (feedbackImage, endpoints-content.ts). */
export const feedbackRequest = object({
  questionType: nonEmpty(32),
  content: nonEmpty(4000),
  imageIds: optional(size(array(nonEmpty(32)), 0, 3)),
});
export type FeedbackRequest = Infer<typeof feedbackRequest>;

export const claimRaffleRequest = object({ promotionId: nonEmpty(64) });
export type ClaimRaffleRequest = Infer<typeof claimRaffleRequest>;
export const claimRaffleValue = type({ prize: optional(string()), amount: optional(minorUnits()) });
