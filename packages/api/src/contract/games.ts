import { array, boolean, type Infer, integer, object, optional, string, type, union } from 'superstruct';
import { idLike, minorUnits, nonEmpty, queryInt, text } from './primitives.ts';

export const game = type({
  nodeId: idLike(),
  gameName: string(),
  nodeName: optional(string()),
  gameCode: optional(string()),
  /** Vendor code. */
  vassalage: string(),
  gameType: string(),
  displayName: optional(string()),
  showIcon: optional(string()),
  smallIcon: optional(string()),
  /** 0 shows the free-trial button. */
  supportPlay: optional(integer()),
  isHot: optional(union([boolean(), integer()])),
  /** true: the game is under maintenance (its launch answers game.maintenance); the tile says so before a tap. */
  maintenance: optional(boolean()),
});
export type Game = Infer<typeof game>;

/**
 * Lobby categories: recently added, most played, jackpot games. Types only: the list call takes
 * any short text there (a platform ignores what it does not know), and the values stay off the
 * site's start-up code.
 */
export type GameCategory = 'new' | 'popular' | 'jackpot';
/** Lobby orders: most played first, A–Z by name, newest first. */
export type GameSort = 'popular' | 'name' | 'new';

export const gameListRequest = object({
  merchant: nonEmpty(32),
  clientType: queryInt(0, 99),
  platform: nonEmpty(32),
  channel: optional(text(32)),
  gameName: optional(text(128)),
  minBet: optional(queryInt()),
  minLineNum: optional(queryInt()),
  pageNo: queryInt(1, 100_000),
  pageSize: queryInt(1, 100),
  vassalage: optional(text(64)),
  language: nonEmpty(8),
  gameType: optional(text(16)),
  /** The lobby's game-type chips (e.g. a live casino category); the platform ignores what it does not know. */
  classification: optional(text(32)),
  /** A lobby category (`GameCategory`: new, popular, jackpot); a platform that does not know it ignores it. */
  category: optional(text(16)),
  /**
   * The order (`GameSort`: popular, name, new); with it, games in the player's language come first. Without it,
   * or on a platform that ignores it, the platform's own order.
   */
  sort: optional(text(16)),
});
export type GameListRequest = Infer<typeof gameListRequest>;

export const gameListValue = type({
  games: array(game),
  pageNum: integer(),
  totalPages: integer(),
  totalCount: optional(integer()),
});
export type GameList = Infer<typeof gameListValue>;

export const hotGamesRequest = object({
  merchantCode: nonEmpty(32),
  isPlatform: queryInt(0, 9),
  vassalage: optional(text(64)),
  /** One lane's hot games (RNG, LIVE…), so every lobby has some. */
  gameType: optional(text(16)),
  platform: nonEmpty(32),
  language: nonEmpty(8),
});
export type HotGamesRequest = Infer<typeof hotGamesRequest>;

export const gamesValue = array(game);

export const vendorCard = type({
  vassalage: string(),
  displayName: string(),
  smallIcon: optional(string()),
  bigIcon: optional(string()),
  accountTypeName: optional(string()),
  gameType: optional(string()),
  /** VASSALAGE: the vendor's games open in a popup list (docs/product.md § Game popup). */
  vassalageList: optional(boolean()),
});
export type VendorCard = Infer<typeof vendorCard>;

export const gameVendorsRequest = object({ merchantCode: optional(text(32)) });
export type GameVendorsRequest = Infer<typeof gameVendorsRequest>;

/** Lanes of vendors by game type. */
export const gameVendorsValue = array(
  type({
    title: string(),
    cards: array(vendorCard),
    gameClassify: optional(array(type({ name: string(), code: optional(string()) }))),
  }),
);
export type GameVendors = Infer<typeof gameVendorsValue>;

/** Sorting entries. */
export const vassGameTypeValue = array(
  type({ gameCategory: string(), vendors: optional(array(string())), cards: optional(array(vendorCard)) }),
);
export type VassGameType = Infer<typeof vassGameTypeValue>;

/** Favourites are keyed on nodeId + vendor + gameType. */
export const favoriteKeysValue = array(type({ nodeId: idLike(), vassalage: string(), gameType: string() }));
export type FavoriteKeys = Infer<typeof favoriteKeysValue>;

/** Without `vassalage`, every vendor's rooms (real clients ask so). */
export const roomListRequest = object({ vassalage: optional(text(64)), gameType: optional(text(16)) });
export type RoomListRequest = Infer<typeof roomListRequest>;

export const roomListValue = array(
  type({
    roomId: idLike(),
    roomName: string(),
    minBet: optional(minorUnits()),
    maxBet: optional(minorUnits()),
    /** The game the room plays (the reference server's rooms each play one). */
    nodeId: optional(idLike()),
    gameName: optional(string()),
    seats: optional(integer()),
    /** Players seated now. */
    seated: optional(integer()),
    /** waiting, playing or full (rooms.ts `roomStatuses`); other builds may say more. */
    status: optional(string()),
  }),
);
export type RoomList = Infer<typeof roomListValue>;

export const rankListRequest = object({
  gameType: optional(text(16)),
  vassalage: optional(text(64)),
  count: optional(queryInt(1, 100)),
});
export type RankListRequest = Infer<typeof rankListRequest>;

export const rankListValue = type({
  list: array(
    type({
      gameName: string(),
      customerName: string(),
      winAmount: minorUnits(),
      iconUrl: optional(string()),
      nodeId: optional(idLike()),
      gameType: optional(string()),
      vendor: optional(string()),
    }),
  ),
});
export type RankList = Infer<typeof rankListValue>;

export const announcementsRequest = object({
  types: optional(text(64)),
  platform: optional(text(8)),
  execution: optional(text(32)),
});
export type AnnouncementsRequest = Infer<typeof announcementsRequest>;

export const notice = type({
  id: idLike(),
  title: string(),
  /** HTML: sanitise before showing. */
  content: optional(string()),
  url: optional(string()),
  linkage: optional(string()),
  image: optional(string()),
  mobileImage: optional(string()),
  type: optional(string()),
});
export type Notice = Infer<typeof notice>;

export const announcementsValue = type({
  banners: optional(array(notice)),
  player: optional(array(notice)),
  popup: optional(array(notice)),
  promotion: optional(array(notice)),
});
export type Announcements = Infer<typeof announcementsValue>;
