import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { requireUnlocked } from '../engagement/bonuses.ts';
import { openWallet, postTransferIn, systemAccounts, walletCode } from '../ledger.ts';
import { memberById } from '../members.ts';
import { featureEnabled } from '../settings.ts';
import { betKinds, ensureMoneyAccounts, memberKey, realWalletSql } from './accounts.ts';
import { verifyPaymentPassword } from './payment-password.ts';
import { moneySettings } from './settings.ts';
import { walletSummary } from './wallets.ts';

export async function uplineInfo(ctx: Context, memberId: number) {
  const member = (await memberById(ctx.db, memberId)) ?? fail('tokenInvalid');
  const upline = member.upline_id === null ? undefined : await memberById(ctx.db, member.upline_id);
  const summary = await walletSummary(ctx, memberId);
  const main = summary.balance.find((wallet) => wallet.accountTypeId === 0);
  return {
    hasUpline: upline !== undefined,
    uplineName: upline?.username ?? null,
    availBalance: main?.availBalance ?? 0,
  };
}

/** Main wallet to the upline's main wallet, behind the payment password. */
export async function transferToUpline(
  ctx: Context,
  merchant: string,
  memberId: number,
  input: { amount: bigint; paymentPassword: string; idempotencyKey: string },
) {
  const member = (await memberById(ctx.db, memberId)) ?? fail('tokenInvalid');
  if (member.upline_id === null) return fail('uplineMissing');
  return transferToMember(
    ctx,
    merchant,
    { from: memberId, to: member.upline_id, direction: 'upline' },
    input,
  );
}

/**
 * One member's main wallet to another's (its upline or a direct downline), behind the payer's
 * payment password: one ledger transfer in one transaction, no negative balance, bonus money under
 * its turnover stays. A repeated key answers the first transfer; the same key with another member
 * or amount is refused.
 */
export async function transferToMember(
  ctx: Context,
  merchant: string,
  route: { from: number; to: number; direction: 'upline' | 'downline' },
  input: { amount: bigint; paymentPassword: string; idempotencyKey: string },
) {
  const { from, to, direction } = route;
  await verifyPaymentPassword(ctx, from, input.paymentPassword);
  const result = await ctx.db.transaction(async (tx) => {
    await openWallet(tx, merchant, from);
    await openWallet(tx, merchant, to);
    await requireUnlocked(tx, merchant, from, input.amount);
    return postTransferIn(ctx, tx, {
      merchant,
      idempotencyKey: memberKey(from, direction, input.idempotencyKey),
      kind: `transfer.${direction}`,
      memo: `to ${direction} #${to}`,
      postings: [
        { account: walletCode(from), amount: -input.amount },
        { account: walletCode(to), amount: input.amount },
      ],
    });
  });
  const { sumBalance } = await walletSummary(ctx, from);
  return { transferId: result.transferId, amount: Number(input.amount), sumBalance };
}

export { betKinds };

async function unpaidBets(ctx: Context, memberId: number, db: Queryable = ctx.db) {
  const last = await db.query<{ upto: number | null; at: bigint | null }>(
    'SELECT max(upto_entry_id) AS upto, max(created_at) AS at FROM rebate_claims WHERE member_id = $1',
    [memberId],
  );
  const after = last[0]?.upto ?? 0;
  const rows = await db.query<{ valid_bet: bigint | null; upto: number | null }>(
    `SELECT sum(-e.amount)::bigint AS valid_bet, max(e.id) AS upto FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE a.member_id = $1 AND ${realWalletSql} AND e.amount < 0 AND t.kind = ANY($2) AND e.id > $3`,
    [memberId, betKinds, after],
  );
  return {
    validBet: rows[0]?.valid_bet ?? 0n,
    upto: rows[0]?.upto ?? after,
    lastClaimTime: last[0]?.at === null || last[0]?.at === undefined ? null : Number(last[0].at),
  };
}

export async function manualRebate(ctx: Context, merchant: string, memberId: number) {
  const [enabled, settings, unpaid] = await Promise.all([
    featureEnabled(ctx.db, merchant, 'MANPLAYREB3'),
    moneySettings(ctx.db, merchant),
    unpaidBets(ctx, memberId),
  ]);
  const records = await ctx.db.query<{ id: number; valid_bet: bigint; amount: bigint; created_at: bigint }>(
    'SELECT id, valid_bet, amount, created_at FROM rebate_claims WHERE member_id = $1 ORDER BY id DESC LIMIT 20',
    [memberId],
  );
  return {
    enabled,
    rate: settings.rebateRate,
    validBet: Number(unpaid.validBet),
    amount: Number((unpaid.validBet * BigInt(settings.rebateRate)) / 10_000n),
    lastClaimTime: unpaid.lastClaimTime,
    records: records.map((row) => ({
      id: row.id,
      validBet: Number(row.valid_bet),
      amount: Number(row.amount),
      createTime: Number(row.created_at),
    })),
  };
}

/** Pays the rebate on valid bets since the last claim; a repeated key answers the first claim. */
export async function claimRebate(ctx: Context, merchant: string, memberId: number, idempotencyKey: string) {
  if (!(await featureEnabled(ctx.db, merchant, 'MANPLAYREB3'))) return fail('rebateDisabled');
  await ensureMoneyAccounts(ctx.db, merchant);
  const { rebateRate } = await moneySettings(ctx.db, merchant);
  const claim = await ctx.db.transaction(async (tx) => {
    // One claim at a time per member: the main wallet row is the member's lock.
    await tx.query('SELECT id FROM ledger_accounts WHERE code = $1 AND merchant_code = $2 FOR UPDATE', [
      walletCode(memberId),
      merchant,
    ]);
    const first = await tx.query<{ transfer_id: number; amount: bigint }>(
      'SELECT transfer_id, amount FROM rebate_claims WHERE member_id = $1 AND idempotency_key = $2',
      [memberId, idempotencyKey],
    );
    if (first[0]) return { transferId: first[0].transfer_id, amount: first[0].amount };
    const unpaid = await unpaidBets(ctx, memberId, tx);
    const amount = (unpaid.validBet * BigInt(rebateRate)) / 10_000n;
    if (amount <= 0n) return fail('rebateNothing');
    const transfer = await postTransferIn(ctx, tx, {
      merchant,
      idempotencyKey: memberKey(memberId, 'rebate', idempotencyKey),
      kind: 'rebate',
      memo: 'manual rebate',
      postings: [
        { account: systemAccounts.promotions, amount: -amount },
        { account: walletCode(memberId), amount },
      ],
    });
    await tx.query(
      `INSERT INTO rebate_claims (member_id, idempotency_key, upto_entry_id, valid_bet, amount, transfer_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [memberId, idempotencyKey, unpaid.upto, unpaid.validBet, amount, transfer.transferId, ctx.clock.now()],
    );
    return { transferId: transfer.transferId, amount };
  });
  const { sumBalance } = await walletSummary(ctx, memberId);
  return { transferId: claim.transferId, amount: Number(claim.amount), sumBalance };
}
