import { cryptoRng, type Rng, shuffle } from './rng.ts';

/**
 * Live-style baccarat: rounds on a fixed timer, dealt from an 8-deck shoe with the standard
 * third-card rules. Cards are 0..51 (rank = card % 13 + 1, ace = 1, king = 13).
 */

export interface Shoe {
  readonly cards: readonly number[];
  /** Next card to deal. */
  readonly position: number;
  /** When `position` passes it, the shoe is replaced after the current round. */
  readonly cutCard: number;
}

export const shoeDecks = 8;

export function createShoe(rng: Rng = cryptoRng, decks = shoeDecks): Shoe {
  const cards = shuffle(
    rng,
    Array.from({ length: decks * 52 }, (_, i) => i % 52),
  );
  // The cut card sits 60–90 cards from the end, so the last cards of a shoe are never dealt.
  return { cards, position: 0, cutCard: cards.length - 60 - rng.int(31) };
}

/** A shoe with a known order, for replays and tests. */
export function stackedShoe(cards: readonly number[]): Shoe {
  return { cards, position: 0, cutCard: cards.length };
}

export const needsNewShoe = (shoe: Shoe) => shoe.position >= shoe.cutCard;

export const rankOf = (card: number) => (card % 13) + 1;
/** Baccarat value: tens and faces count 0. */
export const pointOf = (card: number) => (rankOf(card) >= 10 ? 0 : rankOf(card));
export const totalOf = (cards: readonly number[]) => cards.reduce((sum, card) => sum + pointOf(card), 0) % 10;

/** Whether the banker draws, given its two-card total and the player's third card (if any). */
export function bankerDraws(bankerTotal: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  const v = pointOf(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return v !== 8;
    case 4:
      return v >= 2 && v <= 7;
    case 5:
      return v >= 4 && v <= 7;
    case 6:
      return v === 6 || v === 7;
    default:
      return false;
  }
}

export type BaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';

export interface BaccaratHand {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
}

/** Deals one round: P, B, P, B, then third cards by the tableau. Returns the hand and the advanced shoe. */
export function dealBaccarat(shoe: Shoe): { hand: BaccaratHand; shoe: Shoe } {
  let position = shoe.position;
  const draw = () => {
    const card = shoe.cards[position];
    if (card === undefined) throw new RangeError('Shoe is empty');
    position++;
    return card;
  };
  const p1 = draw();
  const b1 = draw();
  const p2 = draw();
  const b2 = draw();
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = totalOf(player) >= 8 || totalOf(banker) >= 8;
  if (!natural) {
    let playerThird: number | undefined;
    if (totalOf(player) <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(totalOf(banker), playerThird)) banker.push(draw());
  }
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  const winner: BaccaratWinner =
    playerTotal > bankerTotal ? 'PLAYER' : bankerTotal > playerTotal ? 'BANKER' : 'TIE';
  return {
    hand: {
      player,
      banker,
      playerTotal,
      bankerTotal,
      winner,
      natural,
      playerPair: rankOf(p1) === rankOf(p2),
      bankerPair: rankOf(b1) === rankOf(b2),
    },
    shoe: { ...shoe, position },
  };
}

export type BaccaratBetType = 'PLAYER' | 'BANKER' | 'TIE' | 'PLAYER_PAIR' | 'BANKER_PAIR';
export const baccaratBetTypes: readonly BaccaratBetType[] = [
  'PLAYER',
  'BANKER',
  'TIE',
  'PLAYER_PAIR',
  'BANKER_PAIR',
];

/**
 * Gross amount credited for a bet (stake included), minor units. Player 1:1, banker 1:1 less 5 %
 * commission on the winnings (floored, in the house's favour), tie 8:1, pairs 11:1; player and
 * banker bets are returned on a tie.
 */
export function settleBaccaratBet(bet: { type: BaccaratBetType; stake: bigint }, hand: BaccaratHand): bigint {
  if (bet.stake <= 0n) throw new RangeError('Stake must be positive');
  const { stake } = bet;
  switch (bet.type) {
    case 'PLAYER':
      return hand.winner === 'PLAYER' ? stake * 2n : hand.winner === 'TIE' ? stake : 0n;
    case 'BANKER':
      return hand.winner === 'BANKER' ? stake + (stake * 95n) / 100n : hand.winner === 'TIE' ? stake : 0n;
    case 'TIE':
      return hand.winner === 'TIE' ? stake * 9n : 0n;
    case 'PLAYER_PAIR':
      return hand.playerPair ? stake * 12n : 0n;
    case 'BANKER_PAIR':
      return hand.bankerPair ? stake * 12n : 0n;
  }
}

/* ---------- timer ---------- */

export const baccaratTiming = { bettingSeconds: 15, dealingSeconds: 10 } as const;
const cycleMs = (baccaratTiming.bettingSeconds + baccaratTiming.dealingSeconds) * 1000;

export interface BaccaratRound {
  /** `${tableCode}-${roundNo}`: the idempotency root of every bet on the round. */
  roundId: string;
  roundNo: number;
  phase: 'betting' | 'dealing';
  startsAt: number;
  /** Bets are refused from this moment; the cards are dealt. */
  bettingClosesAt: number;
  /** Result shown and bets settled. */
  settlesAt: number;
}

/** The round running at `now` on a table; rounds follow each other every 25 s since the epoch. */
export function baccaratRoundAt(tableCode: string, now: number): BaccaratRound {
  const roundNo = Math.floor(now / cycleMs);
  const startsAt = roundNo * cycleMs;
  const bettingClosesAt = startsAt + baccaratTiming.bettingSeconds * 1000;
  return {
    roundId: `${tableCode}-${roundNo}`,
    roundNo,
    phase: now < bettingClosesAt ? 'betting' : 'dealing',
    startsAt,
    bettingClosesAt,
    settlesAt: startsAt + cycleMs,
  };
}
