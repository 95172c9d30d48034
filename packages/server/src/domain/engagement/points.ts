import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { ensureMoneyAccounts, memberKey } from '../money/accounts.ts';
import { verifyPaymentPassword } from '../money/payment-password.ts';
import { pageOf, paging, requestHash } from '../money/requests.ts';
import { walletSummary } from '../money/wallets.ts';
import { grantBonus, grantOrHoldBonus, standardTurnoverMultiple } from './bonuses.ts';
import { grantFreeSpins } from './free-spins.ts';
import { requireBonusVerification } from './verification.ts';

/* Points are whole numbers, never money: they live in points_accounts / points_entries. Earning
 * happens in the database, in the transaction that settles a round (migration 011). */

export interface PointsSettings {
  earnBetPerPoint: bigint;
  convertRatio: number;
  minConvert: bigint;
}

export async function pointsSettings(db: Queryable, merchant: string): Promise<PointsSettings> {
  const rows = await db.query<{ earn_bet_per_point: bigint; convert_ratio: number; min_convert: bigint }>(
    'SELECT earn_bet_per_point, convert_ratio, min_convert FROM points_settings WHERE merchant_code = $1',
    [merchant],
  );
  const row = rows[0];
  return {
    earnBetPerPoint: row?.earn_bet_per_point ?? 100n,
    convertRatio: row?.convert_ratio ?? 100,
    minConvert: row?.min_convert ?? 100n,
  };
}

export async function pointConfig(db: Queryable, merchant: string) {
  const settings = await pointsSettings(db, merchant);
  return {
    ratio: settings.convertRatio,
    minConvert: Number(settings.minConvert),
    earnBetPerPoint: Number(settings.earnBetPerPoint),
  };
}

export async function pointBalance(db: Queryable, memberId: number): Promise<bigint> {
  const rows = await db.query<{ balance: bigint }>(
    'SELECT balance FROM points_accounts WHERE member_id = $1',
    [memberId],
  );
  return rows[0]?.balance ?? 0n;
}

/**
 * Moves a member's points inside the caller's transaction, after `lockPoints`: the balance can not
 * go below zero (checked in the UPDATE).
 */
async function changePoints(
  tx: Queryable,
  ctx: Context,
  memberId: number,
  entry: {
    kind: 'redeem' | 'refund' | 'convert';
    changed: bigint;
    redemptionId?: number;
    key?: string;
    remark: string;
  },
): Promise<bigint> {
  const rows = await tx.query<{ balance: bigint }>(
    `UPDATE points_accounts SET balance = balance + $2 WHERE member_id = $1 AND balance + $2 >= 0
     RETURNING balance`,
    [memberId, entry.changed],
  );
  const balance = rows[0]?.balance ?? fail('insufficientPoints');
  await tx.query(
    `INSERT INTO points_entries (member_id, kind, changed, balance_after, redemption_id, idempotency_key, remark, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      memberId,
      entry.kind,
      entry.changed,
      balance,
      entry.redemptionId ?? null,
      entry.key ?? null,
      entry.remark,
      ctx.clock.now(),
    ],
  );
  return balance;
}

/** Takes the member's points row lock (creating the row) before anything else in a points transaction. */
async function lockPoints(tx: Queryable, memberId: number) {
  await tx.query('INSERT INTO points_accounts (member_id) VALUES ($1) ON CONFLICT DO NOTHING', [memberId]);
  await tx.query('SELECT balance FROM points_accounts WHERE member_id = $1 FOR UPDATE', [memberId]);
}

interface RewardRow {
  id: number;
  kind: 'bonus' | 'freeSpins' | 'goods';
  name: string;
  points: bigint;
  stock: number;
  member_limit: number | null;
  bonus_amount: bigint;
  turnover_multiple: number;
  free_spins: number;
  spin_stake: bigint;
  image: string | null;
  held: bigint;
}

/** Quantities a member holds of a reward: in process or approved (a rejection gives the slot back). */
const heldSql = `(SELECT coalesce(sum(r.quantity), 0)::bigint FROM point_redemptions r
  WHERE r.reward_id = w.id AND r.member_id = $2 AND r.status <> 'rejected')`;

export async function pointRewards(
  db: Queryable,
  merchant: string,
  memberId: number,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const { pageNo, pageSize, offset } = paging(input, 20);
  const rows = await db.query<RewardRow>(
    `SELECT w.*, ${heldSql} AS held FROM point_rewards w WHERE w.merchant_code = $1 AND w.active
     ORDER BY w.sort, w.id LIMIT $3 OFFSET $4`,
    [merchant, memberId, pageSize, offset],
  );
  const total = await db.query<{ count: bigint }>(
    'SELECT count(*)::bigint AS count FROM point_rewards WHERE merchant_code = $1 AND active',
    [merchant],
  );
  const list = rows.map((row) => ({
    rewardId: String(row.id),
    name: row.name,
    points: Number(row.points),
    availableQuantity: row.stock,
    image: row.image ?? undefined,
    kind: row.kind,
    memberLimit: row.member_limit,
    memberRedeemed: Number(row.held),
    bonusAmount: Number(row.bonus_amount),
  }));
  return pageOf(list, Number(total[0]?.count ?? 0n), pageNo, pageSize);
}

export interface RedeemInput {
  rewardId: string;
  quantity: number;
  idempotencyKey: string;
}

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0);

/**
 * Reserves points and stock in one transaction: the member's points row is locked first (so the
 * per-member limit is counted against a stable set), then the stock is taken by a guarded UPDATE
 * (never below zero), then the points by a guarded UPDATE. Any refusal rolls all of it back. A
 * repeated idempotency key answers the first redemption.
 */
export async function reserveRedemption(
  ctx: Context,
  merchant: string,
  memberId: number,
  input: RedeemInput,
) {
  const rewardId = idOf(input.rewardId);
  const hash = requestHash([rewardId, input.quantity]);
  return ctx.db.transaction(async (tx) => {
    await lockPoints(tx, memberId);
    const first = await tx.query<{ request_hash: string }>(
      'SELECT request_hash FROM point_redemptions WHERE member_id = $1 AND idempotency_key = $2',
      [memberId, input.idempotencyKey],
    );
    if (first[0]) {
      if (first[0].request_hash !== hash) return fail('idempotencyConflict');
      return { balance: Number(await pointBalance(tx, memberId)) };
    }
    const reward = (
      await tx.query<RewardRow>(
        `SELECT w.*, ${heldSql} AS held FROM point_rewards w WHERE w.merchant_code = $1 AND w.id = $3 AND w.active`,
        [merchant, memberId, rewardId],
      )
    )[0];
    if (!reward) return fail('rewardUnavailable');
    // A reward that pays money is a bonus: refused before points or stock are taken.
    if (reward.kind === 'bonus' && reward.bonus_amount > 0n)
      await requireBonusVerification(tx, merchant, memberId);
    if (reward.member_limit !== null && Number(reward.held) + input.quantity > reward.member_limit)
      return fail('rewardLimit');
    const taken = await tx.query(
      'UPDATE point_rewards SET stock = stock - $2 WHERE id = $1 AND stock >= $2 RETURNING stock',
      [reward.id, input.quantity],
    );
    if (!taken[0]) return fail('rewardSoldOut');
    const cost = reward.points * BigInt(input.quantity);
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO point_redemptions (merchant_code, member_id, reward_id, quantity, points, idempotency_key, request_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [merchant, memberId, reward.id, input.quantity, cost, input.idempotencyKey, hash, ctx.clock.now()],
    );
    const redemptionId = inserted[0]?.id ?? fail('internal');
    const balance = await changePoints(tx, ctx, memberId, {
      kind: 'redeem',
      changed: -cost,
      redemptionId,
      remark: `${reward.name} × ${input.quantity}`,
    });
    return { balance: Number(balance) };
  });
}

/** MCS2_redeemPointReward behind the payment password. */
export async function redeemReward(
  ctx: Context,
  merchant: string,
  memberId: number,
  input: RedeemInput & { paymentPassword?: string | undefined },
) {
  if (!input.paymentPassword) return fail('paymentPasswordRequired');
  await verifyPaymentPassword(ctx, memberId, input.paymentPassword);
  return reserveRedemption(ctx, merchant, memberId, input);
}

interface RedemptionRow {
  id: number;
  member_id: number;
  reward_id: number;
  quantity: number;
  points: bigint;
  status: 'process' | 'approved' | 'rejected';
  remark: string | null;
  created_at: bigint;
  decided_at: bigint | null;
  reward_name: string;
  username?: string;
}

const redemptionWire = (row: RedemptionRow) => ({
  id: row.id,
  rewardName: row.reward_name,
  quantity: row.quantity,
  points: Number(row.points),
  status: row.status,
  createTime: Number(row.created_at),
  remark: row.remark,
});

export async function redeemList(
  db: Queryable,
  memberId: number,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const { pageNo, pageSize, offset } = paging(input);
  const rows = await db.query<RedemptionRow>(
    `SELECT r.*, w.name AS reward_name FROM point_redemptions r JOIN point_rewards w ON w.id = r.reward_id
     WHERE r.member_id = $1 ORDER BY r.id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, offset],
  );
  const total = await db.query<{ count: bigint }>(
    'SELECT count(*)::bigint AS count FROM point_redemptions WHERE member_id = $1',
    [memberId],
  );
  return pageOf(rows.map(redemptionWire), Number(total[0]?.count ?? 0n), pageNo, pageSize);
}

/** Points details (ODSFE2_MemTransDet with transType "points"): earned, redeemed, refunded, converted. */
export async function pointTransactions(
  db: Queryable,
  memberId: number,
  input: { pageNo?: number | undefined; pageSize?: number | undefined },
) {
  const { pageNo, pageSize, offset } = paging(input);
  const rows = await db.query<{
    id: number;
    kind: string;
    changed: bigint;
    balance_after: bigint;
    remark: string;
    created_at: bigint;
  }>(
    `SELECT id, kind, changed, balance_after, remark, created_at FROM points_entries WHERE member_id = $1
     ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [memberId, pageSize, offset],
  );
  const total = await db.query<{ count: bigint }>(
    'SELECT count(*)::bigint AS count FROM points_entries WHERE member_id = $1',
    [memberId],
  );
  const list = rows.map((row) => ({
    id: row.id,
    transType: `points.${row.kind}`,
    changed: Number(row.changed),
    balance: Number(row.balance_after),
    remark: row.remark,
    createTime: Number(row.created_at),
  }));
  return pageOf(list, Number(total[0]?.count ?? 0n), pageNo, pageSize);
}

/** Operator queue: redemptions in process, oldest first. */
export async function pendingRedemptions(db: Queryable, merchant: string) {
  const rows = await db.query<RedemptionRow>(
    `SELECT r.*, w.name AS reward_name, m.username FROM point_redemptions r
     JOIN point_rewards w ON w.id = r.reward_id JOIN members m ON m.id = r.member_id
     WHERE r.merchant_code = $1 AND r.status = 'process' ORDER BY r.id`,
    [merchant],
  );
  return rows.map((row) => ({ ...redemptionWire(row), username: row.username }));
}

/**
 * Operator decision, once (status guard): approval pays a bonus reward through the ledger with its
 * turnover requirement or grants a free-spins reward's spins; rejection returns the points and the stock.
 */
export async function decideRedemption(
  ctx: Context,
  merchant: string,
  redemptionId: number,
  approve: boolean,
  remark?: string,
) {
  return ctx.db.transaction(async (tx) => {
    const owner = await tx.query<{ member_id: number }>(
      'SELECT member_id FROM point_redemptions WHERE id = $1 AND merchant_code = $2',
      [redemptionId, merchant],
    );
    const memberId = owner[0]?.member_id ?? fail('redeemNotFound');
    await lockPoints(tx, memberId);
    const decided = await tx.query<RedemptionRow>(
      `UPDATE point_redemptions SET status = $2, remark = $3, decided_at = $4
       WHERE id = $1 AND status = 'process' RETURNING *, '' AS reward_name`,
      [redemptionId, approve ? 'approved' : 'rejected', remark ?? null, ctx.clock.now()],
    );
    const row = decided[0] ?? fail('redeemState');
    const reward = (
      await tx.query<RewardRow>('SELECT *, 0 AS held FROM point_rewards WHERE id = $1', [row.reward_id])
    )[0];
    if (!reward) return fail('redeemNotFound');
    if (!approve) {
      await tx.query('UPDATE point_rewards SET stock = stock + $2 WHERE id = $1', [reward.id, row.quantity]);
      await changePoints(tx, ctx, memberId, {
        kind: 'refund',
        changed: row.points,
        redemptionId,
        remark: `${reward.name} × ${row.quantity}`,
      });
    } else if (reward.kind === 'bonus' && reward.bonus_amount > 0n) {
      // Held until the member verifies, should the brand have raised its requirement meanwhile.
      await grantOrHoldBonus(ctx, tx, {
        merchant,
        memberId,
        source: 'points.redeem',
        sourceRef: String(redemptionId),
        title: reward.name,
        amount: reward.bonus_amount * BigInt(row.quantity),
        turnoverMultiple: reward.turnover_multiple,
      });
    } else if (reward.kind === 'freeSpins' && reward.free_spins > 0) {
      // Playable on the demo slot from now on; each spin's win is a bonus with this turnover rule.
      await grantFreeSpins(ctx, tx, {
        merchant,
        memberId,
        source: 'points.redeem',
        sourceRef: String(redemptionId),
        title: reward.name,
        spins: reward.free_spins * row.quantity,
        stake: reward.spin_stake,
        turnoverMultiple: reward.turnover_multiple,
      });
    }
    return redemptionWire({ ...row, reward_name: reward.name });
  });
}

/**
 * MCS2_convertPoint: points leave at the configured ratio and the wallet is credited, once per
 * key. The money is a bonus like any other (grantBonus): the brand's bonus verification first, the
 * standard turnover after (docs/security.md § Bonus verification).
 */
export async function convertPoints(
  ctx: Context,
  merchant: string,
  memberId: number,
  input: { points: number; paymentPassword?: string | undefined; idempotencyKey: string },
) {
  if (!input.paymentPassword) return fail('paymentPasswordRequired');
  await verifyPaymentPassword(ctx, memberId, input.paymentPassword);
  const settings = await pointsSettings(ctx.db, merchant);
  const points = BigInt(input.points);
  if (points < settings.minConvert) return fail('convertTooSmall');
  // ratio points per 100 minor units; whole minor units only, the rest stays as points.
  const amount = (points * 100n) / BigInt(settings.convertRatio);
  const spent = (amount * BigInt(settings.convertRatio)) / 100n;
  if (amount <= 0n) return fail('convertTooSmall');
  await ensureMoneyAccounts(ctx.db, merchant);
  const balance = await ctx.db.transaction(async (tx) => {
    await lockPoints(tx, memberId);
    const key = memberKey(memberId, 'points-convert', input.idempotencyKey);
    const first = await tx.query(
      'SELECT 1 FROM points_entries WHERE member_id = $1 AND idempotency_key = $2',
      [memberId, key],
    );
    if (first[0]) return pointBalance(tx, memberId);
    await requireBonusVerification(tx, merchant, memberId);
    const after = await changePoints(tx, ctx, memberId, {
      kind: 'convert',
      changed: -spent,
      key,
      remark: `${spent} → ${amount}`,
    });
    await grantBonus(ctx, tx, {
      merchant,
      memberId,
      source: 'points.convert',
      sourceRef: key,
      kind: 'points.convert',
      title: `${spent} points`,
      amount,
      turnoverMultiple: standardTurnoverMultiple,
    });
    return after;
  });
  const { sumBalance } = await walletSummary(ctx, memberId);
  return { balance: Number(balance), sumBalance };
}
