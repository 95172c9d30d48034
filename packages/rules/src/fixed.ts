import type { FieldSetting } from '@playsite/api/contract';
import {
  catalogueRule,
  checkRule,
  type FieldRule,
  ruleFromSetting,
  textOf,
  type Validator,
} from './fieldRule.ts';
import { type FieldError, messages } from './messages.ts';
import { patternByName } from './patterns.ts';
import { countWords } from './words.ts';

/** Fixed rules (docs/product.md § Validation rules) for the forms whose rules do not come from the server. */

const required =
  (key: string = messages.required): Validator =>
  (value) =>
    (textOf(value) ?? '').trim() === '' ? { key } : undefined;

/** Runs the validators in order and returns the first error. */
const all =
  (...validators: Validator[]): Validator =>
  (value, allValues) => {
    for (const validator of validators) {
      const error = validator(value, allValues);
      if (error) return error;
    }
    return undefined;
  };

/** Fails with one fixed message whenever the rule fails (empty values are left to `required`). */
const format =
  (rule: FieldRule, key?: string): Validator =>
  (value) => {
    const error = checkRule({ ...rule, required: false }, value);
    return error && key ? { key } : error;
  };

const equalTo =
  (field: string): Validator =>
  (value, allValues) =>
    textOf(value) === textOf(allValues?.[field]) ? undefined : { key: messages.inconsistentTwice };

/** Mobile numbers: 6–15 digits without the dialing code (E.164 allows at most 15). */
export const MOBILE_RULE = catalogueRule(patternByName('digits').id, 6, 15);
/** Usernames in the forgot-password form: letters and digits. */
export const USERNAME_RULE = catalogueRule(patternByName('lettersDigits').id);
/**
 * The platform's typical live password rule: letters and digits, 6–12
 * (docs/product.md § Registration rules).
 */
export const DEFAULT_PASSWORD_SETTING: FieldSetting = {
  enabled: true,
  required: true,
  acceptedPattern: '^[a-zA-Z0-9]+$',
  patternId: patternByName('lettersDigits').id,
  minLength: 6,
  maxLength: 12,
};
export const EMAIL_RULE = catalogueRule(patternByName('email').id);

export const mobileValidator: Validator = all(required(), format(MOBILE_RULE, messages.invalidPhone));
export const smsCodeValidator: Validator = all(
  required(),
  format(catalogueRule(patternByName('any').id, 1, 255)),
);

const passwordValidator = (setting: Partial<FieldSetting> = DEFAULT_PASSWORD_SETTING): Validator =>
  all(required(), format(ruleFromSetting(setting)));

export type LoginTab = 'username' | 'sms';
export type LoginField = 'username' | 'password' | 'mobileNum' | 'smsCode' | 'captcha';

/** Login: credentials required (checked after trimming), mobile format on the SMS tab, captcha when shown. */
export function loginValidators(options: {
  tab: LoginTab;
  captcha: boolean;
}): Partial<Record<LoginField, Validator>> {
  const captcha = options.captcha ? { captcha: required(messages.enterCaptcha) } : {};
  if (options.tab === 'sms') return { mobileNum: mobileValidator, smsCode: smsCodeValidator, ...captcha };
  return { username: required(), password: required(), ...captcha };
}

export type ForgotTab = 'email' | 'mobile';
export type ForgotField = 'username' | 'email' | 'mobileNum' | 'verificationCode' | 'newPassword';

export function forgotValidators(options: {
  tab: ForgotTab;
  passwordSetting?: FieldSetting;
}): Partial<Record<ForgotField, Validator>> {
  if (options.tab === 'mobile')
    return {
      mobileNum: mobileValidator,
      verificationCode: smsCodeValidator,
      newPassword: passwordValidator(options.passwordSetting),
    };
  return {
    username: all(required(), format(USERNAME_RULE)),
    email: all(required(), format(EMAIL_RULE, messages.invalidEmail)),
  };
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

/** Change password: old password only when the form shows it; confirmation must equal the new one. */
export function changePasswordValidators(options: {
  oldPassword: boolean;
  passwordSetting?: FieldSetting;
}): Partial<Record<ChangePasswordField, Validator>> {
  return {
    ...(options.oldPassword ? { oldPassword: required() } : {}),
    newPassword: passwordValidator(options.passwordSetting),
    confirmNewPassword: all(required(), equalTo('newPassword')),
  };
}

/** Upload limits (docs/product.md § Promotions). */
export const ACTIVITY_LIMITS = {
  commentMax: 140,
  imageTypes: ['image/png', 'image/jpeg'],
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxCount: 3,
} as const;

/** Characters as people count them: code points, so an emoji is one (as the ui TextArea counter). */
export function characterLength(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Whether `text` has at most `max` code points, without walking a huge paste to its end. */
const withinCharacters = (text: string, max: number) =>
  text.length <= max || (text.length <= 2 * max && characterLength(text) <= max);

export const commentValidator: Validator = (value) => {
  const text = textOf(value);
  return text !== null && withinCharacters(text, ACTIVITY_LIMITS.commentMax)
    ? undefined
    : { key: messages.commentTooLong, values: { max: ACTIVITY_LIMITS.commentMax } };
};

/** What the image check needs of a File, so it runs without a DOM. */
export interface FileLike {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

const IMAGE_NAME = /\.(?:png|jpe?g)$/i;

/** png/jpg only, 5 MB each, at most 3. */
export function imagesError(files: readonly FileLike[] | undefined): FieldError | undefined {
  const list = files ?? [];
  if (list.length > ACTIVITY_LIMITS.imageMaxCount)
    return { key: messages.imageCount, values: { max: ACTIVITY_LIMITS.imageMaxCount } };
  const types: readonly string[] = ACTIVITY_LIMITS.imageTypes;
  if (list.some((file) => !types.includes(file.type) || !IMAGE_NAME.test(file.name)))
    return { key: messages.imageType };
  if (list.some((file) => file.size > ACTIVITY_LIMITS.imageMaxBytes))
    return { key: messages.imageSize, values: { max: ACTIVITY_LIMITS.imageMaxBytes / (1024 * 1024) } };
  return undefined;
}

/** Feedback content bounds when the brand sets none (the platform gives no numbers). */
export const FEEDBACK_WORDS = { min: 10, max: 500 } as const;

/** Feedback content: between min and max words (see words.ts for how words are counted). */
export function wordsValidator(min: number, max: number): Validator {
  return (value) => {
    const text = textOf(value);
    if (text !== null && text.trim() === '') return { key: messages.required };
    const words = text === null ? -1 : countWords(text, max);
    return words >= min && words <= max ? undefined : { key: messages.contentWords, values: { min, max } };
  };
}

export type FeedbackField = 'questionType' | 'content';

/** Feedback: a question type and content within the word bounds. */
export function feedbackValidators(
  options: { minWords?: number; maxWords?: number } = {},
): Record<FeedbackField, Validator> {
  return {
    questionType: required(),
    content: wordsValidator(options.minWords ?? FEEDBACK_WORDS.min, options.maxWords ?? FEEDBACK_WORDS.max),
  };
}

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).name === 'string' &&
  typeof (value as FileLike).type === 'string' &&
  typeof (value as FileLike).size === 'number';

/** The images field of a form or a request: a list of files (absent means none). */
export const imagesValidator: Validator = (value) => {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || !value.every(isFileLike)) return { key: messages.imageType };
  return imagesError(value);
};

export type ActivityApplyField = 'comment' | 'images';

/**
 * Activity apply: comment up to 140 characters, png/jpg images, 5 MB each, at most 3
 * (docs/product.md § Promotions).
 */
export function activityApplyValidators(): Record<ActivityApplyField, Validator> {
  return { comment: commentValidator, images: imagesValidator };
}

export { all as allOf, required as requiredValidator };

/** Longest live-support message (the platform's limit, @playsite/api `supportMessageMax`). */
export const SUPPORT_MESSAGE_MAX = 1000;

const supportMessageValidator: Validator = all(required(), (value) => {
  const text = textOf(value) ?? '';
  return withinCharacters(text.trim(), SUPPORT_MESSAGE_MAX)
    ? undefined
    : { key: messages.commentTooLong, values: { max: SUPPORT_MESSAGE_MAX } };
});

export type SupportGuestField = 'name' | 'email' | 'content';

/** A guest's message to customer service: a name, an e-mail address to answer, the message. */
export function supportGuestValidators(): Record<SupportGuestField, Validator> {
  return {
    name: required(),
    email: all(required(), format(EMAIL_RULE, messages.invalidEmail)),
    content: supportMessageValidator,
  };
}

/** A member's chat message: not blank, at most 1000 characters. */
export const supportMessageRule: Validator = supportMessageValidator;
