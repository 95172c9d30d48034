import { proofMaxBytes } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { requireUnlocked } from '../engagement/bonuses.ts';
import { mainWallet, memberBalances, postTransferIn, systemAccounts, walletCode } from '../ledger.ts';
import { ensureMoneyAccounts } from './accounts.ts';
import { sendMemberMessage } from './messages.ts';
import { paymentPasswordIsSet, verifyPaymentPassword } from './payment-password.ts';
import { maskNumber, payoutAccountOf } from './payout-accounts.ts';
import { insertOnce, pageOf, paging, requestHash } from './requests.ts';
import { moneySettings } from './settings.ts';

type ConfirmStatus =
  | 'none'
  | 'awaiting'
  | 'received'
  | 'partial'
  | 'notReceived'
  | 'autoReceived'
  | 'refunded'
  | 'closed';

interface WithdrawalRow {
  id: number;
  merchant_code: string;
  member_id: number;
  amount: bigint;
  status: 'pending' | 'rejected' | 'paid';
  confirm_status: ConfirmStatus;
  received_amount: bigint | null;
  confirm_deadline: bigint | null;
  proof_id: number | null;
  remark: string | null;
  created_at: bigint;
  decided_at: bigint | null;
  provider_name: string;
  account_number: string;
}

const withdrawalSelect = `SELECT w.*, a.provider_name, a.account_number FROM withdrawals w
  JOIN payout_accounts a ON a.id = w.payout_account_id`;

/** An awaiting confirmation past its deadline counts as received even before the recovery pass stores it. */
function withdrawalWire(row: WithdrawalRow, now: number) {
  const overdue =
    row.confirm_status === 'awaiting' && row.confirm_deadline !== null && Number(row.confirm_deadline) <= now;
  const confirmStatus = overdue ? 'autoReceived' : row.confirm_status;
  const received = overdue ? row.amount : row.received_amount;
  return {
    withdrawalId: row.id,
    amount: Number(row.amount),
    status: row.status,
    confirmStatus,
    receivedAmount: received === null ? null : Number(received),
    remainingAmount: received === null ? null : Number(row.amount - received),
    payoutAccount: `${row.provider_name} ${maskNumber(row.account_number)}`,
    createTime: Number(row.created_at),
    paidTime: row.status === 'paid' && row.decided_at !== null ? Number(row.decided_at) : null,
    confirmDeadline: row.confirm_deadline === null ? null : Number(row.confirm_deadline),
    hasProof: row.proof_id !== null,
    remark: row.remark,
  };
}

async function withdrawalById(db: Queryable, id: number) {
  return (await db.query<WithdrawalRow>(`${withdrawalSelect} WHERE w.id = $1`, [id]))[0];
}

async function memberWithdrawal(ctx: Context, memberId: number, id: number) {
  const row = await withdrawalById(ctx.db, id);
  if (!row || row.member_id !== memberId) return fail('withdrawalNotFound');
  return row;
}

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0);

export async function withdrawInfo(ctx: Context, merchant: string, memberId: number) {
  const settings = await moneySettings(ctx.db, merchant);
  const main = (await memberBalances(ctx.db, memberId)).find((wallet) => wallet.accountTypeId === mainWallet);
  const awaiting = await ctx.db.query<{ count: bigint }>(
    `SELECT count(*)::bigint AS count FROM withdrawals
     WHERE member_id = $1 AND confirm_status = 'awaiting' AND confirm_deadline > $2`,
    [memberId, ctx.clock.now()],
  );
  return {
    availBalance: Number(main?.balance ?? 0n),
    minAmount: Number(settings.minWithdraw),
    maxAmount: Number(settings.maxWithdraw),
    confirmMinutes: settings.confirmMinutes,
    paymentPasswordSet: await paymentPasswordIsSet(ctx.db, memberId),
    awaitingConfirmation: Number(awaiting[0]?.count ?? 0n),
  };
}

export interface WithdrawInput {
  payoutAccountId: string;
  amount: bigint;
  paymentPassword: string;
  idempotencyKey: string;
}

/** A withdrawal request: the amount leaves the main wallet for the hold account in the same transaction. */
export async function requestWithdrawal(
  ctx: Context,
  merchant: string,
  memberId: number,
  input: WithdrawInput,
) {
  await ensureMoneyAccounts(ctx.db, merchant);
  await verifyPaymentPassword(ctx, memberId, input.paymentPassword);
  const account = await payoutAccountOf(ctx.db, memberId, idOf(input.payoutAccountId));
  if (!account) return fail('payoutAccountInvalid');
  const settings = await moneySettings(ctx.db, merchant);
  if (input.amount < settings.minWithdraw || input.amount > settings.maxWithdraw)
    return fail('amountOutOfRange');
  const hash = requestHash([account.id, input.amount]);
  const id = await ctx.db.transaction(async (tx) => {
    const once = await insertOnce(tx, 'withdrawals', memberId, input.idempotencyKey, hash, () =>
      tx.query<{ id: number }>(
        `INSERT INTO withdrawals (merchant_code, member_id, payout_account_id, amount, idempotency_key, request_hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING id`,
        [merchant, memberId, account.id, input.amount, input.idempotencyKey, hash, ctx.clock.now()],
      ),
    );
    if (once.replayed) return once.id;
    await requireUnlocked(tx, merchant, memberId, input.amount);
    await postTransferIn(ctx, tx, {
      merchant,
      idempotencyKey: `withdrawal:${once.id}:hold`,
      kind: 'withdrawal.hold',
      memo: `withdrawal #${once.id}`,
      postings: [
        { account: walletCode(memberId), amount: -input.amount },
        { account: systemAccounts.withdrawalHold, amount: input.amount },
      ],
    });
    return once.id;
  });
  return withdrawalWire((await withdrawalById(ctx.db, id)) ?? fail('withdrawalNotFound'), ctx.clock.now());
}

/**
 * Operator decision on a pending withdrawal: approve posts the hold to the payment gateway (paid,
 * awaiting the member's confirmation for N minutes), reject voids it back to the wallet. The
 * status guard makes the first decision the only one: the hold is posted or voided once.
 */
export async function decideWithdrawal(
  ctx: Context,
  merchant: string,
  withdrawalId: number,
  approve: boolean,
  remark?: string,
) {
  await ensureMoneyAccounts(ctx.db, merchant);
  const settings = await moneySettings(ctx.db, merchant);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; member_id: number; amount: bigint }>(
      `UPDATE withdrawals SET status = $3, confirm_status = $4, confirm_deadline = $5, decided_at = $6, remark = $7
       WHERE id = $1 AND merchant_code = $2 AND status = 'pending' RETURNING id, member_id, amount`,
      [
        withdrawalId,
        merchant,
        approve ? 'paid' : 'rejected',
        approve ? 'awaiting' : 'none',
        approve ? now + settings.confirmMinutes * 60_000 : null,
        now,
        remark ?? null,
      ],
    );
    const withdrawal = rows[0];
    if (!withdrawal) {
      const exists = await tx.query('SELECT 1 FROM withdrawals WHERE id = $1 AND merchant_code = $2', [
        withdrawalId,
        merchant,
      ]);
      return fail(exists.length ? 'withdrawalState' : 'withdrawalNotFound');
    }
    await postTransferIn(ctx, tx, {
      merchant,
      idempotencyKey: `withdrawal:${withdrawal.id}:${approve ? 'post' : 'void'}`,
      kind: approve ? 'withdrawal' : 'withdrawal.void',
      memo: `withdrawal #${withdrawal.id} ${approve ? 'paid' : 'rejected'}`,
      postings: [
        { account: systemAccounts.withdrawalHold, amount: -withdrawal.amount },
        {
          account: approve ? systemAccounts.paymentGateway : walletCode(withdrawal.member_id),
          amount: withdrawal.amount,
        },
      ],
    });
    await sendMemberMessage(
      ctx,
      merchant,
      withdrawal.member_id,
      approve
        ? {
            category: 'withdrawal',
            title: `Withdrawal #${withdrawal.id} paid`,
            content: `<p>Please confirm within ${settings.confirmMinutes} minutes whether you received it. Without an answer it counts as received.</p>`,
          }
        : {
            category: 'withdrawal',
            title: `Withdrawal #${withdrawal.id} rejected`,
            content: `<p>The amount is back in your main wallet.${remark ? ` Reason: ${remark}.` : ''}</p>`,
          },
      tx,
    );
  });
  return withdrawalWire((await withdrawalById(ctx.db, withdrawalId)) ?? fail('withdrawalNotFound'), now);
}

const signatures: Record<'image/png' | 'image/jpeg', number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** Proof of non-receipt: a real png or jpg (magic bytes, not the declared type alone), at most 5 MB. */
export async function uploadProof(
  ctx: Context,
  memberId: number,
  input: { withdrawalId: string; contentType: 'image/png' | 'image/jpeg'; data: string },
) {
  const withdrawal = await memberWithdrawal(ctx, memberId, idOf(input.withdrawalId));
  if (withdrawal.status !== 'paid') fail('withdrawalState');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(input.data)) fail('proofInvalid');
  const bytes = Buffer.from(input.data, 'base64');
  const signature = signatures[input.contentType];
  if (bytes.length === 0 || bytes.length > proofMaxBytes || !signature.every((byte, i) => bytes[i] === byte))
    fail('proofInvalid');
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO withdrawal_proofs (withdrawal_id, content_type, size, data, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [withdrawal.id, input.contentType, bytes.length, bytes, ctx.clock.now()],
  );
  return { proofId: rows[0]?.id ?? 0 };
}

export interface ConfirmInput {
  withdrawalId: string;
  result: 'received' | 'partial' | 'notReceived';
  receivedAmount?: number | undefined;
  proofId?: string | undefined;
}

/**
 * Received, partly received or not received (with proof); a repeat of the same answer is harmless
 * (docs/product.md § Withdrawal confirmation).
 */
export async function confirmWithdrawal(ctx: Context, memberId: number, input: ConfirmInput) {
  const now = ctx.clock.now();
  const id = idOf(input.withdrawalId);
  await memberWithdrawal(ctx, memberId, id);
  await ctx.db.transaction(async (tx) => {
    const row = (
      await tx.query<{ amount: bigint; confirm_status: ConfirmStatus; confirm_deadline: bigint | null }>(
        'SELECT amount, confirm_status, confirm_deadline FROM withdrawals WHERE id = $1 FOR UPDATE',
        [id],
      )
    )[0];
    if (!row) return fail('withdrawalNotFound');
    if (row.confirm_status === input.result) return;
    if (
      row.confirm_status !== 'awaiting' ||
      (row.confirm_deadline !== null && Number(row.confirm_deadline) <= now)
    )
      return fail('withdrawalState');
    let received = row.amount;
    let proofId: number | null = null;
    if (input.proofId) {
      const proofs = await tx.query<{ id: number }>(
        'SELECT id FROM withdrawal_proofs WHERE id = $1 AND withdrawal_id = $2',
        [idOf(input.proofId), id],
      );
      proofId = proofs[0]?.id ?? fail('proofInvalid');
    }
    if (input.result === 'partial') {
      const amount = input.receivedAmount;
      if (amount === undefined || amount <= 0 || BigInt(amount) >= row.amount)
        return fail('withdrawalAmountInvalid');
      received = BigInt(amount);
    }
    if (input.result === 'notReceived') {
      if (proofId === null) return fail('withdrawalProofRequired');
      received = 0n;
    }
    await tx.query(
      `UPDATE withdrawals SET confirm_status = $2, received_amount = $3, proof_id = coalesce($4, proof_id),
         confirmed_at = $5 WHERE id = $1`,
      [id, input.result, received, proofId, now],
    );
  });
  return withdrawalWire((await withdrawalById(ctx.db, id)) ?? fail('withdrawalNotFound'), now);
}

/**
 * Operator answer to a partial or not-received claim: refund the remaining amount to the main
 * wallet (once), or close the claim.
 */
export async function resolveWithdrawal(
  ctx: Context,
  merchant: string,
  withdrawalId: number,
  refund: boolean,
  remark?: string,
) {
  await ensureMoneyAccounts(ctx.db, merchant);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{
      id: number;
      member_id: number;
      amount: bigint;
      received_amount: bigint | null;
    }>(
      `UPDATE withdrawals SET confirm_status = $3, remark = coalesce($4, remark)
       WHERE id = $1 AND merchant_code = $2 AND confirm_status IN ('partial', 'notReceived')
       RETURNING id, member_id, amount, received_amount`,
      [withdrawalId, merchant, refund ? 'refunded' : 'closed', remark ?? null],
    );
    const withdrawal = rows[0] ?? fail('withdrawalState');
    const remaining = withdrawal.amount - (withdrawal.received_amount ?? 0n);
    if (refund && remaining > 0n)
      await postTransferIn(ctx, tx, {
        merchant,
        idempotencyKey: `withdrawal:${withdrawal.id}:refund`,
        kind: 'withdrawal.refund',
        memo: `withdrawal #${withdrawal.id} not received`,
        postings: [
          { account: systemAccounts.paymentGateway, amount: -remaining },
          { account: walletCode(withdrawal.member_id), amount: remaining },
        ],
      });
  });
  return withdrawalWire((await withdrawalById(ctx.db, withdrawalId)) ?? fail('withdrawalNotFound'), now);
}

/** Recovery pass: every paid withdrawal left unconfirmed past its deadline counts as received. */
export async function autoReceiveOverdue(ctx: Context): Promise<number[]> {
  const now = ctx.clock.now();
  const rows = await ctx.db.query<{ id: number }>(
    `UPDATE withdrawals SET confirm_status = 'autoReceived', received_amount = amount, confirmed_at = $1
     WHERE confirm_status = 'awaiting' AND confirm_deadline <= $1 RETURNING id`,
    [now],
  );
  return rows.map((row) => row.id);
}

export async function listWithdrawals(
  ctx: Context,
  memberId: number,
  input: { pageNo?: number | undefined; pageSize?: number | undefined; status?: string | undefined },
) {
  const { pageNo, pageSize, offset } = paging(input);
  const filter = input.status ? 'AND w.status = $4' : '';
  const rows = await ctx.db.query<WithdrawalRow>(
    `${withdrawalSelect} WHERE w.member_id = $1 ${filter} ORDER BY w.id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, offset, ...(input.status ? [input.status] : [])],
  );
  const total = await ctx.db.query<{ count: bigint }>(
    `SELECT count(*)::bigint AS count FROM withdrawals w WHERE w.member_id = $1 ${input.status ? 'AND w.status = $2' : ''}`,
    input.status ? [memberId, input.status] : [memberId],
  );
  const now = ctx.clock.now();
  return pageOf(
    rows.map((row) => withdrawalWire(row, now)),
    Number(total[0]?.count ?? 0n),
    pageNo,
    pageSize,
  );
}

/** Operator view: withdrawals waiting for a decision or a dispute answer. */
export async function openWithdrawals(ctx: Context, merchant: string) {
  const rows = await ctx.db.query<WithdrawalRow & { username: string }>(
    `SELECT w.*, a.provider_name, a.account_number, m.username FROM withdrawals w
     JOIN payout_accounts a ON a.id = w.payout_account_id JOIN members m ON m.id = w.member_id
     WHERE w.merchant_code = $1 AND (w.status = 'pending' OR w.confirm_status IN ('partial', 'notReceived'))
     ORDER BY w.id`,
    [merchant],
  );
  const now = ctx.clock.now();
  return rows.map((row) => ({ ...withdrawalWire(row, now), username: row.username }));
}
