import { useSnapshot } from 'valtio';
import { callQuery, useSiteQuery } from '../../common/query/query.ts';
import { rewardsBadge } from '../promotions/index.ts';

export interface MenuBadges {
  /** Missions whose reward is ready to claim (MCSFE_getMissionSummaryDetails, status 'claim'). */
  missionLeaderboard: number;
  /** Unread platform messages (CSP_unreadCount). */
  messageV2: number;
  /** Rewards and promotions the member can claim (the rewards badge's count). */
  rewardCenter: number;
}

/** While the menu is open its counts are asked again this often. */
export const badgePollMs = 60_000;

/** The menu's counts, read when the overlay opens and polled while it is; 0 when a count cannot be read (no badge). */
export function useMenuBadges(): MenuBadges {
  const poll = { staleTime: 0, refetchInterval: badgePollMs };
  const claimable = useSiteQuery({
    ...callQuery('missionSummary'),
    ...poll,
    select: (summary) => summary.missions.filter((m) => m.status === 'claim').length,
  });
  const unread = useSiteQuery({ ...callQuery('unreadCount'), ...poll });
  const rewards = useSnapshot(rewardsBadge);
  return {
    missionLeaderboard: claimable.data ?? 0,
    messageV2: unread.data ?? 0,
    rewardCenter: rewards.count,
  };
}
