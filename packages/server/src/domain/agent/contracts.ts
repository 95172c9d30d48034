import {
  type ContractKind,
  type ContractProcessRequest,
  type ContractTier,
  contractTier,
} from '@playsite/api/contract';
import {
  firstTierAbove,
  MAX_TIERS,
  normaliseTier,
  tierAt,
  tierMessages,
  tierProblems,
} from '@playsite/rules';
import { array, is } from 'superstruct';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { memberByUsername } from '../members.ts';
import { featureEnabled } from '../settings.ts';
import {
  type ContractRow,
  capGivenContracts,
  contractById,
  endContract,
  insertContract,
  kindFlags,
  liveContract,
  lockContracts,
  tiersOf,
} from './contract-store.ts';
import { dividendPeriodOf, periodName, periodOf } from './periods.ts';
import { teamFigures, tierPoint } from './settlement-math.ts';
import { isAgentType } from './team-sql.ts';

const rowToWire = (
  row: ContractRow & { holder?: string; giver?: string | null },
  role: 'own' | 'offer' | 'given',
) => {
  const tiers = tiersOf(row);
  const first = tiers[0];
  return {
    contractId: row.id,
    status: row.status,
    rate: row.rate,
    role,
    kind: row.kind,
    downline: row.holder ?? '',
    upline: row.giver ?? null,
    tiers,
    // The older one-tier shape: the first tier's conditions.
    minValidBet: first?.minValidBet ?? 0,
    minActive: first?.minActive ?? 0,
    minSingleBet: first?.minSingleBet ?? 0,
    createTime: Number(row.created_at),
  };
};

const named = `SELECT c.*, h.username AS holder, g.username AS giver FROM agent_contracts c
  JOIN members h ON h.id = c.member_id LEFT JOIN members g ON g.id = c.upline_id`;

/** The agent's own contract (with its team's figures this period), offers to it, and contracts it gave. */
async function readContracts(ctx: Context, merchant: string, agentId: number, kind: ContractKind) {
  type Named = ContractRow & { holder: string; giver: string | null };
  const [own, offers, given, dividend] = await Promise.all([
    ctx.db.query<Named>(`${named} WHERE c.member_id = $1 AND c.kind = $2 AND c.status = 'active'`, [
      agentId,
      kind,
    ]),
    ctx.db.query<Named>(`${named} WHERE c.member_id = $1 AND c.kind = $2 AND c.status = 'offered'`, [
      agentId,
      kind,
    ]),
    ctx.db.query<Named>(
      `${named} WHERE c.upline_id = $1 AND c.kind = $2 AND c.status IN ('offered', 'active') ORDER BY c.id DESC`,
      [agentId, kind],
    ),
    dividendPeriodOf(ctx.db, merchant),
  ]);
  const contracts = [];
  const mine = own[0];
  if (mine) {
    const period = periodOf(kind, ctx.clock.now(), dividend);
    const tiers = tiersOf(mine);
    // The real-time salary counts bets from its first tier's single stake up (each finds its tier).
    const least = kind === 'realtime' ? BigInt(tiers[0]?.minSingleBet ?? 0) : 0n;
    const figures = await teamFigures(ctx.db, agentId, period, least);
    const reached = kind === 'realtime' ? undefined : tierAt(kind, tiers, tierPoint(figures));
    contracts.push({
      ...rowToWire(mine, 'own'),
      validBet: Number(figures.validBet),
      profitLoss: Number(figures.win - figures.validBet),
      activeMembers: figures.activeMembers,
      ...(reached ? { tierReached: reached.index } : {}),
    });
  }
  contracts.push(
    ...offers.map((row) => rowToWire(row, 'offer')),
    ...given.map((row) => rowToWire(row, 'given')),
  );
  return {
    contracts,
    ...(mine ? { maxRate: mine.rate, maxTiers: tiersOf(mine) } : {}),
    period: periodName(kind, dividend),
  };
}

const contractIdOf = (text: string | undefined) => (text && /^\d{1,9}$/.test(text) ? Number(text) : 0);

/** The offer's tiers: the `tiers` JSON, or the one tier of the older rate and min* fields. */
function offeredTiers(kind: ContractKind, input: ContractProcessRequest): ContractTier[] {
  if (input.tiers === undefined) {
    const rate = input.rate ?? fail('paramInvalid', 'rate required');
    return [
      normaliseTier(kind, {
        rate,
        profitRate: rate,
        minValidBet: input.minValidBet ?? 0,
        minActive: input.minActive ?? 0,
        minSingleBet: input.minSingleBet ?? 0,
      }),
    ];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.tiers);
  } catch {
    return fail('paramInvalid', 'tiers');
  }
  if (!is(parsed, array(contractTier)) || parsed.length > MAX_TIERS) return fail('paramInvalid', 'tiers');
  return parsed.map((tier) => normaliseTier(kind, tier));
}

/**
 * Offers a contract to a direct downline agent. Its tiers follow the tier rules, and none may pay
 * more than the agent's own contract at that tier's figures (@playsite/rules tierProblems).
 */
async function offer(
  ctx: Context,
  tx: Queryable,
  merchant: string,
  agentId: number,
  kind: ContractKind,
  input: ContractProcessRequest,
) {
  const downline = input.downline ? await memberByUsername(tx, merchant, input.downline) : undefined;
  if (!downline || downline.upline_id !== agentId || !isAgentType(downline.customer_type))
    return fail('agentDownlineUnknown');
  const tiers = offeredTiers(kind, input);
  const own = await liveContract(tx, agentId, kind, 'active');
  if (!own) return fail('agentNoContract');
  const problem = tierProblems(kind, tiers, tiersOf(own))[0];
  if (problem) {
    // The tier (0-based) and field at fault, and the forms message (key and values) that says why.
    const value = {
      tier: problem.tier,
      field: problem.field,
      key: problem.error.key,
      values: problem.error.values,
    };
    if (problem.error.key === tierMessages.aboveUpline)
      fail('agentRateTooHigh', undefined, { ...value, maxRate: own.rate });
    fail('agentTiersInvalid', undefined, value);
  }
  const now = ctx.clock.now();
  const current = await liveContract(tx, downline.id, kind, 'active');
  // Lower: the current contract pays more than the offer at some figures.
  if (current && firstTierAbove(kind, tiersOf(current), tiers)) {
    if (!input.confirm)
      fail('agentLowerRateConfirm', undefined, { currentRate: current.rate, currentTiers: tiersOf(current) });
    await endContract(tx, current.id, now);
    await capGivenContracts(tx, downline.id, kind, tiers, now);
  }
  const waiting = await liveContract(tx, downline.id, kind, 'offered');
  if (waiting) await endContract(tx, waiting.id, now);
  await insertContract(tx, { merchant, kind, memberId: downline.id, uplineId: agentId, tiers, now });
}

/** Accepts an offer made to the agent: it becomes the agent's contract, replacing the one before. */
async function accept(ctx: Context, tx: Queryable, agentId: number, contract: ContractRow) {
  if (contract.member_id !== agentId) fail('agentContractUnknown');
  if (contract.status !== 'offered') fail('agentContractState');
  const tiers = tiersOf(contract);
  // The giver's own contract may have changed since the offer.
  if (contract.upline_id !== null) {
    const giver = await liveContract(tx, contract.upline_id, contract.kind, 'active');
    const above = firstTierAbove(contract.kind, tiers, giver ? tiersOf(giver) : []);
    if (!giver || above)
      fail('agentRateTooHigh', undefined, { maxRate: giver?.rate ?? 0, tier: above?.index ?? 0 });
  }
  const now = ctx.clock.now();
  const current = await liveContract(tx, agentId, contract.kind, 'active');
  if (current) await endContract(tx, current.id, now);
  await tx.query("UPDATE agent_contracts SET status = 'active', accepted_at = $2 WHERE id = $1", [
    contract.id,
    now,
  ]);
  await capGivenContracts(tx, agentId, contract.kind, tiers, now);
}

/**
 * The four contract process calls (dividend, daily, hourly, real-time salary): without an action
 * they read; create offers to a direct downline, accept and reject answer an offer to the agent,
 * terminate ends a contract the agent gave. Every change runs in one transaction, one at a time
 * per brand and kind (lockContracts), so concurrent changes get business answers, never a 5xx.
 */
export async function processContract(
  ctx: Context,
  merchant: string,
  agentId: number,
  kind: ContractKind,
  input: ContractProcessRequest,
) {
  if (!(await featureEnabled(ctx.db, merchant, kindFlags[kind]))) fail('agentContractDisabled');
  if (input.action) {
    await ctx.db.transaction(async (tx) => {
      await lockContracts(tx, merchant, kind);
      if (input.action === 'create') return offer(ctx, tx, merchant, agentId, kind, input);
      const contract = await contractById(tx, contractIdOf(input.contractId));
      if (!contract || contract.kind !== kind || contract.merchant_code !== merchant)
        return fail('agentContractUnknown');
      if (input.action === 'accept') return accept(ctx, tx, agentId, contract);
      if (input.action === 'reject') {
        if (contract.member_id !== agentId) fail('agentContractUnknown');
        if (contract.status !== 'offered') fail('agentContractState');
        await tx.query("UPDATE agent_contracts SET status = 'rejected', ended_at = $2 WHERE id = $1", [
          contract.id,
          ctx.clock.now(),
        ]);
        return;
      }
      if (contract.upline_id !== agentId) fail('agentContractUnknown');
      if (contract.status !== 'offered' && contract.status !== 'active') fail('agentContractState');
      await endContract(tx, contract.id, ctx.clock.now());
      if (contract.status === 'active')
        await capGivenContracts(tx, contract.member_id, kind, [], ctx.clock.now());
    });
  }
  return readContracts(ctx, merchant, agentId, kind);
}

/** Per kind: 0 no contract, 1 an offer waits, 2 active; and which kinds the brand has on. */
export async function consolidated(ctx: Context, merchant: string, agentId: number) {
  const rows = await ctx.db.query<{ kind: ContractKind; status: string }>(
    "SELECT kind, status FROM agent_contracts WHERE member_id = $1 AND status IN ('offered', 'active')",
    [agentId],
  );
  const state = (kind: ContractKind) =>
    rows.some((row) => row.kind === kind && row.status === 'active')
      ? 2
      : rows.some((row) => row.kind === kind)
        ? 1
        : 0;
  const on = (kind: ContractKind) => featureEnabled(ctx.db, merchant, kindFlags[kind]);
  return {
    divtypereq: state('dividend'),
    dailysalreqtype: state('daily'),
    contracthoursalreq: state('hourly'),
    realtimesalreqtype: state('realtime'),
    enableCt: await on('dividend'),
    salary: await on('daily'),
    hourSalary: await on('hourly'),
    agentRealtimeSalary: await on('realtime'),
  };
}
