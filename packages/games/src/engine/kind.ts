import { lowestRatio, type Ratio } from './ratio.ts';
import type { Rng } from './rng.ts';

/**
 * The game-kind registry's contract. A kind is one engine (slot reels, roulette, PK10 …); it
 * serves every catalogue game it recognises, each with its own configuration (a slot's reels and
 * paytable, a table's limits). Engines are pure: no I/O, no clock, no state of their own; the
 * game server passes the game, the RNG and the stored state in and posts what comes out through
 * the platform's wallet API. Money is integer minor units (a safe integer), stake included in
 * every `win` (a gross return: 0 lost, `stake` a push).
 */

/** What the catalogue says of a game: enough for a kind to recognise it and derive its math. */
export interface GameRef {
  gameCode: string;
  /** Catalogue lane: RNG, LIVE, PVP, FISH, ELOTT, LOTT, COCKFIGHT, SPORTS, ESPORTS. */
  gameType: string;
  /** Filter inside the lane: VIDEO_SLOT, BAC, PK10, TEXAS … */
  classification: string;
  vassalage: string;
  gameName: string;
}

/** Stakes a bet option takes, minor units: min ≤ stake ≤ max, stake a multiple of step. */
export interface StakeRange {
  min: number;
  max: number;
  step: number;
}

/** One thing a player can bet on (a roulette number, banker, big, a slot spin …). */
export interface BetOption {
  /** Stable id the page sends back ("banker", "straight:17", "spin"). */
  id: string;
  /** i18n key of its name in the game's strings (`bet.banker`), with values to fill in. */
  label: string;
  labelValues?: Record<string, string | number>;
  /** Gross return per unit of stake on a win, as a ratio (banker 195/100). For display. */
  pays?: Ratio;
  stakes: StakeRange;
}

/** Published rules and mathematics of one game, language-neutral (pages translate the keys). */
export interface Rules {
  /** i18n keys of the rule paragraphs, in order, with values to fill in. */
  paragraphs: { key: string; values?: Record<string, string | number> }[];
  /** Tables to show (paytable, odds): rows of cells; a cell is a number, a key or a symbol id. */
  tables?: { title: string; rows: (string | number)[][] }[];
}

/** The exact return of a game, from enumerating its outcomes. */
export interface Rtp {
  /** The game's RTP as published (the default bet, or the lowest of its options). */
  theoretical: Ratio;
  /** Per bet option where they differ (roulette straight vs red …). */
  perBet?: Record<string, Ratio>;
  /** How the figure was computed, one line ("enumerated 28,561,000 stops of 5 reels"). */
  method: string;
}

/** A round seen from the page and the history (recall): what to draw, never secrets. */
export type RoundView = Record<string, unknown>;

interface KindBase<Config> {
  /** Registry id, unique: "slot", "roulette", "pk10" … */
  kind: string;
  /** This kind's configuration for the game, or undefined when it does not serve it. */
  configFor(game: GameRef): Config | undefined;
  betOptions(config: Config): BetOption[];
  rules(config: Config): Rules;
  rtp(config: Config): Rtp;
}

/** Bet sent by a page: an option id, a stake, and kind-specific extras (picked numbers …). */
export interface PlacedBet {
  option: string;
  stake: number;
  extra?: Record<string, unknown>;
}

/** A refused bet: the i18n key of the reason (`bet.stake.range`) and values to fill in. */
export class BetRefused extends Error {
  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

/** One step of a player's own round (instant kinds). */
export interface Step<State> {
  state: State;
  /** True when the round is over and `win` is final. */
  done: boolean;
  /** Gross return so far (final when done), minor units. */
  win: number;
  view: RoundView;
}

/**
 * A player's own round: a slot spin, a dice roll, a hand of blackjack, a mines board. `start`
 * takes the stake (one bet per round; multi-step kinds may take more with `act`, reported in
 * `extraStake`), `act` answers a decision.
 */
export interface InstantKind<Config = unknown, State = unknown> extends KindBase<Config> {
  mode: 'instant';
  start(config: Config, bet: PlacedBet, rng: Rng): Step<State>;
  /** Decisions of multi-step kinds (hit, stand, cash out, pick a tile…); absent for one-shot kinds. */
  act?(
    config: Config,
    state: State,
    action: { type: string; [key: string]: unknown },
    rng: Rng,
  ): Step<State> & {
    /** More stake taken by this action (a double, a split), minor units. */
    extraStake?: number;
  };
  /** The decisions a simulation makes (the strategy `rtp` assumes), for `pnpm rtp`. */
  autoplay?(config: Config, state: State): { type: string; [key: string]: unknown };
}

/**
 * A shared round on a schedule, the same outcome for every player: a live table, an e-lottery
 * draw, a cockfight. Round n of a game opens at n × roundMs, takes bets for bettingMs, then its
 * outcome is drawn and every bet settled against it.
 */
export interface ScheduledKind<Config = unknown, Outcome = unknown> extends KindBase<Config> {
  mode: 'scheduled';
  schedule(config: Config): { roundMs: number; bettingMs: number };
  /** Checks one bet (option exists, stake in range, extras valid); throws BetRefused. */
  validateBet(config: Config, bet: PlacedBet): void;
  draw(config: Config, rng: Rng): Outcome;
  /** Gross return of one bet against the outcome, minor units (floored). */
  settle(config: Config, bet: PlacedBet, outcome: Outcome): number;
  view(config: Config, outcome: Outcome): RoundView;
}

// biome-ignore lint/suspicious/noExplicitAny: the registry holds kinds of every configuration and state
export type GameKind = InstantKind<any, any> | ScheduledKind<any, any>;

/** The RTP of a kind whose bets return differently: published as the lowest of them. */
export const lowestRtp = (perBet: Record<string, Ratio>, method: string): Rtp => ({
  theoretical: lowestRatio(Object.values(perBet)),
  perBet,
  method,
});

/** Checks a stake against a range; throws BetRefused('bet.stake.range'). */
export function checkStake(stake: number, range: StakeRange): void {
  if (!Number.isSafeInteger(stake) || stake < range.min || stake > range.max || stake % range.step !== 0) {
    throw new BetRefused('bet.stake.range', { min: range.min, max: range.max, step: range.step });
  }
}
