/**
 * The 48 hwatu cards of go-stop: card c is month ⌊c / 4⌋ + 1, kind `kinds[c]`: brights (광),
 * animals (열끗), ribbons (띠), junk (피) and double junk (쌍피, November's and December's).
 */
export type Hwatu = number;
export type HwatuKind = 'bright' | 'animal' | 'ribbon' | 'junk' | 'doubleJunk';

const months: HwatuKind[][] = [
  ['bright', 'ribbon', 'junk', 'junk'],
  ['animal', 'ribbon', 'junk', 'junk'],
  ['bright', 'ribbon', 'junk', 'junk'],
  ['animal', 'ribbon', 'junk', 'junk'],
  ['animal', 'ribbon', 'junk', 'junk'],
  ['animal', 'ribbon', 'junk', 'junk'],
  ['animal', 'ribbon', 'junk', 'junk'],
  ['bright', 'animal', 'junk', 'junk'],
  ['animal', 'ribbon', 'junk', 'junk'],
  ['animal', 'ribbon', 'junk', 'junk'],
  ['bright', 'doubleJunk', 'junk', 'junk'],
  ['bright', 'animal', 'ribbon', 'doubleJunk'],
];

export const monthOf = (card: Hwatu) => Math.floor(card / 4) + 1;
export const kindOf = (card: Hwatu): HwatuKind => months[monthOf(card) - 1]?.[card % 4] as HwatuKind;
const isKind = (month: number, kind: HwatuKind) => (card: Hwatu) =>
  monthOf(card) === month && kindOf(card) === kind;

/** Godori: the birds of February, April and August. */
const godori = [isKind(2, 'animal'), isKind(4, 'animal'), isKind(8, 'animal')];
/** Red poem ribbons (홍단), blue ribbons (청단), grass ribbons (초단). */
const ribbonSets = [
  [1, 2, 3],
  [6, 9, 10],
  [4, 5, 7],
].map((set) => set.map((month) => isKind(month, 'ribbon')));

export interface Points {
  brights: number;
  animals: number;
  ribbons: number;
  junk: number;
  total: number;
  /** Junk value (double junk counts 2) and brights held, for the 박 doublings. */
  junkValue: number;
  brightCount: number;
}

/**
 * Points of captured cards: three brights 3 (2 with December's rain bright), four 4, five 15;
 * five animals 1 and 1 more each, godori 5; five ribbons 1 and 1 more each, each of the three
 * ribbon sets 3; ten junk 1 and 1 more each (double junk counts 2).
 */
export function pointsOf(captured: readonly Hwatu[]): Points {
  const of = (kind: HwatuKind) => captured.filter((card) => kindOf(card) === kind);
  const brightCards = of('bright');
  const rain = brightCards.some((card) => monthOf(card) === 12);
  const b = brightCards.length;
  const brights = b === 5 ? 15 : b === 4 ? 4 : b === 3 ? (rain ? 2 : 3) : 0;
  const animalCount = of('animal').length;
  const animals =
    (animalCount >= 5 ? animalCount - 4 : 0) + (godori.every((test) => captured.some(test)) ? 5 : 0);
  const ribbonCount = of('ribbon').length;
  const ribbons =
    (ribbonCount >= 5 ? ribbonCount - 4 : 0) +
    ribbonSets.filter((set) => set.every((test) => captured.some(test))).length * 3;
  const junkValue = of('junk').length + 2 * of('doubleJunk').length;
  const junk = junkValue >= 10 ? junkValue - 9 : 0;
  return {
    brights,
    animals,
    ribbons,
    junk,
    total: brights + animals + ribbons + junk,
    junkValue,
    brightCount: b,
  };
}

/** How much the house wants a card: brights 20, animals 10, ribbons 8, double junk 6, junk 3. */
export const cardValue = (card: Hwatu) =>
  ({ bright: 20, animal: 10, ribbon: 8, doubleJunk: 6, junk: 3 })[kindOf(card)];
