/** React-free validation shared by the site's forms and the reference server (docs/adr/0002). */
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
export * from './register.ts';
export type { RegisterFieldSetting, RegisterSettings } from './settings.ts';
export * from './words.ts';
