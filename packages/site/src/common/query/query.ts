import type { CallArgs, CallValue, EndpointName } from '@playsite/api';
import {
  type DefaultError,
  hashKey,
  type InfiniteData,
  type Query,
  QueryClient,
  type QueryKey,
  queryOptions,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
  type UseSuspenseQueryOptions,
  useInfiniteQuery,
  useQuery,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { callKey } from '../api/keys.ts';
import { platform } from '../api/platform.ts';
import { adoptStartedReads } from '../api/reads.ts';
import { currentLanguage, i18n } from '../i18n/index.ts';
import { session } from '../stores/session.ts';

/**
 * The site's one data layer (docs/adr/0006-data-layer.md): every platform read goes through this
 * client, keyed by `callKey`. The platform client already retries idempotent GETs after a network
 * error, so the query layer does not retry; answers stay fresh for 30 s unless invalidated.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
  },
});

/** The query of one platform call: `useSiteQuery(callQuery('balance'))`. */
export function callQuery<N extends EndpointName>(name: N, ...args: CallArgs<N>) {
  return queryOptions<CallValue<N>>({
    queryKey: callKey(name, args[0] as never),
    queryFn: () => platform.call(name, ...args),
  });
}

/** Marks every query of `name` stale and refetches those on screen (e.g. the balance after a bet). */
export function invalidateCall(name: EndpointName): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: callKey(name) });
}

/** useQuery on the site's client (no provider: the start-up path does not carry this code). */
export function useSiteQuery<T, TData = T>(options: UseQueryOptions<T, DefaultError, TData, QueryKey>) {
  return useQuery(options, queryClient);
}

/**
 * useSuspenseQuery on the site's client: for a screen that must appear complete (nothing moves
 * under the pointer when the answer lands); the nearest Suspense boundary waits for the answer.
 */
export function useSiteSuspenseQuery<T, K extends QueryKey>(
  options: UseSuspenseQueryOptions<T, DefaultError, T, K>,
) {
  return useSuspenseQuery(options, queryClient);
}

/** useInfiniteQuery on the site's client, pages numbered from 1. */
export function useSitePages<T>(
  options: UseInfiniteQueryOptions<T, DefaultError, InfiniteData<T, number>, QueryKey, number>,
) {
  return useInfiniteQuery(options, queryClient);
}

// Answers depend on who is logged in and on the language (sent as a header): another member drops
// what is off screen and refetches what is on it; a new language refetches and keeps it meanwhile.
let token = session.token;
subscribe(
  session,
  () => {
    if (session.token === token) return;
    token = session.token;
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  },
  true, // at once: a query asked right after the login must not find the last member's answer
);
// i18next also reports its start-up language once its texts are loaded: answers asked for before
// then were asked in that language already (the start-up reads), so only a change refetches.
let language = currentLanguage();
i18n.on('languageChanged', () => {
  if (currentLanguage() === language) return;
  language = currentLanguage();
  void queryClient.invalidateQueries();
});

/** Queries whose first answer is a read the start-up path began (by queryHash). */
const startedReads = new Set<string>();

/** How long the start-up read's answer counts as the landing visit's own. */
const startedReadFreshMs = 10_000;

/**
 * The staleTime of a query asked again on every visit: 0, except that the answer of the read the
 * start-up path began for the page the player landed on is that visit's answer, not asked twice.
 */
export function visitStaleTime<T, E, D, K extends QueryKey>(query: Query<T, E, D, K>): number {
  return query.state.dataUpdateCount === 1 && startedReads.has(query.queryHash) ? startedReadFreshMs : 0;
}

// Reads the start-up path began before this code arrived become the first fetch of their query.
adoptStartedReads(({ queryKey, data, firstPage }) => {
  startedReads.add(hashKey(queryKey));
  if (firstPage) {
    void queryClient.prefetchInfiniteQuery({ queryKey, queryFn: () => data, initialPageParam: 1 });
  } else {
    void queryClient.prefetchQuery({ queryKey, queryFn: () => data });
  }
});
