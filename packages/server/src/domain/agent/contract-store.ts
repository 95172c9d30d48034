import type { ContractKind } from '@playsite/api/contract';
import type { Database, Queryable } from '../../db/database.ts';

export interface ContractRow {
  id: number;
  merchant_code: string;
  kind: ContractKind;
  member_id: number;
  upline_id: number | null;
  rate: number;
  min_valid_bet: bigint;
  min_active: number;
  min_single_bet: bigint;
  status: 'offered' | 'active' | 'rejected' | 'terminated';
  created_at: bigint;
  accepted_at: bigint | null;
  ended_at: bigint | null;
}

/** The feature flag that switches each kind on for a brand. */
export const kindFlags: Record<ContractKind, string> = {
  dividend: 'AGENTPOLICY3',
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
};

export async function liveContract(
  db: Queryable,
  memberId: number,
  kind: ContractKind,
  status: 'offered' | 'active',
): Promise<ContractRow | undefined> {
  const rows = await db.query<ContractRow>(
    'SELECT * FROM agent_contracts WHERE member_id = $1 AND kind = $2 AND status = $3',
    [memberId, kind, status],
  );
  return rows[0];
}

export async function contractById(db: Queryable, id: number): Promise<ContractRow | undefined> {
  return (await db.query<ContractRow>('SELECT * FROM agent_contracts WHERE id = $1', [id]))[0];
}

export async function endContract(db: Queryable, id: number, now: number) {
  await db.query(
    "UPDATE agent_contracts SET status = 'terminated', ended_at = $2 WHERE id = $1 AND status IN ('offered', 'active')",
    [id, now],
  );
}

/**
 * Keeps the rule "a downline's rate never exceeds its upline's" after the holder's rate fell to
 * `rate` (0 when it holds none any more): every contract it gave above that rate ends, and so on
 * down the tree.
 */
export async function capGivenContracts(
  db: Queryable,
  holderId: number,
  kind: ContractKind,
  rate: number,
  now: number,
) {
  const over = await db.query<{ id: number; member_id: number; status: string }>(
    "SELECT id, member_id, status FROM agent_contracts WHERE upline_id = $1 AND kind = $2 AND status IN ('offered', 'active') AND rate > $3",
    [holderId, kind, rate],
  );
  for (const contract of over) {
    await endContract(db, contract.id, now);
    if (contract.status === 'active') {
      const next = await liveContract(db, contract.member_id, kind, 'active');
      await capGivenContracts(db, contract.member_id, kind, next?.rate ?? 0, now);
    }
  }
}

/** Grants a house contract (no upline) to an agent: the operator's way in, and the demo seed's. */
export async function grantHouseContract(
  db: Database,
  merchant: string,
  memberId: number,
  kind: ContractKind,
  terms: { rate: number; minValidBet?: bigint; minActive?: number; minSingleBet?: bigint },
  now: number,
) {
  return db.transaction(async (tx) => {
    const current = await liveContract(tx, memberId, kind, 'active');
    if (current) await endContract(tx, current.id, now);
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO agent_contracts (merchant_code, kind, member_id, upline_id, rate, min_valid_bet, min_active,
         min_single_bet, status, created_at, accepted_at)
       VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, 'active', $8, $8) RETURNING id`,
      [
        merchant,
        kind,
        memberId,
        terms.rate,
        terms.minValidBet ?? 0n,
        terms.minActive ?? 0,
        terms.minSingleBet ?? 0n,
        now,
      ],
    );
    await capGivenContracts(tx, memberId, kind, terms.rate, now);
    return rows[0]?.id ?? 0;
  });
}
