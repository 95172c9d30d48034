import type { FieldSetting } from '@playsite/api/contract';
import { EXACT_SUFFIX, type FieldError, messages, OPEN_SUFFIX } from './messages.ts';
import { ANY_PATTERN_ID, type Pattern, patternById } from './patterns.ts';

/**
 * One field's rule, normalised: what the server said plus the fixed rules (docs/product.md
 * § Registration rules).
 */
export interface FieldRule {
  readonly required: boolean;
  /** Catalogue entry: gives the message key (and a calendar check for dates). */
  readonly pattern: Pattern;
  /** What the value must match in full. */
  readonly regex: RegExp;
  /** Whether the catalogue's extra check applies ('*' turns every check off). */
  readonly checked: boolean;
  readonly minLength: number;
  readonly maxLength: number | undefined;
}

/** Values, all strings, as a form or a request body holds them. */
export type FormValues = Readonly<Record<string, unknown>>;

/** Returns the error to show, or undefined when the value passes. Never throws. */
export type Validator = (value: unknown, allValues?: FormValues) => FieldError | undefined;

const compiled = new Map<string, RegExp | null>();

/** Full-match semantics (as the platform's Java `String.matches`); null when it does not compile. */
function compile(source: string): RegExp | null {
  if (compiled.has(source)) return compiled.get(source) ?? null;
  let regex: RegExp | null = null;
  for (const flags of ['u', '']) {
    try {
      regex = new RegExp(`^(?:${source})$`, flags);
      break;
    } catch {
      // try without the unicode flag, then give up
    }
  }
  if (compiled.size > 500) compiled.clear();
  compiled.set(source, regex);
  return regex;
}

const finite = (n: number | null | undefined): number | undefined =>
  typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;

/**
 * Builds a rule from a server setting, or the part of one a fixed rule names. The setting's
 * `acceptedPattern` wins; without one (empty, or when it does not compile) the pattern id's
 * catalogue regex applies.
 */
export function ruleFromSetting(
  setting: Partial<FieldSetting> | undefined,
  overrides: Partial<Pick<FieldRule, 'required' | 'maxLength' | 'minLength'>> = {},
): FieldRule {
  const pattern = patternById(finite(setting?.patternId) ?? ANY_PATTERN_ID);
  const accepted = setting?.acceptedPattern;
  const any = accepted === '*';
  const regex = any
    ? (patternById(ANY_PATTERN_ID).regex as RegExp)
    : ((accepted ? compile(accepted) : null) ?? pattern.regex);
  return {
    required: overrides.required ?? setting?.required === true,
    pattern,
    regex,
    checked: !any,
    minLength: overrides.minLength ?? finite(setting?.minLength) ?? 0,
    maxLength: 'maxLength' in overrides ? overrides.maxLength : finite(setting?.maxLength),
  };
}

/** A rule straight from the catalogue (used by the fixed login / password forms). */
export function catalogueRule(
  patternId: number,
  minLength = 0,
  maxLength?: number,
  required = true,
): FieldRule {
  return ruleFromSetting({ patternId, minLength, maxLength, required });
}

/** The pattern's message with the bounds filled in (one number when they are equal). */
export function patternError(rule: FieldRule): FieldError {
  const key = rule.pattern.messageKey;
  const { maxLength } = rule;
  if (maxLength === undefined) return { key: `${key}${OPEN_SUFFIX}` };
  const min = Math.min(Math.max(rule.minLength, 1), maxLength);
  if (min === maxLength) return { key: `${key}${EXACT_SUFFIX}`, values: { min, max: maxLength } };
  return { key, values: { min, max: maxLength } };
}

function matches(regex: RegExp, text: string): boolean {
  try {
    return regex.test(text);
  } catch {
    return false; // a pathological server regex may exhaust the backtracking stack
  }
}

/** A string to validate, '' for an empty field, or null for a value of the wrong type. */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : null;
}

/** A field passes only if it matches and its length is within bounds; empty passes unless required. */
export function checkRule(rule: FieldRule, value: unknown): FieldError | undefined {
  const text = textOf(value);
  if (text === '') return rule.required ? { key: messages.required } : undefined;
  if (text === null) return patternError(rule);
  if (text.length < rule.minLength) return patternError(rule);
  if (rule.maxLength !== undefined && text.length > rule.maxLength) return patternError(rule);
  if (!matches(rule.regex, text)) return patternError(rule);
  if (rule.checked && rule.pattern.check && !rule.pattern.check(text)) return patternError(rule);
  return undefined;
}

export const validatorFor =
  (rule: FieldRule): Validator =>
  (value) =>
    checkRule(rule, value);

/** Runs each field's validator; the result holds only the fields that fail. */
export function validateAll<F extends string>(
  validators: Readonly<Partial<Record<F, Validator>>>,
  values: FormValues,
): Partial<Record<F, FieldError>> {
  const errors: Partial<Record<F, FieldError>> = {};
  for (const name of Object.keys(validators) as F[]) {
    const error = validators[name]?.(values[name], values);
    if (error) errors[name] = error;
  }
  return errors;
}
