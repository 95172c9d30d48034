import type { CallArgs, CallValue, EndpointName } from '@playsite/api';
import { keepPreviousData } from '@tanstack/react-query';
import { callQuery, useSiteQuery, visitStaleTime } from '../query/query.ts';
import { errorText } from './errorText.ts';

export type CallState<T> =
  | { status: 'loading'; data?: T | undefined }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; data?: T | undefined };

/**
 * One platform call of a member-centre or wallet page, through the query layer: asked again on
 * every visit (shown from the cache meanwhile; the landing page's start-up read is its visit's
 * answer), when its payload changes or on `reload()`. The
 * previous data stays while reloading, so tables do not flash empty between pages.
 */
export function useCallQuery<N extends EndpointName>(name: N, ...args: CallArgs<N>) {
  const query = useSiteQuery<CallValue<N>>({
    ...callQuery(name, ...args),
    staleTime: visitStaleTime,
    placeholderData: keepPreviousData,
  });
  const reload = () => void query.refetch();
  const state: CallState<CallValue<N>> =
    query.isError && !query.isFetching
      ? { status: 'error', message: errorText(query.error) }
      : query.isFetching || query.data === undefined
        ? { status: 'loading', data: query.data }
        : { status: 'ready', data: query.data };
  return { ...state, reload };
}
