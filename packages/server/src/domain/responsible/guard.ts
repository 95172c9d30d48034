import type { Queryable } from '../../db/database.ts';
import { ApiError, type ErrorName } from '../../errors.ts';
import { type ActiveBreak, activeBreak } from './breaks.ts';
import { depositFigures, type MoneyPeriod, periodStarts, playFigures } from './figures.ts';
import { type Limit, limitsOf } from './limits.ts';

const major = (minor: bigint) => (Number(minor) / 100).toFixed(2);

const breakRefusal = (found: ActiveBreak) =>
  new ApiError(
    found.kind === 'timeout' ? 'rgTimeout' : 'rgExcluded',
    found.endsAt === null
      ? `self-excluded permanently`
      : `on a ${found.kind} until ${new Date(found.endsAt).toISOString()}`,
    { endsAt: found.endsAt },
  );

function limitRefusal(name: ErrorName, limit: Limit, used: bigint, amount: bigint) {
  const left = (limit.amount as bigint) - used;
  return new ApiError(
    name,
    `${limit.period} ${limit.kind} limit ${major(limit.amount as bigint)}: ${major(used)} used, ${major(left > 0n ? left : 0n)} left, ${major(amount)} asked`,
    { period: limit.period, limit: Number(limit.amount), used: Number(used) },
  );
}

const inForce = (limits: readonly Limit[]) => limits.filter((limit) => limit.amount !== null);

/**
 * Refuses a deposit request during a break or over a deposit limit (gross: pending and approved
 * requests in the rolling period, this one included; every period checked, so the lowest wins).
 * Call inside the deposit's transaction before it is recorded: the member's rg_members row is
 * locked first, so racing deposits of one member are counted one after another.
 * A replay of a recorded request (same idempotency key) is never refused.
 */
export async function guardDeposit(
  tx: Queryable,
  deposit: { merchant: string; memberId: number; amount: bigint; idempotencyKey: string },
  now: number,
): Promise<void> {
  const recorded = await tx.query('SELECT 1 FROM deposits WHERE member_id = $1 AND idempotency_key = $2', [
    deposit.memberId,
    deposit.idempotencyKey,
  ]);
  if (recorded.length) return;
  const found = await activeBreak(tx, deposit.merchant, deposit.memberId, now);
  if (found) throw breakRefusal(found);
  const limits = inForce(await limitsOf(tx, deposit.memberId, now, ['deposit']));
  if (!limits.length) return;
  await tx.query(
    `INSERT INTO rg_members (member_id, merchant_code, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET member_id = EXCLUDED.member_id`,
    [deposit.memberId, deposit.merchant, now],
  );
  const used = await depositFigures(tx, deposit.memberId, periodStarts(now), deposit.idempotencyKey);
  for (const limit of limits) {
    const sum = used[limit.period as MoneyPeriod];
    if (sum + deposit.amount > (limit.amount as bigint))
      throw limitRefusal('rgDepositLimit', limit, sum, deposit.amount);
  }
}

/**
 * Refuses moving money into a game's wallet during a break: a break closes real-money play, while
 * money back to the main wallet (and so to a withdrawal) always moves. A replay of a recorded
 * transfer is never refused. Limits are not checked here: a stake counts at its bet (guardStake).
 */
export async function guardTransferIn(
  db: Queryable,
  transfer: { merchant: string; memberId: number; idempotencyKey: string },
  now: number,
): Promise<void> {
  const found = await activeBreak(db, transfer.merchant, transfer.memberId, now);
  if (!found) return;
  const recorded = await db.query(
    'SELECT 1 FROM ledger_transfers WHERE merchant_code = $1 AND idempotency_key = $2',
    [transfer.merchant, transfer.idempotencyKey],
  );
  if (!recorded.length) throw breakRefusal(found);
}

/** When the member's current login session started (the newest live one). */
async function sessionStart(db: Queryable, memberId: number, now: number): Promise<number | undefined> {
  const [row] = await db.query<{ started: bigint | null }>(
    'SELECT max(created_at) AS started FROM sessions WHERE member_id = $1 AND revoked_at IS NULL AND expires_at > $2',
    [memberId, now],
  );
  return row?.started === null || row?.started === undefined ? undefined : Number(row.started);
}

/**
 * Refuses a real-money stake during a break, past the session-time limit, or over a loss or wager
 * limit (the stake counted as if lost, so a limit can never be passed). Call inside the bet's
 * transaction before the stake moves; `wallet` is locked here (FOR UPDATE, as the ledger's
 * posting does next), so racing bets of one member are decided one after another.
 */
export async function guardStake(
  tx: Queryable,
  bet: { merchant: string; memberId: number; wallet: string; amount: bigint },
  now: number,
): Promise<void> {
  const found = await activeBreak(tx, bet.merchant, bet.memberId, now);
  if (found) throw breakRefusal(found);
  const limits = inForce(await limitsOf(tx, bet.memberId, now, ['loss', 'wager', 'session']));
  if (!limits.length) return;
  const session = limits.find((limit) => limit.kind === 'session');
  if (session) {
    const started = await sessionStart(tx, bet.memberId, now);
    const minutes = started === undefined ? 0 : Math.floor((now - started) / 60_000);
    if (started !== undefined && BigInt(minutes) >= (session.amount as bigint))
      throw new ApiError('rgSessionLimit', `session limit of ${session.amount} minutes reached`, {
        limit: Number(session.amount),
      });
  }
  const money = limits.filter((limit) => limit.kind !== 'session');
  if (!money.length || bet.amount === 0n) return;
  await tx.query('SELECT 1 FROM ledger_accounts WHERE merchant_code = $1 AND code = $2 FOR UPDATE', [
    bet.merchant,
    bet.wallet,
  ]);
  const figures = await playFigures(tx, bet.memberId, periodStarts(now));
  for (const limit of money) {
    const period = figures[limit.period as MoneyPeriod];
    const used = limit.kind === 'loss' ? period.lost : period.wagered;
    if (used + bet.amount > (limit.amount as bigint))
      throw limitRefusal(limit.kind === 'loss' ? 'rgLossLimit' : 'rgWagerLimit', limit, used, bet.amount);
  }
}

/** A platform round's stake (the demo engines, rooms, lotteries): real money only. */
export function guardRoundStake(
  tx: Queryable,
  round: { mode: string; merchant: string; memberId: number; wallet: string; stake: bigint },
  now: number,
): Promise<void> | undefined {
  if (round.mode !== 'real') return undefined;
  return guardStake(tx, { ...round, amount: round.stake }, now);
}

const refusals = new Set<ErrorName>([
  'rgLossLimit',
  'rgWagerLimit',
  'rgSessionLimit',
  'rgTimeout',
  'rgExcluded',
]);

/** Whether a bet was refused by a limit or a break (nothing of it may be kept). */
export const isResponsibleRefusal = (error: unknown) =>
  error instanceof ApiError && refusals.has(error.errorName);
