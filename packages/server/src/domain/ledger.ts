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
  /**
   * Posted (not replayed) with `walletsOf`: that member's ledger accounts as the transfer left them
   * (the posted ones locked and current; any other one as of the statement's start).
   */
  wallets?: WalletBalance[];
}

/** A posting to an account that does not exist (a member wallet not opened yet): nothing was written. */
export class UnknownLedgerAccount extends Error {}

/**
 * Posts one balanced transfer atomically (one statement). Accounts are locked in a fixed order (no
 * deadlocks); a member balance that would go negative fails the whole transfer; a repeated
 * idempotency key returns the first transfer, and the same key with other postings is refused.
 */
export function postTransfer(ctx: Context, request: TransferRequest): Promise<TransferResult> {
  return postTransferIn(ctx, ctx.db, request);
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
 * The whole posting in one statement (one round trip, atomic without a transaction of its own):
 * lock the accounts in code order, apply the postings in order (running balance per account), and
 * only when every account exists, no member balance goes below zero or above maxMinorUnits, and
 * the idempotency key is new: insert the transfer, update the balances, insert the entries.
 * $1 merchant, $2 codes, $3 amounts, $4 key, $5 hash, $6 kind, $7 memo, $8 now, $9 max, $10 member.
 * The statement is migration 030's ledger_post: as a function it is planned once per connection,
 * not on every transfer.
 */
const postSql = 'SELECT * FROM ledger_post($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)';

interface PostRow {
  found: boolean;
  covered: boolean;
  in_range: boolean;
  transfer_id: number | null;
  wallets: Array<{ type: number; balance: string }>;
}

/**
 * postTransfer inside a transaction the caller holds, so a transfer and the record it settles
 * (a deposit's approval, a withdrawal's hold) commit or roll back together. `walletsOf`: also
 * answer that member's balances (TransferResult.wallets) without reading them again.
 */
export async function postTransferIn(
  ctx: Context,
  db: Queryable,
  request: TransferRequest,
  walletsOf?: number,
): Promise<TransferResult> {
  checkBalanced(request);
  const requestHash = sha256(
    JSON.stringify([request.kind, request.postings.map((p) => [p.account, p.amount.toString()])]),
  );
  const [row] = await db.query<PostRow>(postSql, [
    request.merchant,
    request.postings.map((p) => p.account),
    request.postings.map((p) => p.amount.toString()),
    request.idempotencyKey,
    requestHash,
    request.kind,
    request.memo ?? '',
    ctx.clock.now(),
    maxMinorUnits.toString(),
    walletsOf ?? null,
  ]);
  if (!row) throw new Error('The posting statement answered no row');
  if (row.transfer_id !== null) {
    const wallets = row.wallets.map((w) => ({ accountTypeId: w.type, balance: BigInt(w.balance) }));
    return { transferId: row.transfer_id, replayed: false, ...(walletsOf === undefined ? {} : { wallets }) };
  }
  // Nothing written. A key already used answers (a fresh snapshot sees a first transfer that
  // committed while this statement waited for the accounts' locks); otherwise say what was wrong.
  const existing = await db.query<{ id: number; request_hash: string }>(
    'SELECT id, request_hash FROM ledger_transfers WHERE merchant_code = $1 AND idempotency_key = $2',
    [request.merchant, request.idempotencyKey],
  );
  const first = existing[0];
  if (first)
    return first.request_hash === requestHash
      ? { transferId: first.id, replayed: true }
      : fail('idempotencyConflict');
  if (!row.found)
    throw new UnknownLedgerAccount(
      `Unknown ledger account in ${request.postings.map((p) => p.account).join(', ')}`,
    );
  if (!row.covered) return fail('insufficientBalance');
  if (!row.in_range) return fail('amountOutOfRange');
  throw new Error(`Transfer ${request.idempotencyKey} was neither posted nor found`);
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
