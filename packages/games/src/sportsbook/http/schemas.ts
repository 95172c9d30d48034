import { array, enums, integer, object, optional, pattern, size, string, type } from 'superstruct';

/** Request bodies of the sportsbook API, checked with superstruct. */

const id = size(string(), 1, 96);

export const slipLegSchema = object({
  eventId: id,
  marketId: id,
  selectionId: id,
  /** Decimal odds × 100 the slip shows. */
  odds100: integer(),
  phase: enums(['prematch', 'live']),
});

export const slipSchema = object({
  kind: enums(['singles', 'multi', 'system']),
  legs: size(array(slipLegSchema), 0, 20),
  stake: integer(),
  system: optional(size(string(), 1, 16)),
  acceptOdds: enums(['any', 'higher', 'none']),
  requestId: optional(pattern(string(), /^[\w-]{8,64}$/)),
});

/** `{token?, slip}`: the token may come in the body or the Authorization header. */
export const slipBody = type({ token: optional(size(string(), 10, 255)), slip: slipSchema });

export const cashoutBody = type({ token: optional(size(string(), 10, 255)), expected: optional(integer()) });
