import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { type DemoKind, type GameType, instantKinds } from '../../games/catalogue.ts';
import {
  type PlayMode,
  planBet,
  planInstantRound,
  planRefund,
  planWin,
  type RoundBet,
  type RoundStatus,
} from '../../games/settlement.ts';
import { postTransfer, postTransferIn, type TransferRequest } from '../ledger.ts';
import { guardRoundStake, isResponsibleRefusal } from '../responsible/guard.ts';
import type { PlayRound } from './wire.ts';

/** A stored round (table game_rounds), money as bigint, times as numbers. */
export interface Round {
  roundId: string;
  merchant: string;
  memberId: number;
  mode: PlayMode;
  wallet: string;
  kind: DemoKind;
  nodeId: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  scope: string;
  bet: Record<string, unknown>;
  stake: bigint;
  win: bigint;
  balanceBefore: bigint | null;
  balanceAfter: bigint | null;
  outcome: unknown;
  status: RoundStatus;
  placedAt: number;
  settlesAt: number;
  settledAt: number | null;
}

interface RoundRow {
  round_id: string;
  merchant_code: string;
  member_id: number;
  mode: PlayMode;
  wallet: string;
  kind: DemoKind;
  node_id: string;
  game_code: string;
  vassalage: string;
  game_type: string;
  scope: string;
  bet: Record<string, unknown>;
  stake: bigint;
  win: bigint;
  balance_before: bigint | null;
  balance_after: bigint | null;
  outcome: unknown;
  status: RoundStatus;
  placed_at: bigint;
  settles_at: bigint;
  settled_at: bigint | null;
}

export function roundOf(row: RoundRow): Round {
  return {
    roundId: row.round_id,
    merchant: row.merchant_code,
    memberId: row.member_id,
    mode: row.mode,
    wallet: row.wallet,
    kind: row.kind,
    nodeId: row.node_id,
    gameCode: row.game_code,
    vassalage: row.vassalage,
    gameType: row.game_type,
    scope: row.scope,
    bet: row.bet,
    stake: row.stake,
    win: row.win,
    balanceBefore: row.balance_before,
    balanceAfter: row.balance_after,
    outcome: row.outcome,
    status: row.status,
    placedAt: Number(row.placed_at),
    settlesAt: Number(row.settles_at),
    settledAt: row.settled_at === null ? null : Number(row.settled_at),
  };
}

export async function selectRounds(
  db: Queryable,
  where: string,
  params: readonly unknown[],
): Promise<Round[]> {
  const rows = await db.query<RoundRow>(`SELECT * FROM game_rounds WHERE ${where}`, params);
  return rows.map(roundOf);
}

export async function findRound(db: Queryable, roundId: string): Promise<Round | undefined> {
  return (await selectRounds(db, 'round_id = $1', [roundId]))[0];
}

/** Inserts an open round; false when a round with that id exists already (a concurrent retry). */
export async function insertOpenRound(db: Queryable, round: Round): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO game_rounds (round_id, merchant_code, member_id, mode, wallet, kind, node_id, game_code, vassalage,
       game_type, scope, bet, stake, win, outcome, status, placed_at, settles_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'open', $16, $17)
     ON CONFLICT (round_id) DO NOTHING RETURNING round_id`,
    [
      round.roundId,
      round.merchant,
      round.memberId,
      round.mode,
      round.wallet,
      round.kind,
      round.nodeId,
      round.gameCode,
      round.vassalage,
      round.gameType,
      round.scope,
      JSON.stringify(round.bet),
      round.stake,
      round.win,
      round.outcome === undefined ? null : JSON.stringify(round.outcome),
      round.placedAt,
      round.settlesAt,
    ],
  );
  return rows.length > 0;
}

/** The settlement plans' view of a round. */
export function betOf(round: Round): RoundBet {
  return {
    roundId: round.roundId,
    merchant: round.merchant,
    memberId: round.memberId,
    wallet: round.wallet,
    mode: round.mode,
    game: {
      nodeId: round.nodeId,
      gameCode: round.gameCode,
      vassalage: round.vassalage,
      gameType: round.gameType as GameType,
    },
    stake: round.stake,
    placedAt: round.placedAt,
  };
}

/** The wallet's balance after its last entry in a transfer. */
async function walletBalanceAfter(db: Queryable, transferId: number, wallet: string): Promise<bigint | null> {
  const rows = await db.query<{ balance_after: bigint }>(
    `SELECT e.balance_after FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     WHERE e.transfer_id = $1 AND a.code = $2 ORDER BY e.id DESC LIMIT 1`,
    [transferId, wallet],
  );
  return rows[0]?.balance_after ?? null;
}

/** Whether a transfer with this key was posted (its id), e.g. the stake of a round. */
export async function postedTransfer(
  db: Queryable,
  merchant: string,
  key: string,
): Promise<number | undefined> {
  const rows = await db.query<{ id: number }>(
    'SELECT id FROM ledger_transfers WHERE merchant_code = $1 AND idempotency_key = $2',
    [merchant, key],
  );
  return rows[0]?.id;
}

const isInsufficient = (error: unknown) =>
  error instanceof ApiError && error.errorName === 'insufficientBalance';

/**
 * Posts the transfer that takes a round's stake; when the wallet cannot cover it nothing moved,
 * so the round is deleted and the refusal rethrown.
 */
async function postStake(ctx: Context, round: Round, plan: TransferRequest) {
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await postedTransfer(tx, round.merchant, plan.idempotencyKey)))
        await guardRoundStake(tx, round, ctx.clock.now());
      return postTransferIn(ctx, tx, plan);
    });
  } catch (error) {
    if (isInsufficient(error) || isResponsibleRefusal(error))
      await ctx.db.query("DELETE FROM game_rounds WHERE round_id = $1 AND status = 'open'", [round.roundId]);
    throw error;
  }
}

async function close(
  ctx: Context,
  round: Round,
  status: RoundStatus,
  win: bigint,
  balances: { before?: bigint | null; after: bigint | null },
): Promise<Round> {
  const rows = await ctx.db.query<RoundRow>(
    `UPDATE game_rounds SET status = $2, win = $3, balance_before = coalesce($4, balance_before),
       balance_after = coalesce($5, balance_after), settled_at = $6
     WHERE round_id = $1 AND status = 'open' RETURNING *`,
    [round.roundId, status, win, balances.before ?? null, balances.after, ctx.clock.now()],
  );
  const row = rows[0];
  if (row) return roundOf(row);
  // Another worker (a retry, the recovery pass) closed it first with the same transfers.
  return (await findRound(ctx.db, round.roundId)) ?? round;
}

/** Instant round (slot, PVP hand, fish shot): stake and stored win in one transfer, then settled. Repeatable. */
export async function completeInstantRound(ctx: Context, round: Round): Promise<Round> {
  if (round.status !== 'open') return round;
  const { transferId } = await postStake(ctx, round, planInstantRound(betOf(round), round.win));
  const after = await walletBalanceAfter(ctx.db, transferId, round.wallet);
  const before = after === null ? null : after + round.stake - round.win;
  return close(ctx, round, 'settled', round.win, { before, after });
}

/**
 * Places a round settled later (baccarat, lottery): the round row and its stake commit in ONE
 * transaction, so no one is ever answered for a round whose stake was not taken. When the wallet
 * can not cover the stake nothing is stored (insufficientBalance). A concurrent retry's INSERT
 * waits for this transaction: it then finds the committed round (undefined here; the caller
 * answers the stored one) or, if this one rolled back, places the bet itself.
 */
export async function placeRound(ctx: Context, round: Round): Promise<Round | undefined> {
  return ctx.db.transaction(async (tx) => {
    if (!(await insertOpenRound(tx, round))) return undefined;
    await guardRoundStake(tx, round, ctx.clock.now());
    const { transferId } = await postTransferIn(ctx, tx, planBet(betOf(round)));
    const after = await walletBalanceAfter(tx, transferId, round.wallet);
    const rows = await tx.query<RoundRow>(
      'UPDATE game_rounds SET balance_before = $2, balance_after = $3 WHERE round_id = $1 RETURNING *',
      [round.roundId, after === null ? null : after + round.stake, after],
    );
    return rows[0] ? roundOf(rows[0]) : round;
  });
}

/** Takes the stake of a round settled later (baccarat, lottery) and records the balances. */
export async function takeStake(ctx: Context, round: Round): Promise<Round> {
  const { transferId } = await postStake(ctx, round, planBet(betOf(round)));
  const after = await walletBalanceAfter(ctx.db, transferId, round.wallet);
  const rows = await ctx.db.query<RoundRow>(
    `UPDATE game_rounds SET balance_before = $2, balance_after = $3 WHERE round_id = $1 AND balance_before IS NULL
     RETURNING *`,
    [round.roundId, after === null ? null : after + round.stake, after],
  );
  return rows[0] ? roundOf(rows[0]) : ((await findRound(ctx.db, round.roundId)) ?? round);
}

/** Pays a settled-later round its win (nothing to post for 0) and records the outcome. */
export async function settleRound(ctx: Context, round: Round, win: bigint, outcome: unknown): Promise<Round> {
  if (round.status !== 'open') return round;
  const plan = planWin(betOf(round), win);
  let after = round.balanceAfter;
  if (plan) {
    const { transferId } = await postTransfer(ctx, plan);
    after = await walletBalanceAfter(ctx.db, transferId, round.wallet);
  }
  await ctx.db.query("UPDATE game_rounds SET outcome = $2 WHERE round_id = $1 AND status = 'open'", [
    round.roundId,
    JSON.stringify(outcome),
  ]);
  return close(ctx, round, 'settled', win, { after });
}

/** Returns the stake of a round that can no longer be settled. */
export async function refundRound(ctx: Context, round: Round): Promise<Round> {
  if (round.status !== 'open') return round;
  const { transferId } = await postTransfer(ctx, planRefund(betOf(round)));
  const after = await walletBalanceAfter(ctx.db, transferId, round.wallet);
  return close(ctx, round, 'refunded', 0n, { after });
}

/** A round as the game pages show it. */
export function toPlayRound(round: Round): PlayRound {
  const money = (value: bigint | null) => (value === null ? null : Number(value));
  return {
    roundId: round.roundId,
    stake: Number(round.stake),
    win: round.status === 'open' && !instantKinds.has(round.kind) ? 0 : Number(round.win),
    balanceBefore: money(round.balanceBefore),
    balanceAfter: money(round.balanceAfter),
    status: round.status,
    placedAt: round.placedAt,
    settledAt: round.settledAt,
    bet: round.bet,
    outcome: round.status === 'open' && instantKinds.has(round.kind) ? null : (round.outcome ?? null),
  };
}

/** The member's latest rounds of one game in one mode, newest first. */
export function recentRoundsOf(db: Queryable, memberId: number, nodeId: string, mode: PlayMode, limit = 10) {
  return selectRounds(
    db,
    'member_id = $1 AND node_id = $2 AND mode = $3 ORDER BY placed_at DESC, round_id LIMIT $4',
    [memberId, nodeId, mode, limit],
  );
}
