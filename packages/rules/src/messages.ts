/**
 * Message keys of the `forms` namespace (locales/<lang>/forms.json). A field error names a key
 * and the numbers to fill in; the form components translate it with `t(key, values)`.
 */
export interface FieldError {
  readonly key: string;
  readonly values?: Readonly<Record<string, number>>;
}

export const messages = {
  required: 'validation.required',
  inconsistentTwice: 'validation.inconsistentTwice',
  invalidPhone: 'validation.invalidPhone',
  invalidEmail: 'validation.invalidEmail',
  invalidRealName: 'validation.invalidRealName',
  invalidInvitationCode: 'validation.invalidInvitationCode',
  enterUsernameAndPassword: 'validation.enterUsernameAndPassword',
  enterCaptcha: 'validation.enterCaptcha',
  ageAndTerms: 'validation.ageAndTerms',
  minimumAge: 'validation.minimumAge',
  completeVerification: 'validation.completeVerification',
  contentWords: 'validation.contentWords',
  commentTooLong: 'validation.commentTooLong',
  imageType: 'validation.imageType',
  imageSize: 'validation.imageSize',
  imageCount: 'validation.imageCount',
  codeCountdown: 'validation.codeCountdown',
  submitFailed: 'validation.submitFailed',
  checkFields: 'validation.checkFields',
} as const;

/**
 * Suffixes of a pattern's message key: the plain key says "{{min}}–{{max}} …", `_exact` says
 * "{{min}} …" (min = max) and `_open` describes the pattern alone (no upper bound).
 */
export const EXACT_SUFFIX = '_exact';
export const OPEN_SUFFIX = '_open';
