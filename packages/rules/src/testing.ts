import type { RegisterSettings } from '@playsite/api/contract';

/** An optional free-text code (affiliate, referral, recommender). */
const optionalCode = {
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 20,
};

/** The typical live register settings (docs/product.md § Registration rules) plus a few optional fields. */
export const demoRegisterSettings: RegisterSettings = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    patternId: 1,
    minLength: 6,
    maxLength: 13,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z0-9]+$',
    patternId: 4,
    minLength: 6,
    maxLength: 12,
  },
  email: { enabled: true, required: false, acceptedPattern: '*', patternId: 3, minLength: 0, maxLength: 50 },
  payeeName: {
    enabled: true,
    required: true,
    acceptedPattern: '',
    patternId: 13,
    minLength: 2,
    maxLength: 30,
  },
  affiliateCode: optionalCode,
  referralCode: optionalCode,
};

/** Every optional field on, to show the whole form. */
export const allFieldsRegisterSettings: RegisterSettings = {
  ...demoRegisterSettings,
  mobileNum: {
    enabled: true,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 6,
    minLength: 8,
    maxLength: 11,
  },
  paymentPassword: {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    patternId: 6,
    minLength: 6,
    maxLength: 6,
  },
  qqNum: {
    enabled: true,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 6,
    minLength: 5,
    maxLength: 11,
  },
  line: { enabled: true, required: false, acceptedPattern: '*', patternId: 9, minLength: 0, maxLength: 30 },
  whatsapp: {
    enabled: true,
    required: false,
    acceptedPattern: '^[0-9]+$',
    patternId: 6,
    minLength: 6,
    maxLength: 15,
  },
  facebook: {
    enabled: true,
    required: false,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 50,
  },
  wechat: { enabled: true, required: false, acceptedPattern: '*', patternId: 9, minLength: 0, maxLength: 30 },
  idNumber: {
    enabled: true,
    required: false,
    acceptedPattern: '^[0-9A-Za-z]+$',
    patternId: 4,
    minLength: 8,
    maxLength: 18,
  },
  recommenderId: optionalCode,
  captcha: {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    patternId: 6,
    minLength: 4,
    maxLength: 4,
  },
};

/** One shown, optional field's setting (profile and register field settings share the shape). */
export const shownField = (
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
) => ({
  enabled: true,
  required: false,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});
