import type { Rng } from '../../../engine/rng.ts';
import { type Card, dealShoe, rankOf } from '../common/cards.ts';

/**
 * Punto banco from an 8-deck shoe shuffled afresh for every round (no state between rounds):
 * player, banker, player, banker, then the third cards by the tableau.
 */
export const baccaratDecks = 8;

/** Baccarat value of a rank: tens and pictures count 0. */
export const pointOfRank = (rank: number) => (rank >= 10 ? 0 : rank);
export const totalOf = (cards: readonly Card[]) =>
  cards.reduce((sum, card) => sum + pointOfRank(rankOf(card)), 0) % 10;

/** Whether the banker draws with its two-card total, given the player's third card's value (if any). */
export function bankerDraws(bankerTotal: number, playerThird: number | undefined): boolean {
  if (playerThird === undefined) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** The result of a hand from its totals. */
export const winnerOf = (playerTotal: number, bankerTotal: number): BaccaratWinner =>
  playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';

export interface BaccaratHand {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  /** Either side's first two cards made 8 or 9. */
  natural: boolean;
  playerPair: boolean;
  bankerPair: boolean;
}

/** Plays a hand from cards in dealing order (the next cards of a shoe). */
export function playHand(cards: readonly Card[]): BaccaratHand {
  let next = 0;
  const draw = () => {
    const card = cards[next++];
    if (card === undefined) throw new RangeError('Out of cards');
    return card;
  };
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const natural = totalOf(player) >= 8 || totalOf(banker) >= 8;
  if (!natural) {
    let third: number | undefined;
    if (totalOf(player) <= 5) {
      const card = draw();
      player.push(card);
      third = pointOfRank(rankOf(card));
    }
    if (bankerDraws(totalOf(banker), third)) banker.push(draw());
  }
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    natural,
    playerPair: rankOf(player[0] as Card) === rankOf(player[1] as Card),
    bankerPair: rankOf(banker[0] as Card) === rankOf(banker[1] as Card),
  };
}

export const dealBaccarat = (rng: Rng) => playHand(dealShoe(rng, 6, baccaratDecks));
