import type { StakeRange } from '../../../engine/kind.ts';
import type { SlotFamily, Volatility } from '../family.ts';

export type SymbolTier = 'top' | 'high' | 'low' | 'wild' | 'scatter';

/** A symbol as the page draws it: `motif` is a Fluent Emoji Flat icon name, `name` an i18n key. */
export interface SlotSymbol {
  id: string;
  name: string;
  tier: SymbolTier;
  motif: string;
}

export type WildKind = 'plain' | 'expanding' | 'multiplier';

/**
 * The mathematics of one slot game, as the generator writes it and data/slots holds it.
 * Symbols are indexed: the paying symbols first (most valuable first), then the wild, then the
 * scatter when the game has one. Strips list symbol indices; a stop is the strip index shown on
 * the top row, row r shows strip[(stop + r) % length].
 */
export interface SlotMath {
  family: SlotFamily;
  theme: string;
  volatility: Volatility;
  reels: number;
  rows: number;
  /** 'lines': the first `lines` patterns of `paylinesFor(reels, rows)`; 'ways': rows^reels ways. */
  mode: 'lines' | 'ways';
  lines: number;
  /** The stake is `coins` coins: a line (or way) pays in coins. Lines games: coins = lines. */
  coins: number;
  symbols: SlotSymbol[];
  strips: number[][];
  /** Coins per paying symbol for runs of 3 … reels (index 0 is a run of 3). */
  pays: number[][];
  wild: {
    kind: WildKind;
    /** A line win with a wild in it is multiplied by this (1 unless kind is 'multiplier'). */
    multiplier: number;
    /** Coins of a full line of wilds (0: wilds do not pay on their own). */
    linePay: number;
  };
  scatter?: {
    /** Times the total stake for 3 … reels scatters anywhere (index 0 is 3). */
    pays: number[];
    /** Free spins awarded by 3 or more scatters, in the base game and again in free spins. */
    freeSpins: number;
    /** Every free-spin win is multiplied by this. */
    multiplier: number;
  };
  jackpot?: {
    /** Share of each paid stake that goes into the pool, in basis points (150 = 1.50 %). */
    shareBp: number;
    /** A paid spin of stake s wins the pool with chance s / odds (rng.int(odds) < s). */
    odds: number;
  };
  stakes: StakeRange;
}

/** The minimum run (and scatter count) that pays. */
export const minRun = 3;
