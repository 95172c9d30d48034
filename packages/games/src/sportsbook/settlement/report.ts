import type { SportId } from '../feed/types.ts';
import type { BetRecord } from '../store/types.ts';

/** Gross gaming revenue of one sport: stakes taken less what was paid back. */
export interface GgrRow {
  /** The sport, or `mixed` for accumulators across sports. */
  sport: SportId | 'mixed';
  bets: number;
  stake: number;
  paid: number;
  /** stake − paid. */
  ggr: number;
  /** Owed back by members after corrected results (not in `paid`; GGR if collected: ggr + clawback). */
  clawback: number;
}

export interface GgrQuery {
  from?: number;
  to?: number;
  /** Real money only by default; free play is reported on its own. */
  mode?: string;
  currency?: string;
}

/** GGR per sport over the bets settled or cashed out in [from, to), in one currency. */
export function ggrBySport(bets: readonly BetRecord[], query: GgrQuery = {}): GgrRow[] {
  const rows = new Map<GgrRow['sport'], GgrRow>();
  for (const bet of bets) {
    if (bet.state !== 'settled' && bet.state !== 'cashed-out') continue;
    if ((query.mode ?? 'real') !== bet.mode) continue;
    if (query.currency && bet.currency !== query.currency) continue;
    const at =
      bet.state === 'cashed-out' ? (bet.cashout?.at ?? bet.placedAt) : (bet.settledAt ?? bet.placedAt);
    if (query.from !== undefined && at < query.from) continue;
    if (query.to !== undefined && at >= query.to) continue;
    const sports = new Set(bet.legs.map((leg) => leg.sport));
    const sport = sports.size === 1 ? ([...sports][0] as SportId) : 'mixed';
    const row = rows.get(sport) ?? { sport, bets: 0, stake: 0, paid: 0, ggr: 0, clawback: 0 };
    row.bets++;
    row.stake += bet.stake;
    row.paid += bet.paid;
    row.clawback += bet.clawback;
    row.ggr = row.stake - row.paid;
    rows.set(sport, row);
  }
  return [...rows.values()].sort((a, b) => b.stake - a.stake);
}
