import type { Game, GameVendors, RoomList, VassGameType, VendorCard } from '@playsite/api/contract';
import { gameTypes } from '@playsite/api/contract';
import type { Catalogue, CatalogueGame, CatalogueVendor } from './catalogue.ts';
import { type LiveCategory, liveCategories } from './vendors.ts';

/* Lookups the game calls use, over a generated catalogue. */

/** Vendor lanes (GCSGAME_gameVendor): one per game type that has vendors, in contract order. */
export function vendorLanes(catalogue: Catalogue): GameVendors {
  return gameTypes.flatMap((title) => {
    const cards = catalogue.vendors.filter((vendor) => vendor.gameType === title);
    if (cards.length === 0) return [];
    const classes = [
      ...new Set(
        catalogue.games.filter((game) => game.gameType === title).map((game) => game.classification),
      ),
    ];
    return [
      {
        title,
        cards: cards.map(toVendorCard),
        gameClassify: classes.map((code) => ({ code, name: classificationName(code) })),
      },
    ];
  });
}

/** Sorting entries (GCSGAME_getVassGameType). */
export function vassGameTypes(catalogue: Catalogue): VassGameType {
  return vendorLanes(catalogue).map((lane) => ({
    gameCategory: lane.title,
    vendors: lane.cards.map((card) => card.vassalage),
    cards: lane.cards,
  }));
}

export function toVendorCard(vendor: CatalogueVendor): VendorCard {
  const { vassalage, displayName, smallIcon, bigIcon, accountTypeName, gameType, vassalageList } = vendor;
  return {
    vassalage,
    displayName,
    smallIcon,
    bigIcon,
    accountTypeName,
    gameType,
    ...(vassalageList ? { vassalageList } : {}),
  };
}

export function classificationName(code: string): string {
  if (code in liveCategories) return liveCategories[code as LiveCategory];
  return code
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
}

/**
 * Hot games (GCSGAME_hotGamesV2) of one vendor or lane; unfiltered, a few of every lane, so each
 * category's drop-down and lobby has some (the catalogue lists live tables first). Games that open
 * come before games under maintenance: a hot list should lead with what a player can play.
 */
export function hotGames(
  catalogue: Catalogue,
  filter: { vassalage?: string; gameType?: string; limit?: number } = {},
) {
  const wanted = catalogue.games.filter(
    (game) =>
      game.isHot &&
      (!filter.vassalage || game.vassalage === filter.vassalage) &&
      (!filter.gameType || game.gameType === filter.gameType),
  );
  const hot = playableFirst(wanted);
  if (filter.vassalage || filter.gameType) return hot.slice(0, filter.limit ?? 30);
  const perLane = new Map<string, typeof hot>();
  for (const game of hot) {
    const lane = perLane.get(game.gameType) ?? [];
    if (lane.length < hotPerLane) perLane.set(game.gameType, [...lane, game]);
  }
  return playableFirst([...perLane.values()].flat()).slice(0, filter.limit ?? Number.POSITIVE_INFINITY);
}

const playableFirst = (games: CatalogueGame[]) => [
  ...games.filter((game) => !game.maintenance),
  ...games.filter((game) => game.maintenance),
];

const hotPerLane = 8;

export function findGame(catalogue: Catalogue, nodeId: string | number): CatalogueGame | undefined {
  const key = String(nodeId);
  return catalogue.games.find((game) => game.nodeId === key);
}

export function findVendor(catalogue: Catalogue, vassalage: string): CatalogueVendor | undefined {
  return catalogue.vendors.find((vendor) => vendor.vassalage === vassalage);
}

/** PVP rooms (GLS2_roomList) of a vendor; empty for unknown vendors. */
export function roomList(catalogue: Catalogue, vassalage: string): RoomList {
  return catalogue.rooms[vassalage] ?? [];
}

/** Favourites are keyed on nodeId + vendor + gameType (docs/product.md § Lobbies). */
export const favouriteKey = (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) =>
  `${game.nodeId}|${game.vassalage}|${game.gameType}`;
