import { type Card, pokerRankOf, suitOf } from '../common/cards.ts';
import { bestPokerHand } from '../common/poker.ts';

export type TexasMove = 'fold' | 'call' | 'raise';

/** Preflop strength of two hole cards: 2 raise, 1 play, 0 fold. */
export function preflopClass(hole: readonly Card[]): 0 | 1 | 2 {
  const [hi, lo] = hole.map(pokerRankOf).sort((a, b) => b - a) as [number, number];
  const suited = suitOf(hole[0] as Card) === suitOf(hole[1] as Card);
  if (hi === lo) return hi >= 8 ? 2 : 1;
  if (hi >= 11 && lo >= 10) return 2; // AK, AQ, KQ
  if (lo >= 8) return 1; // two cards ten or higher
  if (hi === 12) return 1; // any ace
  if (suited && hi - lo <= 2) return 1; // suited connectors and one- or two-gappers
  return 0;
}

/** Whether four cards of one suit (hole cards among them), or four to an open-ended straight. */
function drawing(hole: readonly Card[], board: readonly Card[]): boolean {
  const all = [...hole, ...board];
  for (let suit = 0; suit < 4; suit++) {
    const count = all.filter((card) => suitOf(card) === suit).length;
    if (count === 4 && hole.some((card) => suitOf(card) === suit)) return true;
  }
  const ranks = new Set(all.map(pokerRankOf));
  for (let low = 0; low <= 8; low++) {
    let run = true;
    for (let r = low; r < low + 4 && run; r++) run = ranks.has(r);
    if (run && low + 4 <= 12 && hole.some((card) => pokerRankOf(card) >= low && pokerRankOf(card) < low + 4))
      return true;
  }
  return false;
}

/**
 * Postflop strength: 3 a class above the board's own (two pair on an unpaired board or better),
 * 2 top pair, an overpair or two pair on a paired board, 1 a lower pair made with a hole card or a
 * flush or open-ended straight draw (before the river), 0 nothing more than the board.
 */
export function postflopClass(hole: readonly Card[], board: readonly Card[]): 0 | 1 | 2 | 3 {
  const made = bestPokerHand([...hole, ...board]);
  const onBoard = bestPokerHand(board);
  if (made.category > onBoard.category) {
    if (made.category >= 3 || (made.category === 2 && onBoard.category === 0)) return 3;
    if (made.category === 2) return 2; // two pair on a paired board
    const top = Math.max(...board.map(pokerRankOf));
    return (made.ranks[0] as number) >= top ? 2 : 1;
  }
  if (board.length < 5 && drawing(hole, board)) return 1;
  return 0;
}

/**
 * The house strategy (and autoplay). Preflop: raise with class 2, play class 1 while at most one
 * raise has been made, otherwise check when free and fold to a bet. After the flop: raise with
 * class 3, call with class 2, call class 1 while at most one bet has been made this round, check
 * or fold otherwise.
 */
export function texasMove(
  hole: readonly Card[],
  board: readonly Card[],
  bets: number,
  toCall: number,
): TexasMove {
  const preflop = board.length === 0 ? preflopClass(hole) : 0;
  const strength = board.length === 0 ? (preflop === 2 ? 3 : preflop) : postflopClass(hole, board);
  if (strength >= 3) return 'raise';
  if (strength === 2) return 'call';
  if (strength === 1 && bets <= 1) return 'call';
  return toCall === 0 ? 'call' : 'fold';
}
