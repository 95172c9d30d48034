import type { Rng } from '../../../engine/rng.ts';
import { type Card, cardView, infiniteCard, rankOf } from '../common/cards.ts';
import { type BlackjackAction, type BlackjackStrategy, bestTotal } from './math.ts';

/** A blackjack card's value: ace 1 (or 11), pictures 10. */
export const cardValueOf = (card: Card) => Math.min(rankOf(card), 10);

export function totalsOf(cards: readonly Card[]) {
  const hard = cards.reduce((sum, card) => sum + cardValueOf(card), 0);
  const hasAce = cards.some((card) => cardValueOf(card) === 1);
  return { hard, hasAce, best: bestTotal(hard, hasAce) };
}

export const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && totalsOf(cards).best === 21;

export interface BlackjackHand {
  player: Card[];
  /** Up card first, then the hole card and the dealer's draws. */
  dealer: Card[];
  doubled: boolean;
}

/** Player, dealer up, player, dealer hole, from an infinite deck. */
export function dealBlackjack(rng: Rng): BlackjackHand {
  const [p1, up, p2, hole] = [infiniteCard(rng), infiniteCard(rng), infiniteCard(rng), infiniteCard(rng)];
  return { player: [p1, p2], dealer: [up, hole], doubled: false };
}

/** Whether the hand is over before the player acts: either side has blackjack (the dealer peeks). */
export const endsAtDeal = (hand: BlackjackHand) => isBlackjack(hand.player) || isBlackjack(hand.dealer);

/** The dealer draws to 17 or more (stands on soft 17), unless the player has bust. */
export function dealerPlays(hand: BlackjackHand, rng: Rng): BlackjackHand {
  const dealer = [...hand.dealer];
  if (totalsOf(hand.player).best <= 21) while (totalsOf(dealer).best < 17) dealer.push(infiniteCard(rng));
  return { ...hand, dealer };
}

export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose';

export function resultOf(hand: BlackjackHand): BlackjackResult {
  const player = isBlackjack(hand.player);
  const dealer = isBlackjack(hand.dealer);
  if (player || dealer) return player && dealer ? 'push' : player ? 'blackjack' : 'lose';
  const mine = totalsOf(hand.player).best;
  const theirs = totalsOf(hand.dealer).best;
  if (mine > 21) return 'lose';
  if (theirs > 21 || mine > theirs) return 'win';
  return mine === theirs ? 'push' : 'lose';
}

/** Gross return in hundredths of the initial bet: blackjack 3:2, a win 1:1, doubled ×2. */
export function grossHundredths(hand: BlackjackHand): number {
  const factor = hand.doubled ? 2 : 1;
  return { blackjack: 250, win: 200 * factor, push: 100 * factor, lose: 0 }[resultOf(hand)];
}

/** The strategy's action for a hand the player still plays. */
export function strategyAction(strategy: BlackjackStrategy, hand: BlackjackHand): BlackjackAction {
  const { hard, hasAce } = totalsOf(hand.player);
  const up = cardValueOf(hand.dealer[0] as Card);
  return strategy.decide(up, hard, hasAce, hand.player.length === 2 && !hand.doubled).action;
}

/** Plays a dealt hand to the end by the strategy (the live common hand). */
export function autoPlay(strategy: BlackjackStrategy, hand: BlackjackHand, rng: Rng): BlackjackHand {
  let current = hand;
  if (!endsAtDeal(current)) {
    for (;;) {
      if (totalsOf(current.player).best >= 21) break;
      const action = strategyAction(strategy, current);
      if (action === 'stand') break;
      current = { ...current, player: [...current.player, infiniteCard(rng)], doubled: action === 'double' };
      if (action === 'double') break;
    }
    current = dealerPlays(current, rng);
  }
  return current;
}

export function handView(hand: BlackjackHand, over: boolean) {
  return {
    player: hand.player.map(cardView),
    playerTotal: totalsOf(hand.player).best,
    dealer: over ? hand.dealer.map(cardView) : [cardView(hand.dealer[0] as Card)],
    ...(over ? { dealerTotal: totalsOf(hand.dealer).best, result: resultOf(hand) } : {}),
    doubled: hand.doubled,
  };
}
