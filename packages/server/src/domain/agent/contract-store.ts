import type { ContractKind, ContractTier } from '@playsite/api/contract';
import { firstTierAbove, normaliseTier, topRate } from '@playsite/rules';
import type { Database, Queryable } from '../../db/database.ts';

export interface ContractRow {
  id: number;
  merchant_code: string;
  kind: ContractKind;
  member_id: number;
  upline_id: number | null;
  /** The top tier's rate. */
  rate: number;
  /** JSON: the tiers (ContractTier[]), lowest first. */
  tiers: string;
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

/**
 * Serialises the contract changes of one brand and kind (a transaction-level advisory lock, freed
 * at commit): an offer, an accept and the caps they set off read and write whole chains of
 * contracts, so two at once could both insert a live offer (the unique index: a 500) or lock the
 * same rows in opposite orders (a deadlock). Changes are rare and quick; reads do not wait.
 */
export async function lockContracts(tx: Queryable, merchant: string, kind: ContractKind) {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('agent-contracts:' || $1 || ':' || $2, 0))", [
    merchant,
    kind,
  ]);
}

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

/** A contract's tiers, each with its kind's fields only. */
export const tiersOf = (row: Pick<ContractRow, 'kind' | 'tiers'>): ContractTier[] =>
  (JSON.parse(row.tiers) as Partial<ContractTier>[]).map((tier) => normaliseTier(row.kind, tier));

/** Writes a contract (an offer, or an active one when `acceptedAt` is given); its id. */
export async function insertContract(
  db: Queryable,
  contract: {
    merchant: string;
    kind: ContractKind;
    memberId: number;
    uplineId: number | null;
    tiers: readonly ContractTier[];
    now: number;
    acceptedAt?: number;
  },
) {
  const tiers = contract.tiers.map((tier) => normaliseTier(contract.kind, tier));
  const rows = await db.query<{ id: number }>(
    `INSERT INTO agent_contracts (merchant_code, kind, member_id, upline_id, rate, tiers, status, created_at, accepted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      contract.merchant,
      contract.kind,
      contract.memberId,
      contract.uplineId,
      topRate(tiers),
      JSON.stringify(tiers),
      contract.acceptedAt === undefined ? 'offered' : 'active',
      contract.now,
      contract.acceptedAt ?? null,
    ],
  );
  return rows[0]?.id ?? 0;
}

/**
 * Keeps the rule "a downline's rate never exceeds its upline's" after the holder's contract
 * changed to `holderTiers` (none when it holds no contract any more): every contract it gave
 * with a tier paying more than the holder's contract at that tier's figures ends, and so on down
 * the tree.
 */
export async function capGivenContracts(
  db: Queryable,
  holderId: number,
  kind: ContractKind,
  holderTiers: readonly ContractTier[],
  now: number,
) {
  const given = await db.query<ContractRow>(
    "SELECT * FROM agent_contracts WHERE upline_id = $1 AND kind = $2 AND status IN ('offered', 'active')",
    [holderId, kind],
  );
  for (const contract of given) {
    if (!firstTierAbove(kind, tiersOf(contract), holderTiers)) continue;
    await endContract(db, contract.id, now);
    if (contract.status === 'active') {
      const next = await liveContract(db, contract.member_id, kind, 'active');
      await capGivenContracts(db, contract.member_id, kind, next ? tiersOf(next) : [], now);
    }
  }
}

/** Grants a house contract (no upline) to an agent: the operator's way in, and the demo seed's. */
export async function grantHouseContract(
  db: Database,
  merchant: string,
  memberId: number,
  kind: ContractKind,
  tiers: readonly ContractTier[],
  now: number,
) {
  return db.transaction(async (tx) => {
    await lockContracts(tx, merchant, kind);
    const current = await liveContract(tx, memberId, kind, 'active');
    if (current) await endContract(tx, current.id, now);
    const id = await insertContract(tx, {
      merchant,
      kind,
      memberId,
      uplineId: null,
      tiers,
      now,
      acceptedAt: now,
    });
    await capGivenContracts(tx, memberId, kind, tiers, now);
    return id;
  });
}
