import type { RegisterSettings } from '../rules/index.ts';

/** Shared story and test data: no network, no real brand assets. */
export const demoCountries = [
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
];

/** A captcha drawn locally, as a data URL (the platform sends a base64 PNG). */
export const demoCaptcha = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32"><rect width="96" height="32" fill="#eee"/><text x="12" y="23" font-size="20" font-family="monospace" fill="#333">7 3 9 1</text></svg>',
)}`;

/** The typical live register settings (CONTRACT.md) plus a few optional fields. */
export const demoSettings: RegisterSettings = {
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
  payeeName: { enabled: true, required: true, patternId: 13, minLength: 2, maxLength: 30 },
  affiliateCode: {
    enabled: true,
    required: false,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 20,
  },
  referralCode: {
    enabled: true,
    required: false,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 20,
  },
};

/** Every optional field on, to show the whole form. */
export const allFieldsSettings: RegisterSettings = {
  ...demoSettings,
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
  recommenderId: {
    enabled: true,
    required: false,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 20,
  },
  captcha: {
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    patternId: 6,
    minLength: 4,
    maxLength: 4,
  },
};
