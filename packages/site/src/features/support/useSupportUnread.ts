import { useSnapshot } from 'valtio';
import { callQuery, useSiteQuery } from '../../common/query/query.ts';
import { modals } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';

/** While the chat window is closed, the operators' unread answers are asked for this often. */
export const unreadPollMs = 30_000;

/** Operator answers the member has not read (0 for guests, trial accounts and while the chat is open). */
export function useSupportUnread(): number {
  const { token, isTrial } = useSnapshot(session);
  const { open } = useSnapshot(modals);
  const enabled = Boolean(token) && !isTrial && open !== 'chatRoom';
  const unread = useSiteQuery({
    ...callQuery('supportUnread'),
    enabled,
    staleTime: 0,
    refetchInterval: unreadPollMs,
    refetchOnWindowFocus: true,
  });
  return enabled ? (unread.data ?? 0) : 0;
}
