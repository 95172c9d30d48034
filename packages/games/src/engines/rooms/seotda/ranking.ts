/**
 * Seotda (섯다) with the twenty hwatu cards of months 1–10, two a month. Card c: month =
 * ⌊c / 2⌋ + 1; c even is the month's picture card (the brights 광 of months 1, 3 and 8, the
 * animals 열끗 of months 4, 7 and 9 …), c odd its plain card.
 */
export type HwatuCard = number;

export const monthOf = (card: HwatuCard) => Math.floor(card / 2) + 1;
const picture = (card: HwatuCard) => card % 2 === 0;
const bright = (card: HwatuCard) => picture(card) && [1, 3, 8].includes(monthOf(card));

/** Hand names, for the page: a key per class. */
export type SeotdaName =
  | 'gwang38'
  | 'gwang'
  | 'ttaeng'
  | 'ali'
  | 'doksa'
  | 'gubbing'
  | 'jangbbing'
  | 'jangsa'
  | 'seryuk'
  | 'kkeut'
  | 'amhaeng'
  | 'ttaengjabi';

export interface SeotdaHand {
  name: SeotdaName;
  /** Higher wins, equal ties (catchers aside). */
  value: number;
  /** 10 for jang-ttaeng … 1 for 1-ttaeng; kkeut 0–9. */
  points: number;
  /** 암행어사 catches the 1-3 and 1-8 brights; 땡잡이 catches 1–9 ttaeng. */
  catches?: 'gwang' | 'ttaeng';
}

/** The value of two cards: 38 광땡 > 18/13 광땡 > 장땡 … 1땡 > 알리 > 독사 > 구삥 > 장삥 > 장사 > 세륙 > 갑오 … 망통. */
export function seotdaHand(a: HwatuCard, b: HwatuCard): SeotdaHand {
  const [lo, hi] = monthOf(a) <= monthOf(b) ? [a, b] : [b, a];
  const m1 = monthOf(lo);
  const m2 = monthOf(hi);
  if (bright(lo) && bright(hi)) {
    if (m1 === 3 && m2 === 8) return { name: 'gwang38', value: 1000, points: 0 };
    return { name: 'gwang', value: 900, points: 0 };
  }
  if (m1 === m2) return { name: 'ttaeng', value: 800 + m1, points: m1 };
  const pair = `${m1}-${m2}`;
  const specials: Record<string, [SeotdaName, number]> = {
    '1-2': ['ali', 706],
    '1-4': ['doksa', 705],
    '1-9': ['gubbing', 704],
    '1-10': ['jangbbing', 703],
    '4-10': ['jangsa', 702],
    '4-6': ['seryuk', 701],
  };
  const special = specials[pair];
  if (special) return { name: special[0], value: special[1], points: 0 };
  const points = (m1 + m2) % 10;
  if (pair === '4-7' && picture(lo) && picture(hi))
    return { name: 'amhaeng', value: points, points, catches: 'gwang' };
  if (pair === '3-7' && picture(lo) && picture(hi))
    return { name: 'ttaengjabi', value: points, points, catches: 'ttaeng' };
  return { name: 'kkeut', value: points, points };
}

/** The best two of three cards by value (a seat keeps its strongest pair of cards). */
export function bestTwo(cards: readonly HwatuCard[]): [HwatuCard, HwatuCard] {
  if (cards.length === 2) return [cards[0] as HwatuCard, cards[1] as HwatuCard];
  let best: [HwatuCard, HwatuCard] = [cards[0] as HwatuCard, cards[1] as HwatuCard];
  for (let i = 0; i < cards.length; i++)
    for (let j = i + 1; j < cards.length; j++) {
      const pair: [HwatuCard, HwatuCard] = [cards[i] as HwatuCard, cards[j] as HwatuCard];
      if (seotdaHand(...pair).value > seotdaHand(...best).value) best = pair;
    }
  return best;
}

/**
 * The winners of a showdown: the best value, unless it is a 1-3 or 1-8 bright pair and a seat
 * holds 암행어사 (4-7 animals), or a 1–9 ttaeng and a seat holds 땡잡이 (3 bright with 7 animal):
 * then the catchers win. Equal best hands share.
 */
export function seotdaWinners(hands: readonly SeotdaHand[]): number[] {
  const best = Math.max(...hands.map((hand) => hand.value));
  const catcher = best === 900 ? 'gwang' : best > 800 && best < 810 ? 'ttaeng' : undefined;
  const catching = catcher ? hands.flatMap((hand, i) => (hand.catches === catcher ? [i] : [])) : [];
  if (catching.length > 0) return catching;
  return hands.flatMap((hand, i) => (hand.value === best ? [i] : []));
}
