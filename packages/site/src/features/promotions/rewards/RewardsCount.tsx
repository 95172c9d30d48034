import { useEffect } from 'react';
import { callQuery, useSiteQuery } from '../../../common/query/query.ts';
import { rewardsBadge } from './store.ts';

/** Asked again this often while the member is logged in and the tab is visible (and after each claim). */
export const rewardsPollMs = 60_000;

const poll = { staleTime: 0, refetchInterval: rewardsPollMs } as const;

/**
 * Counts what the member can claim (the rewards centre's rewards and promotions in status claim)
 * into the rewards badge. It shares its queries with the rewards centre, so a claim there (which
 * reloads them) updates the badge at once. A list that cannot be read counts 0.
 */
export default function RewardsCount() {
  const rewards = useSiteQuery({
    ...callQuery('rewardCenter'),
    ...poll,
    select: (value) => value.list.filter((item) => item.status === 'claim').length,
  });
  const promotions = useSiteQuery({
    ...callQuery('activityList', {}),
    ...poll,
    select: (value) => value.list.filter((activity) => activity.status === 'claim').length,
  });
  const count = (rewards.data ?? 0) + (promotions.data ?? 0);
  useEffect(() => {
    rewardsBadge.count = count;
  }, [count]);
  useEffect(
    () => () => {
      rewardsBadge.count = 0;
    },
    [],
  );
  return null;
}
