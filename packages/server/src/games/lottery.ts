import type { LottoDraw, LottoGame, LottoMenu } from '@playsite/api/contract';
import {
  drawElott,
  type ElottBetTypeCode,
  type ElottStyle,
  elottGames,
  elottStyleOf,
  elottTier,
  isElottBetType,
  pickParts,
  settleElottPick,
} from './elott.ts';
import { cryptoRng, type Rng } from './rng.ts';
import { catalogueCode, codeOf } from './text.ts';

/** Account type names that send a launch to /seaLottery and /vnlottery (docs/product.md § Game launch). */
export const seaLotteryAccountType = 'SEA_LOTTERY';
export const vnLotteryAccountType = 'VN_LOTTERY';
/** Lottery vendors: the SEA and VN lotteries, and TCG_SEA, which launches directly. */
export const lotteryVendors = {
  sea: 'SEAWAVE',
  vn: 'VNLOTO',
  tcgSea: 'TCG_SEA',
  elott: 'FASTLOTTO',
} as const;

/** VN and SEA number lotteries, and the e-lottery's PK10 races and Fast 3 dice (elott.ts). */
export type LotteryStyle = 'VN' | 'SEA' | ElottStyle;

export interface LotteryGameDef {
  gameCode: string;
  gameName: string;
  vendor: string;
  style: LotteryStyle;
  /** Menu group, e.g. MB, MN, MT, FAST, 4D. */
  region: string;
  intervalSeconds: number;
}

const day = 86_400;

function defs(
  vendor: string,
  style: LotteryStyle,
  region: string,
  names: readonly string[],
  intervalSeconds: number,
) {
  return names.map<LotteryGameDef>((gameName) => ({
    gameCode: `${style}_${codeOf(gameName)}`,
    gameName,
    vendor,
    style,
    region,
    intervalSeconds,
  }));
}

const vnFast: [string, number][] = [
  ['Siêu Tốc 45 Giây', 45],
  ['Siêu Tốc 1 Phút', 60],
  ['Siêu Tốc 3 Phút', 180],
  ['Siêu Tốc 5 Phút', 300],
];
const seaFast: [string, string, number][] = [
  [lotteryVendors.sea, 'Sunrise 4D', 60],
  [lotteryVendors.sea, 'Harbour 4D', 180],
  [lotteryVendors.sea, 'Orchid 4D', 300],
  [lotteryVendors.sea, 'Island 4D', 600],
  [lotteryVendors.sea, 'หวยทันใจ 4D', 120],
  [lotteryVendors.sea, 'Monsoon 4D Daily', day],
  [lotteryVendors.tcgSea, 'TCG SEA 4D 1 Min', 60],
  [lotteryVendors.tcgSea, 'TCG SEA 4D 5 Min', 300],
  [lotteryVendors.tcgSea, 'TCG SEA 4D Daily', day],
];

/**
 * Seconds between draws of the e-lottery catalogue's PK10 and Fast 3 games, by name; the other
 * e-lottery games (Keno, 11 Pick 5, …) have no draw engine and stay under maintenance.
 */
const elottIntervals: Readonly<Record<string, number>> = {
  'PK10 Racing': 60,
  极速赛车: 90,
  幸运飞艇: 300,
  '경마 PK10': 120,
  'Fast 3 Dice': 60,
  快3: 180,
};

/** The e-lottery games with draws, under the catalogue's codes of the Fast Lotto vendor. */
const elottDefs = elottGames.flatMap(([kind, gameName], i): LotteryGameDef[] => {
  const intervalSeconds = elottIntervals[gameName];
  if ((kind !== 'PK10' && kind !== 'K3') || !intervalSeconds) return [];
  const gameCode = catalogueCode(lotteryVendors.elott, i + 1);
  return [{ gameCode, gameName, vendor: lotteryVendors.elott, style: kind, region: kind, intervalSeconds }];
});

/** Every lottery with periodic draws. Provincial VN draws are daily; the "Siêu Tốc" ones fast. */
export const lotteryGames: readonly LotteryGameDef[] = [
  ...defs(lotteryVendors.vn, 'VN', 'MB', ['Miền Bắc'], day),
  ...defs(
    lotteryVendors.vn,
    'VN',
    'MN',
    [
      'TP. Hồ Chí Minh',
      'Đồng Tháp',
      'Cà Mau',
      'Bến Tre',
      'Vũng Tàu',
      'Bạc Liêu',
      'Đồng Nai',
      'Cần Thơ',
      'Sóc Trăng',
      'Tây Ninh',
      'An Giang',
      'Bình Thuận',
      'Vĩnh Long',
      'Bình Dương',
      'Trà Vinh',
      'Long An',
      'Bình Phước',
      'Hậu Giang',
      'Tiền Giang',
      'Kiên Giang',
      'Đà Lạt',
    ],
    day,
  ),
  ...defs(
    lotteryVendors.vn,
    'VN',
    'MT',
    [
      'Đà Nẵng',
      'Khánh Hòa',
      'Thừa Thiên Huế',
      'Phú Yên',
      'Đắk Lắk',
      'Quảng Nam',
      'Bình Định',
      'Quảng Trị',
      'Quảng Bình',
      'Gia Lai',
      'Ninh Thuận',
      'Quảng Ngãi',
      'Đắk Nông',
      'Kon Tum',
    ],
    day,
  ),
  ...vnFast.flatMap(([name, seconds]) => defs(lotteryVendors.vn, 'VN', 'FAST', [name], seconds)),
  ...seaFast.flatMap(([vendor, name, seconds]) => defs(vendor, 'SEA', '4D', [name], seconds)),
  ...elottDefs,
];

/** The number lotteries of the lottery pages (VN and SEA), without the e-lottery games. */
export const isNumberLottery = (game: Pick<LotteryGameDef, 'style'>) =>
  game.style === 'VN' || game.style === 'SEA';

export function lotteryGame(gameCode: string): LotteryGameDef | undefined {
  return lotteryGames.find((game) => game.gameCode === gameCode);
}

/* ---------- schedule ---------- */

export interface DrawSlot {
  numero: string;
  /** Epoch ms of the draw. */
  drawTime: number;
  /** Bets for this numero are refused from this moment. */
  closeTime: number;
}

/** Seconds before a draw when betting closes: a sixth of the interval, at most a minute. */
export const closeLeadSeconds = (game: LotteryGameDef) => Math.min(60, Math.floor(game.intervalSeconds / 6));

const dayMs = day * 1000;

/** Draw number: UTC date of the period plus its 4-digit sequence in that day, e.g. 20260101-0042. */
export function numeroOf(game: LotteryGameDef, drawTime: number): string {
  const intervalMs = game.intervalSeconds * 1000;
  const periodStart = drawTime - intervalMs;
  const dayStart = Math.floor(periodStart / dayMs) * dayMs;
  const sequence = Math.floor((periodStart - dayStart) / intervalMs) + 1;
  const date = new Date(dayStart).toISOString().slice(0, 10).replaceAll('-', '');
  return `${date}-${String(sequence).padStart(4, '0')}`;
}

/** Draws fall on multiples of the interval since the epoch (UTC); this is the next one after `now`. */
export function nextDraw(game: LotteryGameDef, now: number): DrawSlot {
  const intervalMs = game.intervalSeconds * 1000;
  const drawTime = (Math.floor(now / intervalMs) + 1) * intervalMs;
  return { numero: numeroOf(game, drawTime), drawTime, closeTime: drawTime - closeLeadSeconds(game) * 1000 };
}

/** The `count` most recent draws at or before `now`, newest first. */
export function pastDraws(game: LotteryGameDef, now: number, count: number): DrawSlot[] {
  const intervalMs = game.intervalSeconds * 1000;
  const latest = Math.floor(now / intervalMs) * intervalMs;
  return Array.from({ length: count }, (_, i) => {
    const drawTime = latest - i * intervalMs;
    return {
      numero: numeroOf(game, drawTime),
      drawTime,
      closeTime: drawTime - closeLeadSeconds(game) * 1000,
    };
  });
}

/** Whether a bet on `numero` may still be placed at `now`. */
export function isOpenForBets(game: LotteryGameDef, numero: string, now: number): boolean {
  return nextDraw(game, now).numero === numero && now < nextDraw(game, now).closeTime;
}

/* ---------- draws ---------- */

interface Tier {
  tier: string;
  count: number;
  digits: number;
}

/** VN (northern style): 27 numbers over eight tiers of 5 down to 2 digits. */
const vnTiers: readonly Tier[] = [
  { tier: 'DB', count: 1, digits: 5 },
  { tier: 'G1', count: 1, digits: 5 },
  { tier: 'G2', count: 2, digits: 5 },
  { tier: 'G3', count: 6, digits: 5 },
  { tier: 'G4', count: 4, digits: 4 },
  { tier: 'G5', count: 6, digits: 4 },
  { tier: 'G6', count: 3, digits: 3 },
  { tier: 'G7', count: 4, digits: 2 },
];

/** SEA 4D: three top prizes, ten starters, ten consolations, all 4 digits. */
const seaTiers: readonly Tier[] = [
  { tier: 'FIRST', count: 1, digits: 4 },
  { tier: 'SECOND', count: 1, digits: 4 },
  { tier: 'THIRD', count: 1, digits: 4 },
  { tier: 'STARTER', count: 10, digits: 4 },
  { tier: 'CONSOLATION', count: 10, digits: 4 },
];

export const lotteryTiers: Readonly<Record<LotteryStyle, readonly Tier[]>> = {
  VN: vnTiers,
  SEA: seaTiers,
  PK10: [{ tier: elottTier.PK10, count: 10, digits: 2 }],
  K3: [{ tier: elottTier.K3, count: 3, digits: 1 }],
};

export interface LotteryDraw {
  gameCode: string;
  style: LotteryStyle;
  numero: string;
  drawTime: number;
  prizes: { tier: string; numbers: string[] }[];
}

/**
 * Draws every number independently and uniformly (digit strings keep their leading zeros); an
 * e-lottery draws its one tier as a race order or dice (elott.ts).
 */
export function drawLottery(game: LotteryGameDef, slot: DrawSlot, rng: Rng = cryptoRng): LotteryDraw {
  const { style } = game;
  const base = { gameCode: game.gameCode, style, numero: slot.numero, drawTime: slot.drawTime };
  if (style === 'PK10' || style === 'K3') {
    return { ...base, prizes: [{ tier: elottTier[style], numbers: drawElott(style, rng) }] };
  }
  const prizes = lotteryTiers[style].map(({ tier, count, digits }) => ({
    tier,
    numbers: Array.from({ length: count }, () => String(rng.int(10 ** digits)).padStart(digits, '0')),
  }));
  return { ...base, prizes };
}

/** Contract shape of the opened-numero calls: all numbers, top tier first, comma-separated. */
export function toLottoDraw(draw: LotteryDraw): LottoDraw {
  return {
    gameCode: draw.gameCode,
    numero: draw.numero,
    winningNumbers: draw.prizes.flatMap((prize) => prize.numbers).join(','),
    openTime: draw.drawTime,
  };
}

/* ---------- bets ---------- */

export interface LotteryBetType {
  style: LotteryStyle;
  /** How many digits the player picks. */
  digits: number;
  /** Gross return per hit, in tenths of the stake, by tier ('*' = any tier). */
  returnsTenths: Readonly<Record<string, number>>;
  /** Which prize numbers count, and which of their digits are compared: the last `digits`. */
  tiers: readonly string[];
}

const allVnTiers = vnTiers.map((tier) => tier.tier);

/**
 * Published bet types and odds. Gross return includes the stake. VN: Đề (last 2 of the special
 * prize) 95×, Ba Càng (last 3) 900×, Lô (last 2 of each of the 27 numbers) 3.5× per hit.
 * SEA: Big (every tier), Small (top three), 2D (last two of the first prize) 90×.
 */
export const lotteryBetTypes = {
  DE: { style: 'VN', digits: 2, tiers: ['DB'], returnsTenths: { DB: 950 } },
  BA_CANG: { style: 'VN', digits: 3, tiers: ['DB'], returnsTenths: { DB: 9_000 } },
  LO: { style: 'VN', digits: 2, tiers: allVnTiers, returnsTenths: { '*': 35 } },
  BIG: {
    style: 'SEA',
    digits: 4,
    tiers: ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION'],
    returnsTenths: { FIRST: 25_000, SECOND: 10_000, THIRD: 5_000, STARTER: 2_000, CONSOLATION: 600 },
  },
  SMALL: {
    style: 'SEA',
    digits: 4,
    tiers: ['FIRST', 'SECOND', 'THIRD'],
    returnsTenths: { FIRST: 35_000, SECOND: 20_000, THIRD: 10_000 },
  },
  TWO_D: { style: 'SEA', digits: 2, tiers: ['FIRST'], returnsTenths: { FIRST: 900 } },
} as const satisfies Record<string, LotteryBetType>;

export type LotteryBetTypeCode = keyof typeof lotteryBetTypes;

export interface LotteryBet {
  gameCode: string;
  numero: string;
  betType: LotteryBetTypeCode | ElottBetTypeCode;
  /** The picked digits, e.g. "07"; an e-lottery's choices joined by '-', e.g. "3-7" (elott.ts). */
  pick: string;
  /** Minor units. */
  stake: bigint;
}

/** Throws when the bet cannot belong to the draw's game (wrong style or malformed pick). */
export function validateLotteryBet(bet: LotteryBet, game: LotteryGameDef): void {
  if (bet.stake <= 0n) throw new RangeError('Stake must be positive');
  if (isElottBetType(bet.betType)) {
    if (elottStyleOf(bet.betType) !== game.style)
      throw new RangeError(`${bet.betType} is not offered on ${game.gameCode}`);
    if (!pickParts(bet.betType, bet.pick)) throw new RangeError(`Pick ${bet.pick} is not offered`);
    return;
  }
  const type: LotteryBetType = lotteryBetTypes[bet.betType];
  if (!type) throw new RangeError(`Unknown bet type ${bet.betType}`);
  if (type.style !== game.style) throw new RangeError(`${bet.betType} is not offered on ${game.gameCode}`);
  if (!new RegExp(`^\\d{${type.digits}}$`).test(bet.pick))
    throw new RangeError(`Pick must be ${type.digits} digits`);
}

/** Gross amount to credit for a bet on a settled draw (0 when it loses), minor units, floored. */
export function settleLotteryBet(bet: LotteryBet, draw: LotteryDraw): bigint {
  if (bet.gameCode !== draw.gameCode || bet.numero !== draw.numero) {
    throw new RangeError('Bet does not belong to this draw');
  }
  if (isElottBetType(bet.betType)) {
    if (elottStyleOf(bet.betType) !== draw.style) throw new RangeError('Bet type does not match the draw');
    return settleElottPick(bet.betType, bet.pick, bet.stake, draw.prizes[0]?.numbers ?? []);
  }
  const type: LotteryBetType = lotteryBetTypes[bet.betType];
  if (type.style !== draw.style) throw new RangeError('Bet type does not match the draw');
  let tenths = 0n;
  for (const prize of draw.prizes) {
    if (!type.tiers.includes(prize.tier)) continue;
    const perHit = BigInt(type.returnsTenths[prize.tier] ?? type.returnsTenths['*'] ?? 0);
    for (const number of prize.numbers) {
      if (number.length >= type.digits && number.endsWith(bet.pick)) tenths += perHit;
    }
  }
  return (bet.stake * tenths) / 10n;
}

/** Exact expected gross return per unit staked (draw numbers are independent and uniform). */
export function lotteryBetRtp(code: LotteryBetTypeCode): number {
  const type: LotteryBetType = lotteryBetTypes[code];
  let expectedTenths = 0;
  for (const tier of lotteryTiers[type.style]) {
    if (!type.tiers.includes(tier.tier) || tier.digits < type.digits) continue;
    const perHit = type.returnsTenths[tier.tier] ?? type.returnsTenths['*'] ?? 0;
    expectedTenths += (tier.count * perHit) / 10 ** type.digits;
  }
  return expectedTenths / 10;
}

/* ---------- lobby data ---------- */

const regionNames: Record<string, string> = {
  MB: 'Miền Bắc',
  MN: 'Miền Nam',
  MT: 'Miền Trung',
  FAST: 'Siêu Tốc',
  '4D': 'SEA 4D',
};

export function toLottoGame(game: LotteryGameDef): LottoGame {
  return {
    gameCode: game.gameCode,
    gameName: game.gameName,
    lottoArea: game.style,
    icon: `/games/art/lotto/${game.gameCode}.svg`,
    interval: game.intervalSeconds,
  };
}

/** Game menus of the lottery lobby, grouped by region, for one style. */
export function lottoMenus(style: LotteryStyle): LottoMenu {
  const games = lotteryGames.filter((game) => game.style === style);
  const regions = [...new Set(games.map((game) => game.region))];
  return regions.map((region) => ({
    menuCode: region,
    menuName: regionNames[region] ?? region,
    games: games.filter((game) => game.region === region).map(toLottoGame),
  }));
}

/** Popular lotteries: the fastest draws first (they have the most rounds), then by name. */
export function popularLotteries(count = 20): LottoGame[] {
  return lotteryGames
    .filter(isNumberLottery)
    .sort((a, b) => a.intervalSeconds - b.intervalSeconds || a.gameName.localeCompare(b.gameName))
    .slice(0, count)
    .map(toLottoGame);
}
