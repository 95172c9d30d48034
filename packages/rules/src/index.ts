/**
 * @playsite/rules: the validation rules the site's forms and the reference server share
 * (docs/adr/0002-shared-validation.md). Pure functions and data: no React, i18next, final-form or
 * DOM. Field settings are @playsite/api's `FieldSetting` / `RegisterSettings`.
 */

export * from './agentTiers.ts';
export {
  catalogueRule,
  checkRule,
  type FieldRule,
  type FormValues,
  patternError,
  ruleFromSetting,
  textOf,
  type Validator,
  validateAll,
  validatorFor,
} from './fieldRule.ts';
export * from './fixed.ts';
export { EXACT_SUFFIX, type FieldError, messages, OPEN_SUFFIX } from './messages.ts';
export {
  ANY_PATTERN_ID,
  isCalendarDate,
  type Pattern,
  patternById,
  patternByName,
  patterns,
} from './patterns.ts';
export * from './profile.ts';
export * from './register.ts';
export { foldText } from './text.ts';
export * from './words.ts';
