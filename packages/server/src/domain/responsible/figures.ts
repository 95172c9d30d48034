import type { Queryable } from '../../db/database.ts';

const hour = 3_600_000;
/** The rolling periods of money limits (RTS 12 asks for 24 hours, 7 days and a month). */
export const periodMs = { day: 24 * hour, week: 7 * 24 * hour, month: 30 * 24 * hour } as const;
export type MoneyPeriod = keyof typeof periodMs;
export const moneyPeriods = Object.keys(periodMs) as MoneyPeriod[];

/** Ledger kinds of real-money play on the member's main wallet: the platform's games and providers. */
export const playKinds = [
  'game.bet',
  'game.round',
  'game.win',
  'game.refund',
  'provider.bet',
  'provider.win',
  'provider.rollback',
];
const stakeKinds = "('game.bet', 'game.round', 'provider.bet')";
const returnKinds = "('game.refund', 'provider.rollback')";

export interface PlayFigures {
  /** Stakes less refunded stakes. */
  wagered: bigint;
  /** Stakes less everything paid back (negative: the player is ahead). */
  lost: bigint;
}

const windowColumns = (name: string, since: string) => `
  coalesce(sum(-e.amount) FILTER (WHERE e.amount < 0 AND t.kind IN ${stakeKinds} AND t.created_at >= ${since}), 0)
    - coalesce(sum(e.amount) FILTER (WHERE t.kind IN ${returnKinds} AND t.created_at >= ${since}), 0) AS ${name}_wagered,
  coalesce(sum(-e.amount) FILTER (WHERE t.created_at >= ${since}), 0) AS ${name}_lost`;

/**
 * Real-money play of a member on the main wallet since each start: one statement over the wallet's
 * entries (the caller holds the wallet row when the figures decide a bet).
 */
export async function playFigures<K extends string>(
  db: Queryable,
  memberId: number,
  starts: Readonly<Record<K, number>>,
): Promise<Record<K, PlayFigures>> {
  const names = Object.keys(starts) as K[];
  if (names.length === 0) return {} as Record<K, PlayFigures>;
  const since = Math.min(...names.map((name) => starts[name]));
  const columns = names.map((_name, index) => windowColumns(`w${index}`, `$${index + 4}`)).join(',');
  const [row] = await db.query<Record<string, bigint>>(
    `SELECT ${columns}
     FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE a.member_id = $1 AND a.account_type_id = 0 AND t.kind = ANY ($2::text[]) AND t.created_at >= $3`,
    [memberId, playKinds, since, ...names.map((name) => starts[name])],
  );
  const result = {} as Record<K, PlayFigures>;
  names.forEach((name, index) => {
    result[name] = {
      wagered: BigInt(row?.[`w${index}_wagered`] ?? 0n),
      lost: BigInt(row?.[`w${index}_lost`] ?? 0n),
    };
  });
  return result;
}

/** Gross deposits (pending and approved requests) since each start, other than the one keyed `except`. */
export async function depositFigures(
  db: Queryable,
  memberId: number,
  starts: Readonly<Record<MoneyPeriod, number>>,
  except: string,
): Promise<Record<MoneyPeriod, bigint>> {
  const [row] = await db.query<Record<string, bigint>>(
    `SELECT ${moneyPeriods.map((period, index) => `coalesce(sum(amount) FILTER (WHERE created_at >= $${index + 3}), 0) AS ${period}`).join(', ')}
     FROM deposits WHERE member_id = $1 AND status IN ('pending', 'approved') AND idempotency_key <> $2
       AND created_at >= least($3::bigint, $4::bigint, $5::bigint)`,
    [memberId, except, ...moneyPeriods.map((period) => starts[period])],
  );
  return {
    day: BigInt(row?.day ?? 0n),
    week: BigInt(row?.week ?? 0n),
    month: BigInt(row?.month ?? 0n),
  };
}

/** The start of each rolling period at `now`. */
export const periodStarts = (now: number) => ({
  day: now - periodMs.day,
  week: now - periodMs.week,
  month: now - periodMs.month,
});
