import { type FormValues, type Validator, validateAll } from '@playsite/rules';
import type { FieldErrors, FormMessage } from './errors.ts';

/** A form's validation: the raw values in, a message per failing field out (`{}` when they pass). */
export type Validate<Raw> = (raw: Raw) => FieldErrors;

/** One rule per field (a @playsite/rules Validator, or the caller's own with the same signature). */
export type FieldRules = Readonly<Partial<Record<string, FieldRule>>>;
export type FieldRule = (value: unknown, allValues: FormValues) => FormMessage | undefined;

/** Validation from rule functions: each field's rule gets its value and all values. */
export function validateRules(rules: FieldRules): Validate<object> {
  return (raw) => validateAll(rules as Readonly<Record<string, Validator>>, raw as FormValues);
}

/**
 * What validateStruct needs of a superstruct Struct (`struct.validate`), so forms does not depend
 * on superstruct itself: any `Struct` from it fits.
 */
export interface StructLike {
  validate(value: unknown): [StructErrorLike | undefined, unknown];
}
export interface StructFailureLike {
  readonly path: readonly unknown[];
  readonly message: string;
  readonly value: unknown;
}
interface StructErrorLike {
  failures(): StructFailureLike[];
}

/**
 * Validation from a superstruct struct: each failure is reported on the field its path starts
 * with (the first failure per field). By default the failure's message is the message key, as
 * the structs of @playsite/rules give (`define` / `refine` returning `{ message: key }`); pass
 * `messageFor` to map superstruct's own failures (type, size…) to keys.
 */
export function validateStruct(
  struct: StructLike,
  messageFor: (failure: StructFailureLike) => FormMessage = (failure) => failure.message,
): Validate<object> {
  return (raw) => {
    const [error] = struct.validate(raw);
    const errors: FieldErrors = {};
    for (const failure of error?.failures() ?? []) {
      const field = String(failure.path[0] ?? '');
      if (field && !errors[field]) errors[field] = messageFor(failure);
    }
    return errors;
  };
}

/** Several validations in order; a field keeps the first message found for it. */
export function combineValidators<Raw>(...validators: Validate<Raw>[]): Validate<Raw> {
  return (raw) => Object.assign({}, ...validators.map((validate) => validate(raw)).reverse());
}
