import { lineReturn } from '../settlement/payout.ts';
import { type BetRecord, isOpen } from '../store/types.ts';

/*
 * Liability: what the book pays on each outcome of a market from the open bets on it. A single
 * pays its potential return when its selection wins. An accumulator or system line is counted
 * at its full potential return on every selection it holds (the worst case: its other legs may
 * all win), so accumulator liability is conservative.
 */

export interface MarketLiability {
  eventId: string;
  marketId: string;
  /** Stakes of the open bets with a leg on the market. */
  stakes: number;
  /** Per selection: what the book pays if it wins, and that less the stakes (the book's loss). */
  selections: Record<string, { payout: number; net: number }>;
  /** The largest payout of any one selection. */
  worst: number;
}

export function marketLiability(
  bets: readonly BetRecord[],
  eventId: string,
  marketId: string,
): MarketLiability {
  const selections: Record<string, { payout: number; net: number }> = {};
  let stakes = 0;
  for (const bet of bets) {
    if (!isOpen(bet)) continue;
    const onMarket = bet.legs.some((leg) => leg.eventId === eventId && leg.marketId === marketId);
    if (!onMarket) continue;
    stakes += bet.stake;
    for (const line of bet.lines) {
      const leg = line.map((i) => bet.legs[i]).find((l) => l?.eventId === eventId && l.marketId === marketId);
      if (!leg) continue;
      const potential = lineReturn(
        bet.unitStake,
        line.map((i) => ({ odds100: bet.legs[i]?.odds100 ?? 100, grade: { outcome: 'win' as const } })),
      );
      const entry = selections[leg.selectionId] ?? { payout: 0, net: 0 };
      entry.payout += potential;
      selections[leg.selectionId] = entry;
    }
  }
  let worst = 0;
  for (const entry of Object.values(selections)) {
    entry.net = entry.payout - stakes;
    worst = Math.max(worst, entry.payout);
  }
  return { eventId, marketId, stakes, selections, worst };
}

/** A member's total stake on a market over their open bets. */
export function memberMarketStake(
  bets: readonly BetRecord[],
  user: string,
  eventId: string,
  marketId: string,
): number {
  return bets
    .filter((bet) => bet.user === user && isOpen(bet))
    .filter((bet) => bet.legs.some((leg) => leg.eventId === eventId && leg.marketId === marketId))
    .reduce((sum, bet) => sum + bet.stake, 0);
}
