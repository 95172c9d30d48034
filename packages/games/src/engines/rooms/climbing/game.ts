import { type Card, handView, playsView, shuffledDeck } from '../common/cards.ts';
import { type Action, illegal, type TableGame } from '../common/table.ts';
import { beats, type ClimbingRules, type Combo, comboOf } from './combos.ts';
import { followingPlay, leadingPlay } from './moves.ts';

export interface ClimbingOptions extends ClimbingRules {
  handSize: number;
  /** A card the first play must hold (3♠ in tiến lên), whose holder leads; else the seat after the button leads. */
  opening?: Card;
  /** Hands that win at once when dealt (tới trắng). */
  instant(hand: readonly Card[]): string | undefined;
}

export interface ClimbingGame {
  hands: Card[][];
  instants: (string | null)[];
  toAct: number;
  /** The combination to beat and who played it; null when a round opens. */
  current: Combo | null;
  currentSeat: number;
  /** Seats that passed this round (they sit out until it ends). */
  passed: boolean[];
  /** The card the first play must hold, until it is played. */
  opening: Card | null;
  winners: number[];
  log: { seat: number; cards: Card[] | null }[];
}

export function climbingGame(options: ClimbingOptions): TableGame<ClimbingGame> {
  const nextSeat = (game: ClimbingGame, from: number) => {
    const seats = game.hands.length;
    for (let i = 1; i < seats; i++) {
      const seat = (from + i) % seats;
      if (!game.passed[seat]) return seat;
    }
    return from;
  };
  const advance = (game: ClimbingGame, from: number) => {
    const seat = nextSeat(game, from);
    if (seat === game.currentSeat) {
      // Everyone else passed: the last player opens a new round.
      game.current = null;
      game.passed = game.passed.map(() => false);
    }
    game.toAct = seat;
  };

  return {
    deal(rng, { seats, button }) {
      const deck = shuffledDeck(rng);
      const hands = Array.from({ length: seats }, (_, s) =>
        deck.slice(s * options.handSize, (s + 1) * options.handSize),
      );
      const instants = hands.map((hand) => options.instant(hand) ?? null);
      const opener =
        options.opening !== undefined
          ? hands.findIndex((hand) => hand.includes(options.opening as Card))
          : -1;
      const first = opener >= 0 ? opener : (button + 1) % seats;
      const winners = instants.flatMap((instant, seat) => (instant ? [seat] : []));
      return {
        hands,
        instants,
        toAct: winners.length > 0 ? -1 : first,
        current: null,
        currentSeat: first,
        passed: hands.map(() => false),
        opening: opener >= 0 ? (options.opening as Card) : null,
        winners,
        log: [],
      };
    },
    turn: (game) => game.toAct,
    play(game, seat, action: Action) {
      if (seat !== game.toAct) illegal('turn');
      if (action.type === 'pass') {
        if (!game.current) illegal('lead');
        game.passed[seat] = true;
        game.log.push({ seat, cards: null });
        advance(game, seat);
        return 0;
      }
      if (action.type !== 'play' || !Array.isArray(action.cards)) illegal(action.type);
      const hand = game.hands[seat] as Card[];
      const cards = action.cards as Card[];
      if (!cards.every((card) => hand.includes(card))) illegal('cards');
      const combo = comboOf(options, cards);
      if (!combo) illegal('combination');
      if (game.current && !beats(options, combo, game.current)) illegal('low');
      if (game.opening !== null && !cards.includes(game.opening)) illegal('opening');
      game.opening = null;
      game.hands[seat] = hand.filter((card) => !cards.includes(card));
      game.current = combo;
      game.currentSeat = seat;
      game.log.push({ seat, cards: combo.cards });
      if (game.hands[seat]?.length === 0) {
        game.winners = [seat];
        game.toAct = -1;
        return 0;
      }
      advance(game, seat);
      return 0;
    },
    strategy(game, seat) {
      const hand = game.hands[seat] as Card[];
      if (!game.current)
        return { type: 'play', cards: leadingPlay(options, hand, game.opening ?? undefined).cards };
      const play = followingPlay(options, hand, game.current, game.hands[game.currentSeat]?.length ?? 0);
      return play ? { type: 'play', cards: play.cards } : { type: 'pass' };
    },
    outcome: (game) => ({ winners: game.winners }),
    view(game, viewer, over) {
      return {
        hands: game.hands.map((hand, seat) => ({
          ...handView(hand, seat, viewer, over),
          instant: game.instants[seat],
          passed: game.passed[seat],
        })),
        ...playsView(game),
        ...(game.toAct === viewer
          ? {
              actions: game.current ? ['play', 'pass'] : ['play'],
              ...(game.opening !== null ? { mustPlay: game.opening } : {}),
            }
          : {}),
      };
    },
  };
}
