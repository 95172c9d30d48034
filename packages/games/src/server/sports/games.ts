import type { SportId } from '../../sportsbook/feed/types.ts';

/**
 * The catalogue's SPORTS and ESPORTS games this server opens in its one sportsbook: the sports
 * vendors' games are `<VENDOR>_<nnnn>`, and a game's place in its vendor's list says what it
 * shows (the catalogue's titles: "Sportsbook", "In-Play", "Virtual Football" …; "Esports Lobby",
 * "Arena League" …). A title the book has no sport for opens the whole lane.
 * packages/server/test/sports-launch.test.ts checks every catalogue game of the two lanes is here.
 */
export interface SportsGame {
  lane: 'sports' | 'esports';
  sport?: SportId;
  view?: 'live' | 'upcoming';
}

const sportsTitles: ReadonlyArray<Omit<SportsGame, 'lane'>> = [
  { view: 'upcoming' }, // Sportsbook
  { view: 'live' }, // In-Play
  { sport: 'football' }, // Virtual Football
  { sport: 'basketball' }, // Virtual Basketball
  {}, // Virtual Horse Racing: no racing in the book, the whole lane
  { sport: 'tennis' }, // Virtual Tennis
];

const esportsTitles: ReadonlyArray<Omit<SportsGame, 'lane'>> = [
  {}, // Esports Lobby
  { sport: 'arena' }, // Arena League
  {}, // Battle Royale Cup
  { sport: 'moba' }, // MOBA Masters
  { sport: 'shooter' }, // Tactical Shooter Cup
  { sport: 'cards' }, // Card Battler Series
  {}, // Racing Sim Cup
  {}, // Fighting Game Open
];

/** The sports vendors and their lane. */
export const sportsVendors: Readonly<Record<string, 'sports' | 'esports'>> = {
  DS88: 'sports',
  APEXSB: 'sports',
  KFSPORT: 'sports',
  NOVABET: 'sports',
  PXARENA: 'esports',
  NEONGG: 'esports',
};

/** The sportsbook view a game code opens, or undefined when it is not a sports game. */
export function sportsGame(gameCode: string): SportsGame | undefined {
  const match = /^([A-Z0-9]+)_(\d{4})$/.exec(gameCode);
  const lane = match ? sportsVendors[match[1] as string] : undefined;
  if (!match || !lane) return undefined;
  const titles = lane === 'esports' ? esportsTitles : sportsTitles;
  const title = titles[Number(match[2]) - 1];
  return title ? { lane, ...title } : undefined;
}

/** The page's address for a game: its lane, sport and first view. */
export function sportsQuery(game: SportsGame): Record<string, string> {
  return {
    lane: game.lane,
    ...(game.sport ? { sport: game.sport } : {}),
    ...(game.view ? { view: game.view } : {}),
  };
}
