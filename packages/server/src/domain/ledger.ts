import type { Context } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { fail } from '../errors.ts';
import { sha256 } from '../security/tokens.ts';

/** Main wallet of a member; vendor wallets (issue 7) use other account type ids. */
export const mainWallet = 0;

/** System accounts (may go negative): the other side of operator credits and demo credit. */
export const systemAccounts = {
  operatorFunding: 'system:operator-funding',
  trialFunding: 'system:trial-funding',
  /** Money in from and out to payment channels (deposits, paid withdrawals). */
  paymentGateway: 'system:payment-gateway',
  /** Withdrawals between request and payout: posted to the gateway or voided back, once. */
  withdrawalHold: 'system:withdrawal-hold',
  /** Bonuses, rebates, rewards. */
  promotions: 'system:promotions',
};

/** Ledger code of a member wallet (0 main, vendor wallets their account type id). */
export const walletCode = (memberId: number, accountTypeId = mainWallet) =>
  `member:${memberId}:${accountTypeId}`;

export async function ensureSystemAccount(db: Queryable, merchant: string, code: string, currency: string) {
  await db.query(
    `INSERT INTO ledger_accounts (merchant_code, code, currency, system) VALUES ($1, $2, $3, true)
     ON CONFLICT (merchant_code, code) DO NOTHING`,
    [merchant, code, currency],
  );
}

export async function openWallet(
  db: Queryable,
  merchant: string,
  memberId: number,
  accountTypeId = mainWallet,
) {
  await db.query(
    `INSERT INTO ledger_accounts (merchant_code, member_id, code, account_type_id, currency)
     SELECT $1, $2, $3, $4, m.currency FROM merchants m WHERE m.code = $1
     ON CONFLICT (merchant_code, code) DO NOTHING`,
    [merchant, memberId, `member:${memberId}:${accountTypeId}`, accountTypeId],
  );
}

export interface Posting {
  /** Ledger account code, e.g. member:12:0 or system:operator-funding. */
  account: string;
  amount: bigint;
}

export interface TransferRequest {
  merchant: string;
  idempotencyKey: string;
  kind: string;
  memo?: string;
  postings: Posting[];
}

export interface TransferResult {
  transferId: number;
  replayed: boolean;
}

/**
 * Posts one balanced transfer in its own transaction. Accounts are locked in a fixed order (no
 * deadlocks); a member balance that would go negative fails the whole transfer; a repeated
 * idempotency key returns the first transfer, and the same key with other postings is refused.
 */
export async function postTransfer(ctx: Context, request: TransferRequest): Promise<TransferResult> {
  checkBalanced(request);
  return ctx.db.transaction((tx) => postTransferIn(ctx, tx, request));
}

/**
 * The largest amount, and the largest member balance, in minor units: 2^53 - 1, so every amount
 * the wire carries as a JSON number stays exact (docs/security.md § Money). Larger ones are refused.
 */
export const maxMinorUnits = BigInt(Number.MAX_SAFE_INTEGER);

function checkBalanced(request: TransferRequest) {
  const total = request.postings.reduce((sum, posting) => sum + posting.amount, 0n);
  if (total !== 0n || request.postings.length < 2) throw new Error('Unbalanced transfer');
  if (request.postings.some((posting) => posting.amount > maxMinorUnits || -posting.amount > maxMinorUnits))
    fail('amountOutOfRange');
}

/**
 * postTransfer inside a transaction the caller holds, so a transfer and the record it settles
 * (a deposit's approval, a withdrawal's hold) commit or roll back together.
 */
export async function postTransferIn(
  ctx: Context,
  tx: Queryable,
  request: TransferRequest,
): Promise<TransferResult> {
  checkBalanced(request);
  const requestHash = sha256(
    JSON.stringify([request.kind, request.postings.map((p) => [p.account, p.amount.toString()])]),
  );
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transfers (merchant_code, idempotency_key, request_hash, kind, memo, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (merchant_code, idempotency_key) DO NOTHING RETURNING id`,
    [
      request.merchant,
      request.idempotencyKey,
      requestHash,
      request.kind,
      request.memo ?? '',
      ctx.clock.now(),
    ],
  );
  const transfer = inserted[0];
  if (!transfer) {
    const existing = await tx.query<{ id: number; request_hash: string }>(
      'SELECT id, request_hash FROM ledger_transfers WHERE merchant_code = $1 AND idempotency_key = $2',
      [request.merchant, request.idempotencyKey],
    );
    const first = existing[0];
    if (!first || first.request_hash !== requestHash) return fail('idempotencyConflict');
    return { transferId: first.id, replayed: true };
  }
  const codes = [...new Set(request.postings.map((p) => p.account))].sort();
  const accounts = await tx.query<{ id: number; code: string; balance: bigint; system: boolean }>(
    'SELECT id, code, balance, system FROM ledger_accounts WHERE merchant_code = $1 AND code = ANY($2) ORDER BY code FOR UPDATE',
    [request.merchant, codes],
  );
  const byCode = new Map(accounts.map((account) => [account.code, account]));
  for (const posting of request.postings) {
    const account = byCode.get(posting.account);
    if (!account) throw new Error(`Unknown ledger account ${posting.account}`);
    const balance = account.balance + posting.amount;
    if (!account.system && balance < 0n) fail('insufficientBalance');
    if (!account.system && balance > maxMinorUnits) fail('amountOutOfRange');
    account.balance = balance;
    await tx.query('UPDATE ledger_accounts SET balance = $2 WHERE id = $1', [account.id, balance]);
    await tx.query(
      'INSERT INTO ledger_entries (transfer_id, account_id, amount, balance_after) VALUES ($1, $2, $3, $4)',
      [transfer.id, account.id, posting.amount, balance],
    );
  }
  return { transferId: transfer.id, replayed: false };
}

export interface WalletBalance {
  accountTypeId: number;
  balance: bigint;
}

export async function memberBalances(db: Queryable, memberId: number): Promise<WalletBalance[]> {
  const rows = await db.query<{ account_type_id: number; balance: bigint }>(
    'SELECT account_type_id, balance FROM ledger_accounts WHERE member_id = $1 ORDER BY account_type_id',
    [memberId],
  );
  return rows.map((row) => ({ accountTypeId: row.account_type_id, balance: row.balance }));
}

/** Credits a member's main wallet from the operator funding account. */
export function creditWallet(
  ctx: Context,
  merchant: string,
  memberId: number,
  amountMinor: bigint,
  idempotencyKey: string,
  memo = 'operator credit',
) {
  if (amountMinor <= 0n) throw new Error('Credit must be positive');
  return postTransfer(ctx, {
    merchant,
    idempotencyKey,
    kind: 'operator.credit',
    memo,
    postings: [
      { account: systemAccounts.operatorFunding, amount: -amountMinor },
      { account: `member:${memberId}:${mainWallet}`, amount: amountMinor },
    ],
  });
}
