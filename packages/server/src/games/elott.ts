import type { NameScript } from './names.ts';
import type { Rng } from './rng.ts';

/**
 * The e-lottery draws and bets (docs/product.md § E-lottery): PK10, a race of cars 1–10 whose
 * draw is the finishing order, and Fast 3, three dice. Every bet type names the drawn numbers it
 * looks at, the equally likely values of those numbers, and when a pick wins; its gross odds are
 * 97 % of the fair odds, rounded down to the hundredth, so every pick returns at most 97 %.
 */
export type ElottStyle = 'PK10' | 'K3';

/** The Fast Lotto vendor's catalogue: kind, name, script. Only PK10 and K3 have draws (lottery.ts). */
export const elottGames: [string, string, NameScript][] = [
  ['PK10', 'PK10 Racing', 'en'],
  ['PK10', '极速赛车', 'zh'],
  ['PK10', '幸运飞艇', 'zh'],
  ['KENO', 'Keno 80', 'en'],
  ['KENO', 'Keno Siêu Tốc', 'vi'],
  ['11X5', '11 Pick 5', 'en'],
  ['11X5', '11选5', 'zh'],
  ['K3', 'Fast 3 Dice', 'en'],
  ['K3', '快3', 'zh'],
  ['SSC', '5D Lotto', 'en'],
  ['SSC', '时时彩', 'zh'],
  ['SSC', 'Xổ Số Nhanh 5D', 'vi'],
  ['PC28', 'Lucky 28', 'en'],
  ['KL10', '快乐十分', 'zh'],
  ['SSC', 'หวยเร็ว 5D', 'th'],
  ['PK10', '경마 PK10', 'ko'],
];

/** Gross return of every e-lottery bet as a share of the fair odds, in percent. */
export const elottReturnPercent = 97;

/** The one prize tier of each style, the drawn numbers as 2-digit (cars) or 1-digit (dice) text. */
export const elottTier: Readonly<Record<ElottStyle, string>> = { PK10: 'CARS', K3: 'DICE' };

const cars = Array.from({ length: 10 }, (_, i) => i + 1);
const faces = [1, 2, 3, 4, 5, 6];
const text = (values: number[]) => values.map(String);

/** A random finishing order of cars 1–10 (Fisher–Yates: every permutation equally likely). */
export function drawPk10(rng: Rng): string[] {
  const order = [...cars];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order.map((car) => String(car).padStart(2, '0'));
}

/** Three independent fair dice. */
export function drawK3(rng: Rng): string[] {
  return Array.from({ length: 3 }, () => String(rng.int(6) + 1));
}

export function drawElott(style: ElottStyle, rng: Rng): string[] {
  return style === 'PK10' ? drawPk10(rng) : drawK3(rng);
}

/** Whether `numbers` is a draw of the style: a permutation of 1–10, or three faces 1–6. */
export function isElottDraw(style: ElottStyle, numbers: readonly string[]): boolean {
  const values = numbers.map(Number);
  if (style === 'K3') return values.length === 3 && values.every((v) => faces.includes(v));
  return values.length === 10 && cars.every((car) => values.includes(car));
}

export interface ElottField {
  /** What the choice is (the page's label key): position, car, side, sum, face. */
  name: string;
  options: readonly string[];
}

interface ElottBetDef {
  style: ElottStyle;
  /** The choices of a pick, joined by '-' in the pick: e.g. position 3, car 7 is "3-7". */
  fields: readonly ElottField[];
  /** The drawn numbers the bet looks at, for a pick. */
  view: (parts: readonly string[], numbers: readonly number[]) => number[];
  /** Every equally likely value of the view. */
  space: readonly (readonly number[])[];
  wins: (parts: readonly string[], view: readonly number[]) => boolean;
}

const positionField: ElottField = { name: 'position', options: text(cars) };
const sideField = (...options: string[]): ElottField => ({ name: 'side', options });
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const isTriple = (dice: readonly number[]) => dice[0] === dice[1] && dice[1] === dice[2];

/** One car's place: every car equally likely there. */
const onePosition = (parts: readonly string[], numbers: readonly number[]) => [
  numbers[Number(parts[0]) - 1] ?? 0,
];
const carSpace = cars.map((car) => [car]);
/** First and second place: every ordered pair of different cars equally likely. */
const firstTwo = (_parts: readonly string[], numbers: readonly number[]) => numbers.slice(0, 2);
const pairSpace = cars.flatMap((a) => cars.filter((b) => b !== a).map((b) => [a, b]));
const allDice = (_parts: readonly string[], numbers: readonly number[]) => numbers.slice(0, 3);
const diceSpace = faces.flatMap((a) => faces.flatMap((b) => faces.map((c) => [a, b, c])));

/** PK10: 1–5 small, 6–10 big; first+second sum 3–11 small, 12–19 big. Fast 3: 4–10 small, 11–17 big, triples lose. */
export const elottBetTypes = {
  PK_POSITION: {
    style: 'PK10',
    fields: [positionField, { name: 'car', options: text(cars) }],
    view: onePosition,
    space: carSpace,
    wins: (parts, [car]) => car === Number(parts[1]),
  },
  PK_BIG_SMALL: {
    style: 'PK10',
    fields: [positionField, sideField('BIG', 'SMALL')],
    view: onePosition,
    space: carSpace,
    wins: (parts, [car = 0]) => car >= 6 === (parts[1] === 'BIG'),
  },
  PK_ODD_EVEN: {
    style: 'PK10',
    fields: [positionField, sideField('ODD', 'EVEN')],
    view: onePosition,
    space: carSpace,
    wins: (parts, [car = 0]) => (car % 2 === 1) === (parts[1] === 'ODD'),
  },
  PK_SUM: {
    style: 'PK10',
    fields: [{ name: 'sum', options: text(Array.from({ length: 17 }, (_, i) => i + 3)) }],
    view: firstTwo,
    space: pairSpace,
    wins: (parts, view) => sum(view) === Number(parts[0]),
  },
  PK_SUM_BIG_SMALL: {
    style: 'PK10',
    fields: [sideField('BIG', 'SMALL')],
    view: firstTwo,
    space: pairSpace,
    wins: (parts, view) => sum(view) >= 12 === (parts[0] === 'BIG'),
  },
  PK_SUM_ODD_EVEN: {
    style: 'PK10',
    fields: [sideField('ODD', 'EVEN')],
    view: firstTwo,
    space: pairSpace,
    wins: (parts, view) => (sum(view) % 2 === 1) === (parts[0] === 'ODD'),
  },
  K3_SUM: {
    style: 'K3',
    fields: [{ name: 'sum', options: text(Array.from({ length: 16 }, (_, i) => i + 3)) }],
    view: allDice,
    space: diceSpace,
    wins: (parts, view) => sum(view) === Number(parts[0]),
  },
  K3_BIG_SMALL: {
    style: 'K3',
    fields: [sideField('BIG', 'SMALL')],
    view: allDice,
    space: diceSpace,
    wins: (parts, view) => !isTriple(view) && sum(view) >= 11 === (parts[0] === 'BIG'),
  },
  K3_ODD_EVEN: {
    style: 'K3',
    fields: [sideField('ODD', 'EVEN')],
    view: allDice,
    space: diceSpace,
    wins: (parts, view) => !isTriple(view) && (sum(view) % 2 === 1) === (parts[0] === 'ODD'),
  },
  K3_TRIPLE: {
    style: 'K3',
    fields: [{ name: 'face', options: text(faces) }],
    view: allDice,
    space: diceSpace,
    wins: (parts, view) => isTriple(view) && view[0] === Number(parts[0]),
  },
  K3_ANY_TRIPLE: {
    style: 'K3',
    fields: [sideField('ANY')],
    view: allDice,
    space: diceSpace,
    wins: (_parts, view) => isTriple(view),
  },
} as const satisfies Record<string, ElottBetDef>;

export type ElottBetTypeCode = keyof typeof elottBetTypes;

export function isElottBetType(code: string): code is ElottBetTypeCode {
  return Object.hasOwn(elottBetTypes, code);
}

function typeOf(code: ElottBetTypeCode): ElottBetDef {
  return elottBetTypes[code];
}

export const elottStyleOf = (code: ElottBetTypeCode): ElottStyle => typeOf(code).style;

/** The pick's choices, or undefined when it is not one of the type's (e.g. position 11). */
export function pickParts(code: ElottBetTypeCode, pick: string): string[] | undefined {
  const { fields } = typeOf(code);
  const parts = pick.split('-');
  if (parts.length !== fields.length) return undefined;
  return parts.every((part, i) => fields[i]?.options.includes(part)) ? parts : undefined;
}

/** Winning views over all equally likely views of the pick: its exact chance. */
export function elottChance(code: ElottBetTypeCode, parts: readonly string[]): { hits: number; of: number } {
  const type = typeOf(code);
  const hits = type.space.filter((view) => type.wins(parts, view)).length;
  return { hits, of: type.space.length };
}

const oddsCache = new Map<string, bigint>();

/** Gross odds of a pick in hundredths (stake included): 97 % of 1 / chance, rounded down. */
export function elottOddsHundredths(code: ElottBetTypeCode, parts: readonly string[]): bigint {
  const key = `${code}:${parts.join('-')}`;
  let odds = oddsCache.get(key);
  if (odds === undefined) {
    const { hits, of } = elottChance(code, parts);
    odds = hits === 0 ? 0n : (BigInt(elottReturnPercent) * BigInt(of)) / BigInt(hits);
    oddsCache.set(key, odds);
  }
  return odds;
}

/** Gross amount a pick wins on a draw, minor units, rounded down (0 when it loses). */
export function settleElottPick(
  code: ElottBetTypeCode,
  pick: string,
  stake: bigint,
  numbers: readonly string[],
): bigint {
  const parts = pickParts(code, pick);
  if (!parts) throw new RangeError(`Pick ${pick} is not offered for ${code}`);
  const type = typeOf(code);
  const view = type.view(parts, numbers.map(Number));
  return type.wins(parts, view) ? (stake * elottOddsHundredths(code, parts)) / 100n : 0n;
}

/**
 * What a game page shows of a bet type: its choices and the odds of each value of the last one
 * (the other choices, a position, never change the odds). Odds as a decimal, e.g. 9.7.
 */
export function elottBetTypeView(code: ElottBetTypeCode) {
  const { fields } = typeOf(code);
  const last = fields[fields.length - 1];
  const lead = fields.slice(0, -1).map((field) => field.options[0] ?? '');
  const odds: Record<string, number> = {};
  for (const option of last?.options ?? []) {
    odds[option] = Number(elottOddsHundredths(code, [...lead, option])) / 100;
  }
  return { fields: fields.map((field) => ({ name: field.name, options: [...field.options] })), odds };
}

/** The lowest return of any pick of the type, per unit staked (shown as the type's RTP). */
export function elottRtp(code: ElottBetTypeCode): number {
  const { fields } = typeOf(code);
  const picks = fields.reduce<string[][]>(
    (all, field) => all.flatMap((parts) => field.options.map((option) => [...parts, option])),
    [[]],
  );
  return Math.min(
    ...picks.map((parts) => {
      const { hits, of } = elottChance(code, parts);
      return (Number(elottOddsHundredths(code, parts)) / 100) * (hits / of);
    }),
  );
}
