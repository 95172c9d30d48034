import {
  BetRefused,
  type GameRef,
  type InstantKind,
  type PlacedBet,
  type RoundView,
  type Rtp,
  type Rules,
  type Step,
} from '../../../engine/kind.ts';
import { ratio } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';
import {
  type Classification,
  exactShare,
  handOption,
  type RoomConfig,
  rakePercent,
  roomConfigFor,
  roomStake,
  roomTiers,
  tiersTable,
} from './room.ts';
import { type Outcome, type Settlement, settle } from './settle.ts';

/** A decision at the table: `{ type: 'fold' }`, `{ type: 'play', cards: [...] }` … */
export type Action = { type: string; [key: string]: unknown };

/** The seat the member always takes; the house players sit at 1 … seats − 1. */
export const memberSeat = 0;

/** What a family's deal knows of the table. */
export interface Seating {
  seats: number;
  /** Dealer button: play starts at the seat after it. Drawn uniformly, so no seat is favoured. */
  button: number;
  /** Every seat's ante, minor units. */
  ante: number;
  /** The most a seat can lose in a points game: its ante less its share of the rake. */
  maxLoss: number;
}

/**
 * One family's rules at a table of equal seats. The state `G` is plain data (the server stores
 * it between decisions) and holds the whole deal, secrets included; `view` shows a seat only what
 * it may see. `strategy` is the house players' published strategy and reads only what `seat`
 * may see (its own cards, the table, the plays so far), never another hand or the stock.
 */
export interface TableGame<G> {
  deal(rng: Rng, seating: Seating): G;
  /** The seat to act, or −1 when the hand is over. */
  turn(game: G): number;
  /**
   * Applies `seat`'s action (mutating `game`); answers the antes it adds to the pot (a call, a
   * raise, a bought card). Throws BetRefused('rooms.refused.action') for an illegal action.
   */
  play(game: G, seat: number, action: Action): number;
  strategy(game: G, seat: number): Action;
  outcome(game: G): Outcome;
  /** The hand as `viewer` sees it (everything face up when `over`). */
  view(game: G, viewer: number, over: boolean): RoundView;
}

export interface TableHand<G> {
  tier: number;
  ante: number;
  button: number;
  /** Minor units each seat has put in the pot. */
  put: number[];
  game: G;
  settlement?: Settlement;
}

export interface TableFamily<G> {
  kind: string;
  classification: Classification;
  seats: number;
  game: TableGame<G>;
  /** The family's own rule paragraphs (the real rules and the house strategy), i18n keys. */
  paragraphs: Rules['paragraphs'];
  tables?: Rules['tables'];
}

/** The rule paragraphs every room shares: seats, antes and pot, rake, house players, RTP. */
export function roomParagraphs(config: RoomConfig): Rules['paragraphs'] {
  return [
    { key: 'rooms.rules.seats', values: { seats: config.seats } },
    { key: 'rooms.rules.pot', values: { rake: rakePercent(config.rake) } },
    { key: 'rooms.rules.house' },
    { key: 'rooms.rules.symmetric', values: { rtp: rakeRtpPercent(config) } },
  ];
}

const rakeRtpPercent = (config: RoomConfig) =>
  rakePercent(ratio(config.rake.den - config.rake.num, config.rake.den));

/**
 * RTP of a symmetric table: every seat antes alike, plays the same strategy on a uniformly
 * shuffled deck from a uniformly drawn button, so the seats' stakes and returns have the same
 * distribution; the seats together get back exactly (1 − rake) of what they put in.
 */
export function symmetricRtp(config: RoomConfig): Rtp {
  const rtp = ratio(config.rake.den - config.rake.num, config.rake.den);
  return {
    theoretical: rtp,
    method:
      `exact by symmetry: ${config.seats} seats ante alike and play one published strategy on a uniformly ` +
      `shuffled deck from a uniformly drawn button, so every seat (the member's too) has the same expected stake S ` +
      `and return R; the house keeps exactly ${config.rake.num}/${config.rake.den} of every pot and pays the rest ` +
      `out, so ${config.seats}R = (1 − ${config.rake.num}/${config.rake.den}) × ${config.seats}S and ` +
      `R/S = ${rtp.num}/${rtp.den}`,
  };
}

const maxStepsPerHand = 10_000;

/** An InstantKind from a family's table rules: the member at seat 0, house players elsewhere. */
export function tableKind<G>(family: TableFamily<G>): InstantKind<RoomConfig, TableHand<G>> {
  const { game } = family;

  /** House players act until it is the member's turn or the hand is over. */
  const advance = (hand: TableHand<G>) => {
    for (let steps = 0; steps < maxStepsPerHand; steps++) {
      const seat = game.turn(hand.game);
      if (seat < 0 || seat === memberSeat) return;
      const antes = game.play(hand.game, seat, game.strategy(hand.game, seat));
      hand.put[seat] = (hand.put[seat] ?? 0) + antes * hand.ante;
    }
    throw new Error(`${family.kind}: a hand did not end`);
  };

  const step = (config: RoomConfig, hand: TableHand<G>): Step<TableHand<G>> => {
    const over = game.turn(hand.game) < 0;
    if (over && !hand.settlement)
      hand.settlement = settle(hand.put, game.outcome(hand.game), config.rake, hand.button);
    const settlement = hand.settlement;
    return {
      state: hand,
      done: over,
      win: settlement ? (settlement.paid[memberSeat] ?? 0) : 0,
      view: {
        family: config.family,
        room: roomTiers[hand.tier]?.name,
        ante: hand.ante,
        rake: rakePercent(config.rake),
        button: hand.button,
        turn: game.turn(hand.game),
        seats: hand.put.map((put, seat) => ({
          seat,
          player: seat === memberSeat ? 'member' : 'house',
          put,
          ...(settlement ? { paid: settlement.paid[seat] } : {}),
        })),
        pot: hand.put.reduce((sum, put) => sum + put, 0),
        ...(settlement ? { winners: settlement.winners, houseRake: settlement.rake } : {}),
        ...game.view(hand.game, memberSeat, over),
      } satisfies RoundView,
    };
  };

  return {
    kind: family.kind,
    mode: 'instant',
    configFor: (ref: GameRef) => roomConfigFor(ref, family.classification, family.seats),
    betOptions: () => [handOption()],
    rules: (config) => ({
      paragraphs: [...roomParagraphs(config), ...family.paragraphs],
      tables: [tiersTable(), ...(family.tables ?? [])],
    }),
    rtp: symmetricRtp,
    start(config, bet: PlacedBet, rng) {
      const { tier, stake } = roomStake(bet);
      const button = rng.int(config.seats);
      const maxLoss = stake - exactShare(stake, config.rake);
      const hand: TableHand<G> = {
        tier,
        ante: stake,
        button,
        put: Array.from({ length: config.seats }, () => stake),
        game: game.deal(rng, { seats: config.seats, button, ante: stake, maxLoss }),
      };
      advance(hand);
      return step(config, hand);
    },
    act(config, state, action) {
      if (game.turn(state.game) !== memberSeat) throw new BetRefused('rooms.refused.turn');
      // States are plain data: a JSON copy is the cheapest deep copy.
      const hand = JSON.parse(JSON.stringify(state)) as TableHand<G>;
      const antes = game.play(hand.game, memberSeat, action);
      const extraStake = antes * hand.ante;
      hand.put[memberSeat] = (hand.put[memberSeat] ?? 0) + extraStake;
      advance(hand);
      return { ...step(config, hand), extraStake };
    },
    autoplay: (_config, state) => game.strategy(state.game, memberSeat),
  };
}

/** Refuses an illegal action. */
export function illegal(why: string): never {
  throw new BetRefused('rooms.refused.action', { why });
}
