import type { CallRequest, EndpointName } from '@playsite/api';

/**
 * The query key of a platform call, the one key factory of every endpoint of the contract table:
 * `[name]` matches all of a call's queries (to invalidate them), `[name, payload]` one of them.
 * The payload may leave out what a query varies itself (an infinite query's page number).
 */
export function callKey<N extends EndpointName>(
  name: N,
  payload?: Partial<CallRequest<N>>,
): readonly unknown[] {
  return payload === undefined ? [name] : [name, payload];
}
