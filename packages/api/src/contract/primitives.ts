import {
  array,
  boolean,
  coerce,
  integer,
  number,
  optional,
  refine,
  type Struct,
  size,
  string,
  type,
  union,
  unknown,
} from 'superstruct';

/**
 * Building blocks of the contract. Request structs are `object`s (unknown fields rejected) made of
 * bounded strings, so a 1 MB string never reaches a handler; response structs are `type`s
 * (extra fields allowed), so a richer platform build still passes.
 */

/** A string of at most `max` characters (may be empty). */
export const text = (max = 255) => size(string(), 0, max);

/** A required, non-empty string of at most `max` characters. */
export const nonEmpty = (max = 255) => size(string(), 1, max);

/** Ids arrive as numbers from some builds and as strings from others. */
export const idLike = () => union([string(), number()]);

/** Money: integer minor units (cents), never a float. */
export const minorUnits = () =>
  refine(integer(), 'minorUnits', (value) => Number.isSafeInteger(value) || 'money must be a safe integer');

/** A positive amount of minor units. */
export const positiveMinorUnits = () =>
  refine(minorUnits(), 'positiveMinorUnits', (value) => value > 0 || 'amount must be positive');

/**
 * An integer that also accepts its decimal string form, because GET parameters travel in the
 * query string. Validate with `{ coerce: true }` (see `parseRequest`).
 */
export const queryInt = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  coerce(size(integer(), min, max), string(), (value) =>
    /^-?\d{1,16}$/.test(value) ? Number(value) : value,
  );

/** A boolean that also accepts 'true' / 'false' from the query string. */
export const queryBool = () =>
  coerce(boolean(), string(), (value) => (value === 'true' ? true : value === 'false' ? false : value));

/** Success with nothing to say: the envelope's `value` is absent or ignored. */
export const ack = () => optional(unknown());

/** One page of a listing. */
export const page = <T>(item: Struct<T>) =>
  type({
    list: array(item),
    pageNum: integer(),
    totalPages: integer(),
    totalCount: optional(integer()),
  });
