import type { GameVendors, VendorCard } from '@playsite/api';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { platform } from '../../shared/api/platform.ts';
import { brand } from '../../shared/brand/index.ts';
import { session } from '../../shared/stores/session.ts';

/** A vendor card; the reference platform also says whether it opens a popup game list. */
export type LobbyVendor = VendorCard & { vassalageList?: boolean };

export interface Lane {
  vendors: LobbyVendor[];
  classes: { code: string; name: string }[];
}

const emptyLane: Lane = { vendors: [], classes: [] };

/** Vendors and classifications of some lanes (all lanes when none is given). */
export function laneOf(lanes: GameVendors, gameTypes?: readonly string[]): Lane {
  const picked = gameTypes ? lanes.filter((lane) => gameTypes.includes(lane.title)) : lanes;
  return {
    vendors: picked.flatMap((lane) => lane.cards.map((card) => ({ gameType: lane.title, ...card }))),
    classes: [
      ...new Map(
        picked.flatMap((lane) =>
          (lane.gameClassify ?? []).map(
            (c) => [c.code ?? c.name, { code: c.code ?? c.name, name: c.name }] as const,
          ),
        ),
      ).values(),
    ],
  };
}

/** The vendor lanes (GCSGAME_gameVendor, cached for the session); members only. */
export function useLane(gameTypes?: readonly string[]): Lane {
  const { token } = useSnapshot(session);
  const [lane, setLane] = useState<Lane>(emptyLane);
  const key = gameTypes?.join(',');
  useEffect(() => {
    if (!token) {
      setLane(emptyLane);
      return;
    }
    let current = true;
    platform.call('gameVendors', { merchantCode: brand.merchantCode }).then(
      (lanes) => current && setLane(laneOf(lanes, gameTypes)),
      () => current && setLane(emptyLane),
    );
    return () => {
      current = false;
    };
  }, [token, key]);
  return lane;
}
