import { type Struct, type StructError, validate } from 'superstruct';

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string; path: string[] };

/**
 * Validates input against a contract struct, coercing query-string numbers and booleans.
 * Unknown fields of request structs are refused. `problem` names the first failing field and
 * never echoes the value (it may be a password or 1 MB of junk).
 */
export function check<T>(struct: Struct<T, unknown>, input: unknown): Checked<T> {
  const [error, value] = validate(input, struct, { coerce: true });
  if (error) return { ok: false, problem: describe(error), path: error.path.map(String) };
  return { ok: true, value };
}

function describe(error: StructError): string {
  const failure = error.failures()[0] ?? error;
  const where = failure.path.length ? failure.path.join('.') : 'body';
  if (failure.type === 'never') return `${where}: unknown field`;
  return `${where}: expected ${failure.type}`;
}
