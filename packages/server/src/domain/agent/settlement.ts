import type { ContractKind } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import { ensureSystemAccount, openWallet, postTransferIn, walletCode } from '../ledger.ts';
import { type ContractRow, tiersOf } from './contract-store.ts';
import { catchUpPeriods, closedPeriods, dividendPeriodOf, type Period, periodOf } from './periods.ts';
import {
  bandsGross,
  type Gross,
  payoutOf,
  periodGross,
  stakeBandsOfMany,
  type TeamFigures,
  teamFiguresOfMany,
} from './settlement-math.ts';

/** The system account agent payouts come from. */
export const agentFunding = 'system:agent-commission';

/** The ledger idempotency key of one contract's payout for the span starting at `periodStart`. */
export const payoutKey = (kind: ContractKind, contractId: number, periodStart: number) =>
  `agent:${kind}:${contractId}:${periodStart}`;

/** Contracts in force at the end of the period: accepted before it, not ended by then. */
const inForceSql = `accepted_at IS NOT NULL AND accepted_at < $3 AND (ended_at IS NULL OR ended_at >= $3)
  AND status IN ('active', 'terminated')`;

export interface SettlementResult {
  contracts: number;
  paid: number;
  amount: bigint;
}

const noFigures: TeamFigures = { validBet: 0n, win: 0n, activeMembers: 0 };

/** The gross share of every contract of a kind in force over the period (settlement-math: tiers, rounding). */
async function grossesOf(ctx: Context, merchant: string, kind: ContractKind, period: Period) {
  const inForce = await ctx.db.query<ContractRow>(
    `SELECT * FROM agent_contracts WHERE merchant_code = $1 AND kind = $2 AND ${inForceSql}`,
    [merchant, kind, period.end],
  );
  const tiers = new Map(inForce.map((contract) => [contract.id, tiersOf(contract)]));
  const grosses = new Map<number, Gross>();
  if (kind === 'realtime') {
    const holders = inForce.map((one) => ({
      key: one.id,
      holderId: one.member_id,
      bounds: (tiers.get(one.id) ?? []).map((tier) => BigInt(tier.minSingleBet ?? 0)),
    }));
    const bands = await stakeBandsOfMany(ctx.db, holders, period);
    for (const contract of inForce)
      grosses.set(contract.id, bandsGross(tiers.get(contract.id) ?? [], bands.get(contract.id)));
  } else {
    const holders = inForce.map((one) => ({ key: one.id, holderId: one.member_id }));
    const figures = await teamFiguresOfMany(ctx.db, holders, period);
    for (const contract of inForce)
      grosses.set(
        contract.id,
        periodGross(kind, tiers.get(contract.id) ?? [], figures.get(contract.id) ?? noFigures),
      );
  }
  return { inForce, grosses };
}

/**
 * What each contract has still to be paid for in `period`: from the end of the last payout of it
 * that overlaps the period (payouts follow each other), to the period's end. A period the contract
 * was paid for already, wholly, is absent. After the operator changes the dividend period, a
 * week inside a paid half-month is absent and a week over its end keeps only the days after it.
 */
async function unpaidSpans(
  ctx: Context,
  merchant: string,
  kind: ContractKind,
  period: Period,
  contracts: readonly ContractRow[],
): Promise<Map<number, Period>> {
  const paid = await ctx.db.query<{ contract_id: number; paid_until: bigint }>(
    `SELECT contract_id, max(period_end) AS paid_until FROM agent_payouts
     WHERE merchant_code = $1 AND kind = $2 AND period_start < $4 AND period_end > $3 GROUP BY contract_id`,
    [merchant, kind, period.start, period.end],
  );
  const paidUntil = new Map(paid.map((row) => [row.contract_id, Number(row.paid_until)]));
  const spans = new Map<number, Period>();
  for (const contract of contracts) {
    const start = Math.max(period.start, paidUntil.get(contract.id) ?? period.start);
    if (start < period.end) spans.set(contract.id, { start, end: period.end });
  }
  return spans;
}

/**
 * Pays every contract of a kind in force at the end of `period`, each for the span of it not paid
 * yet (unpaidSpans) and in its own transaction: under a lock of the contract's row, a payout whose
 * span overlaps one already paid is refused, so payouts never overlap (the same period run twice,
 * by two instances at once, or a half-month and a week inside it after the operator changed the
 * dividend period). The payout row (unique per contract and span start) and its ledger transfer
 * (idempotency key per contract and span start) commit together; a crash leaves each contract
 * either paid or not, and the next pass pays what is missing.
 */
export async function settlePeriod(
  ctx: Context,
  merchant: string,
  kind: ContractKind,
  period: Period,
): Promise<SettlementResult> {
  const candidates = await ctx.db.query<ContractRow>(
    `SELECT c.* FROM agent_contracts c WHERE merchant_code = $1 AND kind = $2 AND ${inForceSql} ORDER BY id`,
    [merchant, kind, period.end],
  );
  const spans = await unpaidSpans(ctx, merchant, kind, period, candidates);
  const contracts = candidates.filter((contract) => spans.has(contract.id));
  const result: SettlementResult = { contracts: contracts.length, paid: 0, amount: 0n };
  if (contracts.length === 0) return result;
  const currency = await ctx.db.query<{ currency: string }>(
    'SELECT currency FROM merchants WHERE code = $1',
    [merchant],
  );
  await ensureSystemAccount(ctx.db, merchant, agentFunding, currency[0]?.currency ?? 'PHP');
  // The grosses of every contract in force, over each distinct span (the differential compares a
  // contract with its downline's over the same span).
  const bySpan = new Map<number, ReturnType<typeof grossesOf>>();
  const grossesFor = (span: Period) => {
    let grosses = bySpan.get(span.start);
    if (!grosses) {
      grosses = grossesOf(ctx, merchant, kind, span);
      bySpan.set(span.start, grosses);
    }
    return grosses;
  };
  for (const contract of contracts) {
    const span = spans.get(contract.id) ?? period;
    const { inForce, grosses } = await grossesFor(span);
    const grossOfContract = (id: number): Gross => grosses.get(id) ?? { base: 0n, gross: 0n, rate: 0 };
    const own = grossOfContract(contract.id);
    const givenGross = inForce
      .filter((child) => child.upline_id === contract.member_id)
      .map((child) => grossOfContract(child.id).gross);
    const amount = payoutOf(own.gross, givenGross);
    const paid = await ctx.db.transaction(async (tx) => {
      await tx.query('SELECT id FROM agent_contracts WHERE id = $1 FOR UPDATE', [contract.id]);
      const overlapping = await tx.query(
        'SELECT 1 FROM agent_payouts WHERE contract_id = $1 AND period_start < $3 AND period_end > $2 LIMIT 1',
        [contract.id, span.start, span.end],
      );
      if (overlapping.length > 0) return false;
      const inserted = await tx.query<{ id: number }>(
        `INSERT INTO agent_payouts (merchant_code, contract_id, member_id, kind, period_start, period_end, base, rate, tier,
           amount, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING id`,
        [
          merchant,
          contract.id,
          contract.member_id,
          kind,
          span.start,
          span.end,
          own.base,
          own.rate,
          own.tier ?? null,
          amount,
          ctx.clock.now(),
        ],
      );
      const row = inserted[0];
      if (!row || amount === 0n) return false;
      await openWallet(tx, merchant, contract.member_id);
      const transfer = await postTransferIn(ctx, tx, {
        merchant,
        idempotencyKey: payoutKey(kind, contract.id, span.start),
        kind: `agent.${kind}`,
        memo: `${kind} ${new Date(span.start).toISOString()}`,
        postings: [
          { account: agentFunding, amount: -amount },
          { account: walletCode(contract.member_id), amount },
        ],
      });
      await tx.query('UPDATE agent_payouts SET transfer_id = $2 WHERE id = $1', [
        row.id,
        transfer.transferId,
      ]);
      return !transfer.replayed;
    });
    if (paid) {
      result.paid++;
      result.amount += amount;
    }
  }
  return result;
}

export const contractKindList: readonly ContractKind[] = ['realtime', 'hourly', 'daily', 'dividend'];

/** Every kind, every recently closed period, every merchant with contracts: what the clock runs. */
export async function settleDue(ctx: Context): Promise<SettlementResult> {
  const total: SettlementResult = { contracts: 0, paid: 0, amount: 0n };
  const merchants = await ctx.db.query<{ merchant_code: string }>(
    "SELECT DISTINCT merchant_code FROM agent_contracts WHERE status IN ('active', 'terminated')",
  );
  for (const { merchant_code: merchant } of merchants) {
    const dividend = await dividendPeriodOf(ctx.db, merchant);
    for (const kind of contractKindList) {
      for (const period of closedPeriods(kind, ctx.clock.now(), dividend, catchUpPeriods[kind])) {
        const one = await settlePeriod(ctx, merchant, kind, period);
        total.contracts += one.contracts;
        total.paid += one.paid;
        total.amount += one.amount;
      }
    }
  }
  return total;
}

/** The period of a kind holding `at`, for the operator's "settle this period" command. */
export async function periodAt(ctx: Context, merchant: string, kind: ContractKind, at: number) {
  return periodOf(kind, at, await dividendPeriodOf(ctx.db, merchant));
}
