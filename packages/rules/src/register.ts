import type { RegisterSettings } from '@playsite/api/contract';
import { define, refine, type Struct, type } from 'superstruct';
import {
  checkRule,
  type FieldRule,
  type FormValues,
  ruleFromSetting,
  textOf,
  type Validator,
  validateAll,
} from './fieldRule.ts';
import { type FieldError, messages } from './messages.ts';

/** The optional contact fields of a registration, kept on the member's profile as typed. */
export const CONTACT_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

/**
 * The "I am 18 or older and agree to the terms" box: shown, and then always required, when the
 * brand enables this field setting. Its value is the string 'true' (a form's checkbox gives `true`).
 */
export const AGREE_TERMS = 'agreeTerms';

/**
 * Registration fields in display order (docs/product.md § Registration rules). `domain` is filled
 * in by the site, not typed.
 */
export const REGISTER_FIELDS = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'email',
  ...CONTACT_FIELDS,
  'recommenderId',
  'referralCode',
  'affiliateCode',
  'captcha',
  AGREE_TERMS,
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Partial<Record<RegisterField, string>>;
export type RegisterTab = 'username' | 'mobile';

export interface RegisterContext {
  readonly tab: RegisterTab;
  /** SMS verification of the mobile number is on (REGMOBVERF3). */
  readonly smsVerification?: boolean;
  /** The mobile tab also asks for a password (MOBILENUMPASSREG3). */
  readonly mobilePassword?: boolean;
  /** Whether paymentPassword is shown; defaults to the server's `enabled` flag. */
  readonly paymentPasswordShown?: boolean;
  /** The URL's affiliate code was accepted, so the field stays hidden (docs/product.md § Register). */
  readonly affiliateCodeHidden?: boolean;
}

/** The SMS code's fixed upper bound (docs/product.md § Registration rules). */
export const VERIFICATION_CODE_MAX = 255;

/** Fields the mobile tab shows beside its own, when the server enables them. */
const MOBILE_TAB_EXTRAS: ReadonlySet<RegisterField> = new Set([
  'recommenderId',
  'referralCode',
  'affiliateCode',
  'captcha',
  AGREE_TERMS,
]);

/** Which fields the form shows, in order, for these settings and this tab. */
export function registerFields(settings: RegisterSettings, context: RegisterContext): RegisterField[] {
  const enabled = (field: RegisterField) => settings[field]?.enabled === true;
  const passwords = context.tab === 'username' || context.mobilePassword === true;
  const shown = (field: RegisterField): boolean => {
    switch (field) {
      case 'username':
        return context.tab === 'username';
      case 'mobileNum':
        return context.tab === 'mobile' || enabled('mobileNum');
      case 'verificationCode':
        return context.smsVerification === true && shown('mobileNum');
      case 'password':
      case 'confirmPassword':
        return passwords;
      case 'paymentPassword':
        return context.paymentPasswordShown ?? enabled('paymentPassword');
      case 'affiliateCode':
        return (
          enabled(field) &&
          context.affiliateCodeHidden !== true &&
          (context.tab === 'username' || MOBILE_TAB_EXTRAS.has(field))
        );
      default:
        return enabled(field) && (context.tab === 'username' || MOBILE_TAB_EXTRAS.has(field));
    }
  };
  return REGISTER_FIELDS.filter(shown);
}

/**
 * The rule of one shown field: the server's setting plus the fixed rules (docs/product.md
 * § Registration rules).
 */
export function registerRule(
  field: RegisterField,
  settings: RegisterSettings,
  context: RegisterContext,
): FieldRule {
  const setting = settings[field];
  switch (field) {
    case 'username':
    case 'password':
    case 'paymentPassword':
      return ruleFromSetting(setting, { required: true });
    case 'mobileNum':
      return ruleFromSetting(setting, context.tab === 'mobile' ? { required: true } : {});
    case AGREE_TERMS:
      return ruleFromSetting(setting, { required: true });
    case 'verificationCode': {
      const rule = ruleFromSetting(setting, { required: true });
      const max = Math.min(rule.maxLength ?? VERIFICATION_CODE_MAX, VERIFICATION_CODE_MAX);
      return { ...rule, maxLength: max };
    }
    default:
      return ruleFromSetting(setting);
  }
}

/** The box must be ticked: `true` from a form, 'true' from a request body. */
const agreeTermsValidator: Validator = (value) =>
  value === true || value === 'true' ? undefined : { key: messages.ageAndTerms };

const confirmValidator: Validator = (value, allValues) => {
  const text = textOf(value);
  if (text === '') return { key: messages.required };
  return text === textOf(allValues?.password) ? undefined : { key: messages.inconsistentTwice };
};

export interface RegisterSchema {
  /** Shown fields, in order. */
  readonly fields: readonly RegisterField[];
  /** One validator per shown field (final-form field-level signature: value, all values). */
  readonly validators: Readonly<Partial<Record<RegisterField, Validator>>>;
  /** The whole payload; unknown keys (countryDialingCode, registerUrl…) pass through. */
  readonly struct: Struct<RegisterValues>;
  /** Every failing field's error; `{}` when the payload passes. */
  readonly validate: (values: FormValues) => Partial<Record<RegisterField, FieldError>>;
}

/** Server settings + context -> what the register form shows and how it (and the server) validates. */
export function schemaFromSettings(settings: RegisterSettings, context: RegisterContext): RegisterSchema {
  const fields = registerFields(settings, context);
  const validators: Partial<Record<RegisterField, Validator>> = {};
  for (const field of fields) {
    if (field === 'confirmPassword') validators[field] = confirmValidator;
    else if (field === AGREE_TERMS) validators[field] = agreeTermsValidator;
    else {
      const rule = registerRule(field, settings, context);
      validators[field] = (value) => checkRule(rule, value);
    }
  }
  const validate = (values: FormValues) => validateAll(validators, values);

  const shape: Record<string, Struct<string | undefined, null>> = {};
  for (const field of fields) {
    if (field === 'confirmPassword') continue; // compared with password below
    const validator = validators[field];
    shape[field] = define<string | undefined>(field, (value) => {
      const error = validator?.(value);
      return error ? { message: error.key } : true;
    });
  }
  const payload = type(shape) as unknown as Struct<RegisterValues>;
  const struct = fields.includes('confirmPassword')
    ? refine(payload, 'confirmPassword', (values) => {
        const error = confirmValidator(values.confirmPassword, values);
        return error ? { path: ['confirmPassword'], message: error.key } : true;
      })
    : payload;
  return { fields, validators, struct, validate };
}
