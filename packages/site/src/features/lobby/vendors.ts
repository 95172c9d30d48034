import type { Product, GameVendors as WireGameVendors, VendorCard as WireVendorCard } from '@playsite/api';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { brand } from '../../common/brand/index.ts';
import { callQuery, useSiteQuery } from '../../common/query/query.ts';
import { session } from '../../common/stores/session.ts';

/** Vendor lanes and cards as the client reads them (product words). */
export type GameVendors = Product<WireGameVendors>;
export type VendorCard = Product<WireVendorCard>;
/** A vendor card; the reference platform also says whether it opens a popup game list. */
export type LobbyVendor = VendorCard;

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

/** The vendor lanes of the brand (GCSGAME_gameVendor): the lobby's chips and the navigation's. */
export const vendorsQuery = {
  ...callQuery('gameVendors', { merchantCode: brand.merchantCode }),
  staleTime: 5 * 60_000,
};

/** The vendor lanes of some lanes; members only (none for guests, or when they cannot be read). */
export function useLane(gameTypes?: readonly string[]): Lane {
  const { token } = useSnapshot(session);
  const { data } = useSiteQuery({ ...vendorsQuery, enabled: Boolean(token) });
  const key = gameTypes?.join(',');
  return useMemo(() => (token && data ? laneOf(data, gameTypes) : emptyLane), [token, data, key]);
}
