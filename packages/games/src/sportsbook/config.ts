import type { MarketSpec } from './markets/spec.ts';

/** The book's settings: margins, limits, delays. Money in minor units of the member's currency. */
export interface BookConfig {
  /** Margin when the member's brand has none of its own: 0.06 = a 106 % book. */
  margin: number;
  brandMargins: Readonly<Record<string, number>>;
  /** The book keeps this share of a fair cash-out value. */
  cashoutMargin: number;
  /** In-play bets wait this long, then are checked again (suspension and odds). */
  liveDelayMs: number;
  minStake: number;
  /** Largest stake per bet, by market kind, pre-match and in play. */
  maxStake: Readonly<Record<MarketSpec['kind'], { prematch: number; live: number }>>;
  /** Largest total stake one member may have on one market (all their bets on it). */
  memberMarketStake: number;
  /** Largest potential return of one bet. */
  maxPayout: number;
  /** Per-member overrides (a trader's limit on a sharp account, a VIP's higher cap). */
  memberLimits: Readonly<Record<string, { maxStake?: number; maxPayout?: number }>>;
  /** Refuse a bet that would make what the book pays on one outcome of a market exceed this. */
  maxMarketLiability: number;
  maxLegs: number;
  /** Largest number of lines of a system bet. */
  maxLines: number;
}

export const defaultBookConfig: BookConfig = {
  margin: 0.06,
  brandMargins: {},
  cashoutMargin: 0.05,
  liveDelayMs: 5_000,
  minStake: 100,
  maxStake: {
    winner: { prematch: 2_000_000, live: 500_000 },
    handicap: { prematch: 2_000_000, live: 500_000 },
    total: { prematch: 2_000_000, live: 500_000 },
    btts: { prematch: 500_000, live: 200_000 },
    'correct-score': { prematch: 200_000, live: 100_000 },
    outright: { prematch: 500_000, live: 0 },
  },
  memberMarketStake: 5_000_000,
  maxPayout: 100_000_000,
  memberLimits: {},
  maxMarketLiability: 500_000_000,
  maxLegs: 12,
  maxLines: 255,
};

export const marginFor = (config: BookConfig, brand: string | undefined) =>
  (brand !== undefined ? config.brandMargins[brand] : undefined) ?? config.margin;
