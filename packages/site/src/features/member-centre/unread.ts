import { useEffect, useState } from 'react';
import { platform } from '../../shared/api/platform.ts';

export interface MenuBadges {
  /** Missions whose reward is ready to claim (MCSFE_getMissionSummaryDetails, status 'claim'). */
  missionLeaderboard: number;
  /** Unread platform messages (CSP_unreadCount). */
  messageV2: number;
}

/** The menu's counts, read when the overlay opens; 0 when a count cannot be read (no badge). */
export function useMenuBadges(): MenuBadges {
  const [badges, setBadges] = useState<MenuBadges>({ missionLeaderboard: 0, messageV2: 0 });
  useEffect(() => {
    let live = true;
    platform.call('missionSummary').then(
      (value) =>
        live &&
        setBadges((b) => ({
          ...b,
          missionLeaderboard: value.missions.filter((m) => m.status === 'claim').length,
        })),
      () => undefined,
    );
    platform.call('unreadCount').then(
      (value) => live && setBadges((b) => ({ ...b, messageV2: value })),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return badges;
}
