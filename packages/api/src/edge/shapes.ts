import type { EndpointName } from '../contract/endpoints.ts';

/**
 * Where a real platform's answer has another shape than the specification's (docs/compat.md
 * § Shapes), the client reads both: each entry turns the real platform's shape into the spec's one
 * when its answer fails the spec's check. A value already in the spec's shape passes unchanged.
 */
type Reshape = (value: unknown) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list answered bare, or wrapped under one of `keys` (e.g. `{ list: [...] }`). */
const listUnder =
  (...keys: string[]): Reshape =>
  (value) => {
    if (!isRecord(value)) return value;
    for (const key of keys) if (Array.isArray(value[key])) return value[key];
    return value;
  };

/** Vendor lanes: bare, `{ lanes }` or `{ data: { lanes } }` (go444's GCSGAME_newGameVendor). */
const lanes: Reshape = (value) => {
  if (!isRecord(value)) return value;
  if (Array.isArray(value.lanes)) return value.lanes;
  if (isRecord(value.data) && Array.isArray(value.data.lanes)) return value.data.lanes;
  return value;
};

/** The vendor-type map: the spec's list, a wrapper, or `{ content: { [gameType]: vendors } }`. */
const vendorTypes: Reshape = (value) => {
  const listed = listUnder('list', 'data')(value);
  if (!isRecord(listed) || !isRecord(listed.content)) return listed;
  return Object.entries(listed.content).map(([gameCategory, vendors]) => ({
    gameCategory,
    vendors: Array.isArray(vendors) ? vendors.filter((v) => typeof v === 'string') : [],
  }));
};

/** The game URL from `content.game_url` (spec), else `url` / `gameUrl` at the top or in `content`. */
const launchUrl: Reshape = (value) => {
  if (!isRecord(value)) return value;
  const content = isRecord(value.content) ? value.content : {};
  if (typeof content.game_url === 'string') return value;
  const url = [content.url, content.gameUrl, value.game_url, value.url, value.gameUrl].find(
    (candidate) => typeof candidate === 'string',
  );
  return url === undefined ? value : { ...value, content: { ...content, game_url: url } };
};

/** Customer-service entries that carry `path` (the production client's field) and no `url`. */
const customerServicePaths: Reshape = (value) => {
  if (!isRecord(value) || !isRecord(value.info) || !Array.isArray(value.info.customerService)) return value;
  const customerService = value.info.customerService.map((entry) =>
    isRecord(entry) && typeof entry.url !== 'string' && typeof entry.path === 'string'
      ? { ...entry, url: entry.path }
      : entry,
  );
  return { ...value, info: { ...value.info, customerService } };
};

/** Winner-board rows under `{ vo }` (a list, or `{ list }`). */
const winnerRows: Reshape = (value) => {
  if (!isRecord(value) || Array.isArray(value.list)) return value;
  const vo = value.vo;
  if (Array.isArray(vo)) return { ...value, list: vo };
  if (isRecord(vo) && Array.isArray(vo.list)) return { ...value, list: vo.list };
  return value;
};

export const realShapes: Partial<Record<EndpointName, Reshape>> = {
  gameVendors: lanes,
  hotGames: listUnder('list', 'games', 'content', 'data'),
  favoriteGamesList: listUnder('list', 'games', 'content', 'data'),
  recentGames: listUnder('list', 'games', 'content', 'data'),
  merchantWallet: listUnder('list', 'content', 'data'),
  vassGameType: vendorTypes,
  launchGame: launchUrl,
  systemStatus: customerServicePaths,
  rankList: winnerRows,
};

/** The answer of `name` in the specification's shape, whichever shape the platform answered. */
export const specShape = (name: string, value: unknown): unknown =>
  realShapes[name as EndpointName]?.(value) ?? value;
