import type { Game, gameTypes, RoomList, VendorCard } from '@playsite/api/contract';
import { elottGames } from './elott.ts';
import { lotteryGame, lotteryGames } from './lottery.ts';
import { gameTitle, type NameScript } from './names.ts';
import { pick, type Rng, seededRng } from './rng.ts';
import { catalogueCode } from './text.ts';
import {
  cockfightArenas,
  esportsTitles,
  fishWrap,
  liveTableCount,
  pvpGames,
  pvpVariants,
  slotKinds,
  sportsTitles,
  tableName,
} from './titles.ts';
import {
  esportsBrands,
  type LiveCategory,
  liveCategories,
  type Product,
  type VendorDef,
  vendorDefs,
} from './vendors.ts';

export type GameType = (typeof gameTypes)[number];
/** Demo games the reference server really plays. */
export type DemoKind = 'slot' | 'lottery' | 'baccarat' | 'pvp' | 'fish';
/** Games whose round is decided and paid at once (stake and win in one transfer). */
export const instantKinds: ReadonlySet<DemoKind> = new Set(['slot', 'pvp', 'fish']);

export type CatalogueGame = Game & {
  nodeId: string;
  gameName: string;
  nodeName: string;
  gameCode: string;
  vassalage: string;
  gameType: GameType;
  displayName: string;
  showIcon: string;
  smallIcon: string;
  supportPlay: 0 | 1;
  isHot: boolean;
  /** Filter inside a lane: live table category, slot kind, lottery region … */
  classification: string;
  script: NameScript;
  hue: number;
  demo?: DemoKind;
  /**
   * No engine behind it here and no provider serving it: a launch answers game maintenance, and
   * the list says so. The catalogue sets it from the demo engines; `withServedGames` clears it for
   * the games a provider serves.
   */
  maintenance: boolean;
  /** Day the game was added (YYYY-MM-DD), drawn from the seed: the lobby's "new". */
  released: string;
  /** Rounds played in the last 30 days, drawn from the seed (games with an engine, then hot ones, play most): "popular". */
  plays: number;
  /** A jackpot game (the JACKPOT slots): the lobby's jackpot category. */
  jackpot: boolean;
};

export type CatalogueVendor = VendorCard & {
  vassalage: string;
  displayName: string;
  gameType: GameType;
  accountTypeName: string;
  hue: number;
  /** VASSALAGE vendors open a popup game list (docs/product.md § Game popup). */
  vassalageList: boolean;
};

export interface Catalogue {
  seed: string;
  vendors: CatalogueVendor[];
  games: CatalogueGame[];
  /** PVP rooms by vendor. */
  rooms: Record<string, RoomList>;
}

/** The newest release date a catalogue draws; every game came out up to two years before it. */
export const catalogueDate = '2026-10-01';
const releaseSpanDays = 730;
const dayMs = 86_400_000;

/**
 * Release day and play count of a game, from a stream of its own (seed, vendor), so that the
 * catalogue's other draws, and with them node ids and flags, stay as they were.
 */
function drawReleaseAndPlays(rng: Rng, hot: boolean, playable: boolean): { released: string; plays: number } {
  const daysBefore = rng.int(releaseSpanDays);
  const released = new Date(Date.parse(`${catalogueDate}T00:00:00Z`) - daysBefore * dayMs)
    .toISOString()
    .slice(0, 10);
  // The games that really play here are the most played; then the hot ones.
  const plays = playable ? 100_000 + rng.int(50_000) : hot ? 20_000 + rng.int(80_000) : rng.int(20_000);
  return { released, plays };
}

/**
 * The catalogue as the lobby shows it while providers serve games (docs/provider-wallet.md): a game
 * `served` says a provider plays is not under maintenance. Everything else is shared, unchanged.
 */
export function withServedGames(catalogue: Catalogue, served: (game: CatalogueGame) => boolean): Catalogue {
  return {
    ...catalogue,
    games: catalogue.games.map((game) =>
      game.maintenance && served(game) ? { ...game, maintenance: false } : game,
    ),
  };
}

export const gameArtUrl = (nodeId: string) => `/games/art/${nodeId}.svg`;
export const vendorLogoUrl = (vassalage: string) => `/games/logo/${vassalage}.svg`;

/** Game codes of the demo slot and baccarat table (the same in every seed). */
export const demoSlotCode = 'LUCKY_LANTERNS';
export const demoBaccaratCode = 'LUMLIVE_BAC_DEMO';

/** Sports vendors whose brand is on the esports list get their own lane. */
export function laneOf(product: Product, vassalage: string): GameType {
  return product === 'SPORTS' && esportsBrands.includes(vassalage) ? 'ESPORTS' : product;
}

type Draft = Pick<CatalogueGame, 'gameName' | 'gameCode' | 'classification' | 'script'> & { demo?: DemoKind };

/** Distinct titles within one vendor: retry a few draws, then number the repeat. */
function uniqueTitle(
  rng: Rng,
  script: NameScript,
  taken: Set<string>,
  make: (title: string) => string = (t) => t,
) {
  for (let attempt = 0; attempt < 6; attempt++) {
    const title = make(gameTitle(rng, script));
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
  const base = make(gameTitle(rng, script));
  let n = 2;
  while (taken.has(`${base} ${n}`)) n++;
  taken.add(`${base} ${n}`);
  return `${base} ${n}`;
}

function draftsFor(def: VendorDef, rng: Rng): Draft[] {
  const code = (n: number) => catalogueCode(def.vassalage, n);
  switch (def.product) {
    case 'SPORTS': {
      const titles = laneOf(def.product, def.vassalage) === 'ESPORTS' ? esportsTitles : sportsTitles;
      return titles.slice(0, def.size).map((title, i) => ({
        gameName: `${def.displayName} ${title}`,
        gameCode: code(i + 1),
        classification: i < 2 ? 'SPORTSBOOK' : 'VIRTUAL',
        script: 'en',
      }));
    }
    case 'LIVE':
      return (Object.keys(liveCategories) as LiveCategory[]).flatMap((category) =>
        Array.from({ length: liveTableCount(category) }, (_, i): Draft => {
          const demo = def.vassalage === 'LUMLIVE' && category === 'BAC' && i === 0;
          const script = demo ? 'en' : pick(rng, def.scripts);
          return {
            gameName: demo ? 'Baccarat Demo Table' : tableName(category, script, i + 1),
            gameCode: demo ? demoBaccaratCode : `${def.vassalage}_${category}_${i + 1}`,
            classification: category,
            script,
            ...(demo ? { demo: 'baccarat' as const } : {}),
          };
        }),
      );
    case 'RNG': {
      const taken = new Set<string>();
      const demo: Draft[] =
        def.vassalage === 'GLANTERN'
          ? [
              {
                gameName: 'Lucky Lanterns',
                gameCode: demoSlotCode,
                classification: 'VIDEO_SLOT',
                script: 'en',
                demo: 'slot',
              },
            ]
          : [];
      taken.add('Lucky Lanterns');
      return [
        ...demo,
        ...Array.from({ length: def.size - demo.length }, (_, i): Draft => {
          const script = pick(rng, def.scripts);
          return {
            gameName: uniqueTitle(rng, script, taken),
            gameCode: code(i + 1),
            classification: pick(rng, slotKinds),
            script,
          };
        }),
      ];
    }
    case 'FISH': {
      const taken = new Set<string>();
      return Array.from({ length: def.size }, (_, i): Draft => {
        const script = pick(rng, def.scripts);
        return {
          gameName: uniqueTitle(rng, script, taken, fishWrap[script]),
          gameCode: code(i + 1),
          classification: 'FISH',
          script,
        };
      });
    }
    case 'PVP':
      return pvpGames.flatMap(([kind, name, script], g) =>
        (pvpVariants[script] ?? ['']).map(
          (variant, v): Draft => ({
            gameName: `${name}${variant}`,
            gameCode: `${def.vassalage}_${kind}_${g + 1}_${v + 1}`,
            classification: kind,
            script,
          }),
        ),
      );
    case 'LOTT':
      return lotteryGames
        .filter((game) => game.vendor === def.vassalage)
        .map((game) => ({
          gameName: game.gameName,
          gameCode: game.gameCode,
          classification: game.region,
          script: game.style === 'VN' ? 'vi' : /\p{Script=Thai}/u.test(game.gameName) ? 'th' : 'en',
          demo: 'lottery',
        }));
    case 'ELOTT':
      return elottGames.map(([kind, name, script], i) => ({
        gameName: name,
        gameCode: code(i + 1),
        classification: kind,
        script,
      }));
    case 'COCKFIGHT':
      return cockfightArenas.map(([name, script], i) => ({
        gameName: name,
        gameCode: code(i + 1),
        classification: 'COCKFIGHT',
        script,
      }));
  }
}

/**
 * The engine a lane's game gets without a draft of its own: every fish game, the Niu Niu rooms,
 * the e-lottery games with draws (PK10, Fast 3).
 */
function laneDemo(gameType: GameType, draft: Draft): DemoKind | undefined {
  const { classification } = draft;
  if (gameType === 'FISH') return 'fish';
  if (gameType === 'ELOTT' && lotteryGame(draft.gameCode)) return 'lottery';
  if (gameType === 'PVP' && classification === 'NN') return 'pvp';
  return undefined;
}

/** Seats at a PVP room's table. */
export const roomSeats = 6;

const roomTiers: [string, number, number][] = [
  ['Beginner', 100, 10_000],
  ['Intermediate', 1_000, 100_000],
  ['Advanced', 10_000, 1_000_000],
  ['VIP', 100_000, 10_000_000],
];

/**
 * The whole lobby catalogue, the same for the same seed: vendors of every lane, at least 5,000
 * games with names in several scripts, hot flags, free-play support and artwork URLs, PVP rooms.
 */
export function generateCatalogue(seed: string | number = 'playsite'): Catalogue {
  const vendors: CatalogueVendor[] = [];
  const games: CatalogueGame[] = [];
  const rooms: Record<string, RoomList> = {};
  for (const def of vendorDefs) {
    const rng = seededRng(`${seed}:${def.vassalage}`);
    const lifeRng = seededRng(`${seed}:${def.vassalage}:life`);
    const gameType = laneOf(def.product, def.vassalage);
    vendors.push({
      vassalage: def.vassalage,
      displayName: def.displayName,
      gameType,
      accountTypeName: def.accountTypeName,
      smallIcon: vendorLogoUrl(def.vassalage),
      bigIcon: vendorLogoUrl(def.vassalage),
      hue: def.hue,
      vassalageList: def.vassalageList ?? false,
    });
    for (const draft of draftsFor(def, rng)) {
      const nodeId = String(100_001 + games.length);
      // Given after the draws below, which stay as they were so node ids and flags never move.
      const demo = draft.demo ?? laneDemo(gameType, draft);
      const freePlay =
        (gameType === 'RNG' || gameType === 'FISH') && (draft.demo === 'slot' || rng.int(100) < 75);
      const isHot = draft.demo !== undefined || rng.int(100) < 8;
      games.push({
        nodeId,
        gameName: draft.gameName,
        nodeName: draft.gameName,
        displayName: draft.gameName,
        gameCode: draft.gameCode,
        vassalage: def.vassalage,
        gameType,
        showIcon: gameArtUrl(nodeId),
        smallIcon: gameArtUrl(nodeId),
        supportPlay: freePlay ? 0 : 1,
        isHot,
        classification: draft.classification,
        script: draft.script,
        hue: (def.hue + rng.int(60) - 30 + 360) % 360,
        ...(demo ? { demo } : {}),
        maintenance: !demo,
        ...drawReleaseAndPlays(lifeRng, isHot, demo !== undefined),
        jackpot: draft.classification === 'JACKPOT',
      });
    }
    // A vendor's rooms are tables of its first Niu Niu game, at rising stakes.
    const roomGame = games.find((game) => game.vassalage === def.vassalage && game.demo === 'pvp');
    if (gameType === 'PVP' && roomGame) {
      rooms[def.vassalage] = roomTiers.map(([roomName, minBet, maxBet], i) => ({
        roomId: `${def.vassalage}-${i + 1}`,
        roomName,
        minBet,
        maxBet,
        nodeId: roomGame.nodeId,
        gameName: roomGame.gameName,
        seats: roomSeats,
      }));
    }
  }
  return { seed: String(seed), vendors, games, rooms };
}
