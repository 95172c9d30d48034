import type { BetRefused, PlacedBet, RoundView, Rules } from '../../../engine/kind.ts';
import type { Ratio } from '../../../engine/ratio.ts';
import type { Rng } from '../../../engine/rng.ts';

/** One bet type of a table game. */
export interface TableOption {
  id: string;
  /** i18n key of its name, with values. */
  label: string;
  labelValues?: Record<string, string | number>;
  /** Best gross return per unit (stake included): the pay shown and the base of its limits. */
  pays: Ratio;
  /** Its stakes' step when it differs from the game's (a stake that covers three units). */
  stakeStep?: number;
  /** For bets that name numbers (roulette inside bets): checks `extra`, returns a refusal. */
  checkExtra?(extra: Record<string, unknown> | undefined): BetRefused | undefined;
}

/**
 * A table game as its kinds (the live table, the RNG version) share it: the bet types, the draw,
 * the gross return of a bet against an outcome, and the exact return of every bet type.
 */
export interface TableGame<Outcome> {
  /** Kind id of the live table: "roulette". */
  kind: string;
  /** The LIVE classification it serves: "ROU". */
  classification: string;
  /** Stakes are multiples of this many minor units (100; 200 or 300 when a stake covers more units). */
  stakeStep: number;
  options: readonly TableOption[];
  /** The option whose RTP is published as the game's. */
  mainOption: string;
  draw(rng: Rng): Outcome;
  /** Gross return per unit of stake of a valid bet against the outcome. */
  payout(bet: PlacedBet, outcome: Outcome): Ratio;
  /** Exact return of each option, computed by enumeration, and how. */
  exact(): { perBet: Record<string, Ratio>; method: string };
  /** Rule paragraphs (keys with values) and tables, without the limits and RTP lines. */
  rules(): Rules;
  /** What a page draws of the outcome (cards, dice, wheel …). */
  view(outcome: Outcome): RoundView;
}

export const defaultSchedule = { roundMs: 25_000, bettingMs: 15_000 } as const;

/** Memoises a computation (exact RTP tables are computed once, on first use). */
export function lazy<T>(compute: () => T): () => T {
  let value: T | undefined;
  let done = false;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value as T;
  };
}
