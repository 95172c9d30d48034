/** A bet slip as the page sends it. */

/** What the member accepts when the odds moved since the slip showed them. */
export type AcceptOdds = 'any' | 'higher' | 'none';

export interface SlipLeg {
  eventId: string;
  marketId: string;
  selectionId: string;
  /** Decimal odds × 100 the slip shows (195 = 1.95). */
  odds100: number;
  /** The phase the odds were quoted in: a pre-match leg is refused once the event has started. */
  phase: 'prematch' | 'live';
}

export interface Slip {
  /** Singles: one bet per leg, each `stake`. Multi: one accumulator of all legs for `stake`. System: `stake` per line. */
  kind: 'singles' | 'multi' | 'system';
  legs: SlipLeg[];
  stake: number;
  /** System bets: `trixie`, `yankee` … or `k/n` (every k-fold of the n legs: `2/3`). */
  system?: string;
  acceptOdds: AcceptOdds;
  /** The page's id for this placement: sent again on a retry, it answers the bets placed the first time. */
  requestId?: string;
}
