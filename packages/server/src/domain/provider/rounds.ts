import type { Queryable } from '../../db/database.ts';
import type { GameIndex } from '../games/catalogue.ts';
import type { BetRecord } from '../games/wire.ts';

/* A provider's rounds as the member's bet records list them (library.ts betRecords). */

interface ProviderRoundRow {
  provider_id: string;
  round_id: string;
  mode: 'real' | 'demo';
  node_id: string;
  game_code: string;
  vassalage: string;
  game_type: string;
  stake: bigint;
  win: bigint;
  refunded: bigint;
  bets: number;
  status: 'open' | 'settled' | 'refunded';
  placed_at: bigint;
  settled_at: bigint | null;
}

/** How a bet record names a provider round: `<provider>:<round>`. */
export const providerRoundRef = (providerId: string, roundId: string) => `${providerId}:${roundId}`;

/** The provider's round id, shortened for a line of the records. */
const shortRound = (roundId: string) =>
  roundId.length <= 16 ? roundId : `${roundId.slice(0, 6)}…${roundId.slice(-6)}`;

function toRecord(row: ProviderRoundRow, games: GameIndex): BetRecord {
  const refunded = row.status === 'refunded';
  return {
    roundId: providerRoundRef(row.provider_id, row.round_id),
    nodeId: row.node_id,
    gameCode: row.game_code,
    gameName: games.byNode.get(row.node_id)?.gameName ?? row.game_code,
    vassalage: row.vassalage,
    gameType: row.game_type,
    accountType: row.mode === 'real' ? 1 : 0,
    // A refunded round shows what was staked and given back; otherwise the stakes it kept.
    stake: Number(refunded ? row.refunded : row.stake),
    win: Number(row.win),
    profit: refunded ? 0 : Number(row.win - row.stake),
    balanceBefore: null,
    balanceAfter: null,
    status: row.status,
    placedAt: Number(row.placed_at),
    settledAt: row.settled_at === null ? null : Number(row.settled_at),
    detail: `ROUND ${shortRound(row.round_id)} · ${row.bets} bet${row.bets === 1 ? '' : 's'}`,
  };
}

/** The bet records of the provider rounds named by `refs` (providerRoundRef), keyed by ref. */
export async function providerRoundRecords(
  db: Queryable,
  games: GameIndex,
  memberId: number,
  refs: string[],
): Promise<Map<string, BetRecord>> {
  if (refs.length === 0) return new Map();
  const rows = await db.query<ProviderRoundRow>(
    `SELECT * FROM provider_rounds WHERE member_id = $1 AND provider_id || ':' || round_id = ANY ($2::text[])`,
    [memberId, refs],
  );
  return new Map(rows.map((row) => [providerRoundRef(row.provider_id, row.round_id), toRecord(row, games)]));
}
