import type { Context } from '../../context.ts';

/**
 * Gross gaming revenue by UTC day and game class, from the ledger alone: what players' real-money
 * main wallets (member:<id>:0) lost to game transfers, stakes out less wins and refunds back in.
 * The game class is the round's game_type (RNG, LIVE, PVP, LOTT…), found through the transfer's
 * idempotency key: the platform's own games key their transfers by round id (`<round>`,
 * `<round>:bet|win|refund`), provider games by `provider:<provider>:<transaction uuid>`. Transfers
 * with no round (seeded history) count as OTHER. This one query is the figure: docs/adr/0008.
 */
export const ggrQuery = `
SELECT to_char(to_timestamp(t.created_at / 1000.0) AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
       coalesce(gr.game_type, pr.game_type, 'OTHER') AS game_class,
       sum(CASE WHEN e.amount < 0 THEN -e.amount ELSE 0 END)::bigint AS stakes,
       sum(CASE WHEN e.amount > 0 THEN e.amount ELSE 0 END)::bigint AS payouts,
       (-sum(e.amount))::bigint AS ggr
FROM ledger_transfers t
JOIN ledger_entries e ON e.transfer_id = t.id
JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL AND a.account_type_id = 0
LEFT JOIN game_rounds gr ON t.kind LIKE 'game.%'
  AND gr.round_id = regexp_replace(t.idempotency_key, ':(bet|win|refund)$', '')
LEFT JOIN provider_transactions pt ON t.kind LIKE 'provider.%'
  AND t.idempotency_key = 'provider:' || pt.provider_id || ':' || pt.transaction_uuid
LEFT JOIN provider_rounds pr ON pr.provider_id = pt.provider_id AND pr.member_id = pt.member_id
  AND pr.round_id = pt.round_id
WHERE t.merchant_code = $1 AND (t.kind LIKE 'game.%' OR t.kind LIKE 'provider.%')
  AND t.created_at >= $2 AND t.created_at < $3
GROUP BY 1, 2
ORDER BY 1, 2`;

export interface GgrRow {
  day: string;
  gameClass: string;
  stakes: string;
  payouts: string;
  ggr: string;
}

export async function ggrByDay(ctx: Context, merchant: string, from: number, to: number): Promise<GgrRow[]> {
  const rows = await ctx.db.query<{
    day: string;
    game_class: string;
    stakes: bigint;
    payouts: bigint;
    ggr: bigint;
  }>(ggrQuery, [merchant, from, to]);
  return rows.map((row) => ({
    day: row.day,
    gameClass: row.game_class,
    stakes: String(row.stakes),
    payouts: String(row.payouts),
    ggr: String(row.ggr),
  }));
}

/** One CSV cell, quoted where needed; a leading formula sign is defused. */
export const csvCell = (value: string) => {
  // A leading = + - @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function ggrCsv(rows: GgrRow[]): string {
  const lines = [['day', 'game_class', 'stakes_minor', 'payouts_minor', 'ggr_minor']];
  for (const row of rows) lines.push([row.day, row.gameClass, row.stakes, row.payouts, row.ggr]);
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
