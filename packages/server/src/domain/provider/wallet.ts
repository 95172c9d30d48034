import type {
  BalanceRequest,
  BetRequest,
  RollbackRequest,
  WalletResponse,
  WalletStatus,
  WinRequest,
} from '@playsite/api/provider';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { sha256 } from '../../security/tokens.ts';
import { maxMinorUnits, postTransferIn, type TransferRequest } from '../ledger.ts';
import { sessionTouchEveryMs } from '../sessions.ts';
import { modeOfWallet, providerAccount, providerAccountShards } from './accounts.ts';
import { refusedByResponsibleGaming } from './limits.ts';
import { isLive, type Provider } from './providers.ts';
import {
  balanceSql,
  betPostedSql,
  betSql,
  type Named,
  rollbackSql,
  winPostedSql,
  winSql,
} from './statements.ts';

/*
 * The four wallet calls (docs/provider-wallet.md). A bet, win or rollback is one database
 * transaction: its statement (checks, record, round) and, when money moves, the ledger's posting
 * (`postTransferIn`, key provider:<id>:<transaction_uuid>). A retry finds the record and gets the
 * first answer; refusals are not recorded (nothing was done), so a retry of one is decided again.
 */

type Answer = Omit<WalletResponse, 'request_uuid'> & { status: WalletStatus };

interface CallRow {
  status: WalletStatus | 'prior';
  member_id: number | null;
  merchant_code: string | null;
  currency: string | null;
  wallet: string | null;
  game_code: string | null;
  balance: bigint | null;
  prior: { kind: string; content_hash: string | null; answer: Answer | null } | null;
  claimed: Answer | null;
  /** A rollback: the bet's amount it gives back (0 when there is none to undo). */
  refund?: bigint;
  /** A bet: whether the member has a responsible-gaming limit or break to check. */
  guarded?: boolean;
}

/** A refusal decided inside the transaction: it rolls back, and the call answers it. */
class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(answer.status);
  }
}

/** A duplicate that ran while the first was uncommitted: roll back and ask again. */
class LostRace extends Error {}

const run = <Row>(db: Queryable, statement: Named, values: Record<string, unknown>) =>
  db.query<Row>(
    statement.text,
    statement.names.map((name) => {
      if (!(name in values)) throw new Error(`No value for :${name}`);
      return values[name];
    }),
  );

/** What a transaction is: the same uuid with other content is a duplicate. */
const contentHash = (kind: string, fields: unknown[]) => sha256(JSON.stringify([kind, ...fields]));

/**
 * The body as kept for recall: as received, but with the token replaced by its SHA-256 (the
 * platform keeps no usable token).
 */
export function recallable(raw: string, token: string): string {
  const hidden = JSON.stringify(`sha256:${sha256(token)}`);
  const quoted = JSON.stringify(token);
  if (raw.includes(quoted)) return raw.split(quoted).join(hidden);
  return JSON.stringify({ ...(JSON.parse(raw) as object), token: JSON.parse(hidden) as string });
}

/** The values of every statement: the token, the times and the transaction's identity. */
function common(ctx: Context, provider: Provider, request: BalanceRequest) {
  const now = ctx.clock.now();
  return {
    token: sha256(request.token),
    provider: provider.id,
    now,
    idle: now - ctx.config.session.idleMs,
    touch: now - sessionTouchEveryMs,
    user: request.user,
    game: request.game_code,
  };
}

const refused = (status: WalletStatus, row?: CallRow): Answer =>
  status === 'RS_ERROR_NOT_ENOUGH_MONEY' && row?.balance !== null && row?.balance !== undefined
    ? {
        status,
        user: String(row.member_id),
        currency: row.currency ?? undefined,
        balance: Number(row.balance),
      }
    : { status };

/** The answer a recorded transaction gave, or the refusal of reusing its uuid. */
function priorAnswer(kind: string, hash: string, prior: NonNullable<CallRow['prior']>): Answer {
  if (prior.kind === 'bet' && prior.content_hash === null)
    return { status: kind === 'bet' ? 'RS_ERROR_TRANSACTION_ROLLED_BACK' : 'RS_ERROR_DUPLICATE_TRANSACTION' };
  if (prior.kind !== kind || prior.content_hash !== hash || !prior.answer)
    return { status: 'RS_ERROR_DUPLICATE_TRANSACTION' };
  return prior.answer;
}

/** The answer of a call's row, or undefined for a copy that lost the race to the first. */
function settled(kind: string, hash: string, row: CallRow | undefined): Answer | undefined {
  if (!row) throw new Error(`The ${kind} statement answered no row`);
  if (row.status === 'prior' && row.prior) return priorAnswer(kind, hash, row.prior);
  if (row.status !== 'RS_OK') return refused(row.status as WalletStatus, row);
  return row.claimed ?? undefined;
}

/**
 * Runs one money call: its statement in a transaction, then `move` (the ledger posting) when the
 * statement recorded it. A copy that lost the race to the first is run again (it then finds the
 * first one's record); twice more at most.
 */
async function moneyCall(
  ctx: Context,
  kind: 'bet' | 'win' | 'rollback',
  statement: Named,
  values: Record<string, unknown> & { hash: string },
  move: (tx: Queryable, row: CallRow, answer: Answer) => Promise<void>,
): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [row] = await run<CallRow>(tx, statement, values);
        const answer = settled(kind, values.hash, row);
        if (!answer) throw new LostRace();
        if (answer === row?.claimed) await move(tx, row, answer);
        return answer;
      });
    } catch (error) {
      if (error instanceof Refusal) return error.answer;
      if (error instanceof LostRace && attempt < 2) continue;
      throw error;
    }
  }
}

/** SQLSTATEs of migration 031: a bet that needs its responsible-gaming check; a copy that lost the race. */
const needsChecks = 'PWRG1';
const lostRace = 'PWLR1';

/**
 * A bet or a win and its posting in one statement (migration 031: one round trip, atomic without
 * a transaction), retried as moneyCall does. Undefined for a bet that needs its
 * responsible-gaming check: nothing was kept, and the caller runs it with moneyCall.
 */
async function oneStatementCall(
  ctx: Context,
  kind: 'bet' | 'win',
  statement: Named,
  values: Record<string, unknown> & { hash: string },
): Promise<Answer | undefined> {
  const posted = { ...values, shards: providerAccountShards, max: maxMinorUnits.toString() };
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = settled(kind, values.hash, (await run<CallRow>(ctx.db, statement, posted))[0]);
      if (answer) return answer;
      throw new Error(`The ${kind} statement recorded nothing and raised nothing`);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === needsChecks) return undefined;
      if (code === lostRace && attempt < 2) continue;
      throw error;
    }
  }
}

/** Posts a transfer inside the call's transaction and checks the wallet ends where the answer says. */
async function post(ctx: Context, tx: Queryable, row: CallRow, answer: Answer, request: TransferRequest) {
  const memberId = row.member_id as number;
  const result = await postTransferIn(ctx, tx, request, memberId);
  const wallet = row.wallet as string;
  const typeId = Number(wallet.slice(wallet.lastIndexOf(':') + 1));
  const after = result.wallets?.find((item) => item.accountTypeId === typeId)?.balance;
  if (after !== undefined && after !== BigInt(answer.balance ?? -1))
    throw new Error(`Wallet ${wallet} ended at ${after}, the answer says ${answer.balance}`);
}

const key = (provider: Provider, uuid: string) => `provider:${provider.id}:${uuid}`;
const memo = (provider: Provider, what: string, row: CallRow, round: string) =>
  `${what} ${provider.id}/${row.game_code} round ${round}`;

export async function walletBalance(
  ctx: Context,
  provider: Provider,
  request: BalanceRequest,
): Promise<Answer> {
  if (!isLive(ctx, provider)) return { status: 'RS_ERROR_INVALID_PARTNER' };
  const { token, provider: id, now, idle, touch, user, game } = common(ctx, provider, request);
  const [row] = await run<{
    member_id: number;
    currency: string;
    game_code: string;
    live: boolean;
    balance: bigint | null;
  }>(ctx.db, balanceSql, { token, provider: id, now, idle, touch });
  if (!row || String(row.member_id) !== user) return { status: 'RS_ERROR_INVALID_TOKEN' };
  if (!row.live) return { status: 'RS_ERROR_TOKEN_EXPIRED' };
  if (row.game_code !== game) return { status: 'RS_ERROR_INVALID_GAME' };
  if (row.balance === null) return { status: 'RS_ERROR_UNKNOWN' };
  return { status: 'RS_OK', user, currency: row.currency, balance: Number(row.balance) };
}

export async function walletBet(
  ctx: Context,
  provider: Provider,
  request: BetRequest,
  raw: string,
): Promise<Answer> {
  if (!isLive(ctx, provider)) return { status: 'RS_ERROR_INVALID_PARTNER' };
  const amount = request.is_free ? 0 : request.amount;
  const hash = contentHash('bet', [
    request.user,
    request.game_code,
    request.round,
    request.amount,
    request.currency,
    request.is_free ?? false,
    request.round_closed ?? false,
  ]);
  const values = {
    ...common(ctx, provider, request),
    uuid: request.transaction_uuid,
    amount: String(amount),
    hash,
    raw: recallable(raw, request.token),
    round: request.round,
    closed: request.round_closed ?? false,
    currency: request.currency,
  };
  const fast = await oneStatementCall(ctx, 'bet', betPostedSql, values);
  if (fast) return fast;
  return moneyCall(ctx, 'bet', betSql, values, async (tx, row, answer) => {
    const mode = modeOfWallet(row.wallet as string);
    const bet = { merchant: row.merchant_code as string, memberId: row.member_id as number, mode };
    const refusal =
      row.guarded &&
      (await refusedByResponsibleGaming(tx, {
        ...bet,
        amount: BigInt(amount),
        now: ctx.clock.now(),
      }));
    if (refusal) throw new Refusal({ status: refusal });
    if (amount === 0) return;
    await post(ctx, tx, row, answer, {
      merchant: bet.merchant,
      idempotencyKey: key(provider, request.transaction_uuid),
      kind: 'provider.bet',
      memo: memo(provider, 'bet', row, request.round),
      postings: [
        { account: row.wallet as string, amount: -BigInt(amount) },
        { account: providerAccount(provider.id, mode, bet.memberId), amount: BigInt(amount) },
      ],
    });
  });
}

export async function walletWin(
  ctx: Context,
  provider: Provider,
  request: WinRequest,
  raw: string,
): Promise<Answer> {
  const hash = contentHash('win', [
    request.user,
    request.game_code,
    request.round,
    request.amount,
    request.currency,
    request.reference_transaction_uuid,
    request.round_closed ?? false,
  ]);
  const values = {
    ...common(ctx, provider, request),
    uuid: request.transaction_uuid,
    reference: request.reference_transaction_uuid,
    amount: String(request.amount),
    hash,
    raw: recallable(raw, request.token),
    round: request.round,
    closed: request.round_closed ?? false,
    currency: request.currency,
  };
  const fast = await oneStatementCall(ctx, 'win', winPostedSql, values);
  if (fast) return fast;
  return moneyCall(ctx, 'win', winSql, values, async (tx, row, answer) => {
    if (request.amount === 0) return;
    await post(ctx, tx, row, answer, {
      merchant: row.merchant_code as string,
      idempotencyKey: key(provider, request.transaction_uuid),
      kind: 'provider.win',
      memo: memo(provider, 'win', row, request.round),
      postings: [
        {
          account: providerAccount(provider.id, modeOfWallet(row.wallet as string), row.member_id as number),
          amount: -BigInt(request.amount),
        },
        { account: row.wallet as string, amount: BigInt(request.amount) },
      ],
    });
  });
}

export async function walletRollback(
  ctx: Context,
  provider: Provider,
  request: RollbackRequest,
  raw: string,
): Promise<Answer> {
  const hash = contentHash('rollback', [
    request.user,
    request.game_code,
    request.round,
    request.reference_transaction_uuid,
    request.round_closed ?? false,
  ]);
  const values = {
    ...common(ctx, provider, request),
    uuid: request.transaction_uuid,
    reference: request.reference_transaction_uuid,
    hash,
    raw: recallable(raw, request.token),
    round: request.round,
    closed: request.round_closed ?? false,
  };
  return moneyCall(ctx, 'rollback', rollbackSql, values, async (tx, row, answer) => {
    const refund = row.refund ?? 0n;
    if (refund === 0n) return;
    await post(ctx, tx, row, answer, {
      merchant: row.merchant_code as string,
      idempotencyKey: key(provider, request.transaction_uuid),
      kind: 'provider.rollback',
      memo: memo(provider, 'rollback', row, request.round),
      postings: [
        {
          account: providerAccount(provider.id, modeOfWallet(row.wallet as string), row.member_id as number),
          amount: -refund,
        },
        { account: row.wallet as string, amount: refund },
      ],
    });
  });
}
