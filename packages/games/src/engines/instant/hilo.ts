import {
  BetRefused,
  checkStake,
  type InstantKind,
  type PlacedBet,
  type Rules,
  type Step,
} from '../../engine/kind.ts';
import { type Ratio, ratio, sumRatios } from '../../engine/ratio.ts';
import type { Rng } from '../../engine/rng.ts';
import {
  type MiniConfig,
  miniConfigFor,
  miniParagraphs,
  miniRtp,
  optionOf,
  shownMultiplier,
  winAt,
} from './mini.ts';

/*
 * Hi-Lo: cards of an endless deck (each of the 52 alike, every time). On the card shown, the
 * player guesses the next one is higher, lower or of the same rank (ace low, king high), or
 * skips it. A right guess of chance p multiplies the payout by 1 / p; the edge is taken once, so
 * after right guesses of chances p1 … pn the player may cash out stake × 99 % / (p1 ⋯ pn). Every
 * way of playing returns 99 %. The round's 52 cards are drawn when it starts (so the fair RNG
 * decides them all); the last one cannot be skipped, and a right guess on it cashes out.
 */

const deckSize = 52;
const guesses = ['higher', 'lower', 'same'] as const;
type Guess = (typeof guesses)[number];
/** Right guesses the simulation makes (the likelier of higher and lower) before cashing out. */
const defaultGuesses = 3;

/** Rank of a card 0–51: 1 (ace) … 13 (king). */
export const rankOf = (card: number) => (card % 13) + 1;

/** Chance (of 13 ranks) a guess is right on a card of `rank`. */
export function guessChance(guess: Guess, rank: number): Ratio {
  const ranks = guess === 'higher' ? 13 - rank : guess === 'lower' ? rank - 1 : 1;
  return ratio(ranks, 13);
}

export interface HiloState {
  stake: number;
  /** The round's cards; `deck[position]` is the one shown, the later ones secret until played. */
  deck: number[];
  position: number;
  /** Product of 1 / chance of the right guesses so far. */
  odds: Ratio;
  right: number;
  /** Right guesses `autoplay` makes before cashing out. */
  plan: number;
  history: { card: number; action: Guess | 'skip' }[];
  over: boolean;
}

const multiplierOf = (state: HiloState): Ratio =>
  state.right === 0 ? ratio(1) : ratio(miniRtp.num * state.odds.num, miniRtp.den * state.odds.den);

function viewOf(state: HiloState, win: number) {
  const card = state.deck[state.position]!;
  const rank = rankOf(card);
  return {
    card,
    rank,
    history: state.history.map((step) => ({ ...step })),
    right: state.right,
    multiplier: shownMultiplier(multiplierOf(state)),
    /** Ranks (of 13) each guess wins on. */
    chances: { higher: 13 - rank, lower: rank - 1, same: 1 },
    cardsLeft: Math.max(0, deckSize - 1 - state.position),
    win,
  };
}

const step = (state: HiloState, win: number): Step<HiloState> => ({
  state,
  done: state.over,
  win,
  view: viewOf(state, win),
});

function planOf(bet: PlacedBet): number {
  const plan = bet.extra?.guesses ?? defaultGuesses;
  if (!Number.isInteger(plan) || (plan as number) < 1 || (plan as number) > deckSize - 1)
    throw new BetRefused('hilo.guesses.invalid', { max: deckSize - 1 });
  return plan as number;
}

/**
 * The exact return of guessing the likelier of higher and lower `count` times, then cashing out,
 * summed over every sequence of ranks (13 for each card).
 */
export function hiloRtpOf(count: number): Ratio {
  // value(n, rank): what a unit of (odds so far) is worth with n guesses left on a card of `rank`.
  const memo = new Map<string, Ratio>();
  const value = (n: number, rank: number): Ratio => {
    if (n === 0) return ratio(1);
    const key = `${n}:${rank}`;
    const known = memo.get(key);
    if (known) return known;
    const guess: Guess = 13 - rank >= rank - 1 ? 'higher' : 'lower';
    const chance = guessChance(guess, rank);
    const right = Array.from({ length: 13 }, (_, i) => i + 1).filter((next) =>
      guess === 'higher' ? next > rank : next < rank,
    );
    // Each next rank has chance 1/13; a right one multiplies the odds by 1 / chance.
    const sum = sumRatios(right.map((next) => value(n - 1, next)));
    const result = ratio(sum.num * chance.den, sum.den * 13n * chance.num);
    memo.set(key, result);
    return result;
  };
  const start = sumRatios(Array.from({ length: 13 }, (_, i) => value(count, i + 1)));
  return ratio(miniRtp.num * start.num, miniRtp.den * start.den * 13n);
}

/** The 52 cards a round may show and the one a guess on the last is against. */
const drawDeck = (rng: Rng) => Array.from({ length: deckSize + 1 }, () => rng.int(deckSize));

export const hiloKind: InstantKind<MiniConfig, HiloState> = {
  kind: 'hilo',
  mode: 'instant',
  configFor: miniConfigFor('HILO'),

  betOptions: (config) => [{ id: 'play', label: 'hilo.bet.play', stakes: config.stakes }],

  rules: (config): Rules => ({
    paragraphs: [
      { key: 'hilo.rules.cards' },
      { key: 'hilo.rules.guess' },
      { key: 'hilo.rules.pays', values: { rtp: 99 } },
      { key: 'hilo.rules.deck', values: { cards: deckSize } },
      ...miniParagraphs(config),
    ],
  }),

  rtp() {
    const rtp = hiloRtpOf(defaultGuesses);
    return {
      theoretical: rtp,
      perBet: { play: rtp },
      method: `${defaultGuesses} guesses of the likelier side then cash out, summed over the 13^${defaultGuesses + 1} rank sequences (every strategy returns the same)`,
    };
  },

  start(config, bet, rng) {
    optionOf(['play'], bet);
    checkStake(bet.stake, config.stakes);
    const state: HiloState = {
      stake: bet.stake,
      deck: drawDeck(rng),
      position: 0,
      odds: ratio(1),
      right: 0,
      plan: planOf(bet),
      history: [],
      over: false,
    };
    return step(state, 0);
  },

  act(_config, state, action) {
    if (state.over) throw new BetRefused('mini.round.over');
    const card = state.deck[state.position]!;
    const last = state.position === deckSize - 1;
    if (action.type === 'cashout') {
      if (state.right === 0) throw new BetRefused('hilo.cashout.early');
      return step({ ...state, over: true }, winAt(state.stake, multiplierOf(state)));
    }
    if (action.type === 'skip') {
      if (last) throw new BetRefused('hilo.skip.last');
      return step(
        { ...state, position: state.position + 1, history: [...state.history, { card, action: 'skip' }] },
        0,
      );
    }
    if (action.type !== 'guess') throw new BetRefused('mini.action.unknown', { type: action.type });
    const guess = action.guess as Guess;
    if (!(guesses as readonly unknown[]).includes(guess)) throw new BetRefused('hilo.guess.invalid');
    const chance = guessChance(guess, rankOf(card));
    if (chance.num === 0n) throw new BetRefused('hilo.guess.impossible');
    const next = state.deck[state.position + 1]!;
    const rank = rankOf(card);
    const isRight =
      guess === 'higher'
        ? rankOf(next) > rank
        : guess === 'lower'
          ? rankOf(next) < rank
          : rankOf(next) === rank;
    const history = [...state.history, { card, action: guess }];
    if (!isRight) return step({ ...state, position: state.position + 1, history, over: true }, 0);
    const won: HiloState = {
      ...state,
      position: state.position + 1,
      odds: ratio(state.odds.num * chance.den, state.odds.den * chance.num),
      right: state.right + 1,
      history,
      over: last,
    };
    return step(won, last ? winAt(state.stake, multiplierOf(won)) : 0);
  },

  autoplay(_config, state) {
    if (state.right >= state.plan) return { type: 'cashout' };
    const rank = rankOf(state.deck[state.position]!);
    return { type: 'guess', guess: 13 - rank >= rank - 1 ? 'higher' : 'lower' };
  },
};
