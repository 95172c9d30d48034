import type { FeedMarket, Suspension } from '../feed/types.ts';
import type { MarketSpec } from '../markets/spec.ts';
import { type Odds100, offeredOdds100 } from './margin.ts';

/** A market as the book offers it: fair prices turned into odds under the brand's margin. */
export interface OfferedMarket {
  id: string;
  spec: MarketSpec;
  inPlay: boolean;
  /** Why it takes no bets now (a dangerous moment …), with until when. */
  suspended?: Suspension;
  selections: OfferedSelection[];
}

export interface OfferedSelection {
  id: string;
  /** Fair probability (cash-out and risk read it; the page does not need it). */
  probability: number;
  /** Decimal odds × 100; absent when the selection is not offered (too likely, or impossible). */
  odds100?: Odds100;
}

/** A market is offered when at least two of its selections have odds. */
export function offerMarket(
  market: FeedMarket,
  margin: number,
  suspension?: Suspension,
): OfferedMarket | undefined {
  const selections = market.selections.map((s): OfferedSelection => {
    const odds100 = offeredOdds100(s.probability, margin);
    return odds100 === undefined ? { id: s.id, probability: s.probability } : { ...s, odds100 };
  });
  if (selections.filter((s) => s.odds100 !== undefined).length < 2) return undefined;
  const offered: OfferedMarket = { id: market.id, spec: market.spec, inPlay: market.inPlay, selections };
  if (suspension) offered.suspended = suspension;
  return offered;
}
