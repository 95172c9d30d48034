import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { grantOrHoldBonus, standardTurnoverMultiple } from '../engagement/bonuses.ts';
import { postTransferIn, systemAccounts, walletCode } from '../ledger.ts';
import { guardDeposit } from '../responsible/guard.ts';
import { ensureMoneyAccounts } from './accounts.ts';
import { sendMemberMessage } from './messages.ts';
import { insertOnce, pageOf, paging, requestHash } from './requests.ts';
import { moneySettings } from './settings.ts';

export interface ChannelRow {
  id: number;
  code: string;
  name: string;
  type: 'bank' | 'ewallet' | 'qr' | 'crypto';
  min_amount: bigint;
  max_amount: bigint;
  auto_approve: boolean;
  instructions: string;
  active: boolean;
}

interface PromotionRow {
  id: number;
  title: string;
  rate: number;
  max_bonus: bigint;
  min_deposit: bigint;
  first_deposit_only: boolean;
}

const channelWire = (row: ChannelRow) => ({
  channelId: row.id,
  code: row.code,
  name: row.name,
  type: row.type,
  minAmount: Number(row.min_amount),
  maxAmount: Number(row.max_amount),
  instructions: row.instructions,
});

/** Deposit promotions open to this member now (first-deposit ones only before a first approval). */
async function depositPromotions(db: Queryable, merchant: string, memberId: number, now: number) {
  return db.query<PromotionRow>(
    `SELECT p.* FROM promotions p
     WHERE p.merchant_code = $1 AND p.kind = 'deposit' AND p.active AND p.start_at <= $3
       AND (p.end_at IS NULL OR p.end_at > $3)
       AND (NOT p.first_deposit_only OR NOT EXISTS (
         SELECT 1 FROM deposits d WHERE d.member_id = $2 AND d.status = 'approved'))
     ORDER BY p.id`,
    [merchant, memberId, now],
  );
}

export async function depositChannels(ctx: Context, merchant: string, memberId: number) {
  const channels = await ctx.db.query<ChannelRow>(
    'SELECT * FROM payment_channels WHERE merchant_code = $1 AND active ORDER BY sort, id',
    [merchant],
  );
  const promotions = await depositPromotions(ctx.db, merchant, memberId, ctx.clock.now());
  return {
    channels: channels.map(channelWire),
    promotions: promotions.map((row) => ({
      promotionId: row.id,
      title: row.title,
      rate: row.rate,
      maxBonus: Number(row.max_bonus),
      minDeposit: Number(row.min_deposit),
      firstDepositOnly: row.first_deposit_only,
    })),
  };
}

export const bonusOf = (amount: bigint, promotion: PromotionRow) => {
  const bonus = (amount * BigInt(promotion.rate)) / 10_000n;
  return bonus > promotion.max_bonus ? promotion.max_bonus : bonus;
};

interface DepositRow {
  id: number;
  member_id: number;
  merchant_code: string;
  amount: bigint;
  bonus: bigint;
  status: 'pending' | 'approved' | 'rejected';
  remark: string | null;
  created_at: bigint;
  decided_at: bigint | null;
  channel_name: string;
  promotion_title: string | null;
}

const depositSelect = `SELECT d.*, c.name AS channel_name, p.title AS promotion_title FROM deposits d
  JOIN payment_channels c ON c.id = d.channel_id LEFT JOIN promotions p ON p.id = d.promotion_id`;

const depositWire = (row: DepositRow) => ({
  depositId: row.id,
  channelName: row.channel_name,
  amount: Number(row.amount),
  bonus: Number(row.bonus),
  promotionTitle: row.promotion_title,
  status: row.status,
  createTime: Number(row.created_at),
  decideTime: row.decided_at === null ? null : Number(row.decided_at),
  remark: row.remark,
});

async function depositById(db: Queryable, id: number) {
  return (await db.query<DepositRow>(`${depositSelect} WHERE d.id = $1`, [id]))[0];
}

export interface DepositInput {
  channelId: string;
  amount: bigint;
  promotionId?: string | undefined;
  payerName?: string | undefined;
  idempotencyKey: string;
}

/** A deposit request: pending until the operator decides, or approved at once on auto-approve. */
export async function requestDeposit(ctx: Context, merchant: string, memberId: number, input: DepositInput) {
  await ensureMoneyAccounts(ctx.db, merchant);
  const channel = (
    await ctx.db.query<ChannelRow>('SELECT * FROM payment_channels WHERE id = $1 AND merchant_code = $2', [
      /^\d{1,9}$/.test(input.channelId) ? Number(input.channelId) : 0,
      merchant,
    ])
  )[0];
  if (!channel?.active) return fail('channelUnavailable');
  if (input.amount < channel.min_amount || input.amount > channel.max_amount) return fail('amountOutOfRange');
  let promotion: PromotionRow | undefined;
  if (input.promotionId) {
    const open = await depositPromotions(ctx.db, merchant, memberId, ctx.clock.now());
    promotion = open.find((row) => String(row.id) === input.promotionId);
    if (!promotion || input.amount < promotion.min_deposit) return fail('promotionUnavailable');
  }
  const bonus = promotion ? bonusOf(input.amount, promotion) : 0n;
  // Crediting without a payment (the demo's INSTANT channel, auto-approve) exists outside
  // production only; in production every deposit waits for the operator (docs/security.md).
  const autoApprove =
    !ctx.config.production &&
    (channel.auto_approve || (await moneySettings(ctx.db, merchant)).autoApproveDeposits);
  const hash = requestHash([channel.id, input.amount, promotion?.id ?? null, input.payerName ?? '']);
  const id = await ctx.db.transaction(async (tx) => {
    await guardDeposit(
      tx,
      { merchant, memberId, amount: input.amount, idempotencyKey: input.idempotencyKey },
      ctx.clock.now(),
    );
    const once = await insertOnce(tx, 'deposits', memberId, input.idempotencyKey, hash, () =>
      tx.query<{ id: number }>(
        `INSERT INTO deposits (merchant_code, member_id, channel_id, amount, promotion_id, bonus, payer_name,
           idempotency_key, request_hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING id`,
        [
          merchant,
          memberId,
          channel.id,
          input.amount,
          promotion?.id ?? null,
          bonus,
          input.payerName ?? '',
          input.idempotencyKey,
          hash,
          ctx.clock.now(),
        ],
      ),
    );
    if (!once.replayed && autoApprove) await decideIn(ctx, tx, merchant, once.id, true, 'auto-approved');
    return once.id;
  });
  return depositWire((await depositById(ctx.db, id)) ?? fail('depositNotFound'));
}

const major = (minor: bigint) => (Number(minor) / 100).toFixed(2);

/** What the approval message says of the bonus: credited, kept until verification, or nothing. */
function bonusLine(amount: bigint, bonus: { held: boolean; verification?: string } | undefined) {
  if (!bonus) return '';
  if (!bonus.held) return `, plus a bonus of ${major(amount)}`;
  const contact = bonus.verification === 'email' ? 'e-mail address' : 'mobile number';
  return `. Your bonus of ${major(amount)} is kept for you until you verify your ${contact} in the security centre`;
}

/** Moves pending → approved (money and bonus credited) or rejected, exactly once. */
async function decideIn(
  ctx: Context,
  tx: Queryable,
  merchant: string,
  depositId: number,
  approve: boolean,
  remark?: string,
) {
  const rows = await tx.query<{ id: number; member_id: number; amount: bigint; bonus: bigint }>(
    `UPDATE deposits SET status = $3, decided_at = $4, remark = $5
     WHERE id = $1 AND merchant_code = $2 AND status = 'pending' RETURNING id, member_id, amount, bonus`,
    [depositId, merchant, approve ? 'approved' : 'rejected', ctx.clock.now(), remark ?? null],
  );
  const deposit = rows[0];
  if (!deposit) {
    const exists = await tx.query('SELECT 1 FROM deposits WHERE id = $1 AND merchant_code = $2', [
      depositId,
      merchant,
    ]);
    return fail(exists.length ? 'depositState' : 'depositNotFound');
  }
  const wallet = walletCode(deposit.member_id);
  if (approve && deposit.bonus > 0n && !(await bonusStillDue(tx, deposit.id, deposit.member_id))) {
    deposit.bonus = 0n;
    await tx.query('UPDATE deposits SET bonus = 0 WHERE id = $1', [deposit.id]);
  }
  if (approve) {
    await postTransferIn(ctx, tx, {
      merchant,
      idempotencyKey: `deposit:${deposit.id}`,
      kind: 'deposit',
      memo: `deposit #${deposit.id}`,
      postings: [
        { account: systemAccounts.paymentGateway, amount: -deposit.amount },
        { account: wallet, amount: deposit.amount },
      ],
    });
  }
  // The deposit is the member's own money and is credited; its bonus waits for the brand's bonus
  // verification when the member has not done it (docs/security.md § Bonus verification).
  const bonus =
    approve && deposit.bonus > 0n
      ? await grantOrHoldBonus(
          ctx,
          tx,
          {
            merchant,
            memberId: deposit.member_id,
            source: 'deposit',
            sourceRef: String(deposit.id),
            kind: 'deposit.bonus',
            title: `deposit bonus #${deposit.id}`,
            amount: deposit.bonus,
            turnoverMultiple: standardTurnoverMultiple,
          },
          // The approval message below says it.
          { quiet: true },
        )
      : undefined;
  await sendMemberMessage(
    ctx,
    merchant,
    deposit.member_id,
    approve
      ? {
          category: 'deposit',
          title: `Deposit #${deposit.id} approved`,
          content: `<p>${major(deposit.amount)} is in your main wallet${bonusLine(deposit.bonus, bonus)}.</p>`,
        }
      : {
          category: 'deposit',
          title: `Deposit #${deposit.id} rejected`,
          content: `<p>${remark ? `Reason: ${remark}. ` : ''}Contact customer service if you paid.</p>`,
        },
    tx,
  );
}

/**
 * A first-deposit bonus is paid on the first approval only: two pending requests that both chose
 * it get it once. The member row lock orders concurrent approvals of one member.
 */
async function bonusStillDue(tx: Queryable, depositId: number, memberId: number): Promise<boolean> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
  const rows = await tx.query(
    `SELECT 1 FROM deposits d JOIN promotions p ON p.id = d.promotion_id
     WHERE d.id = $1 AND p.first_deposit_only AND EXISTS (
       SELECT 1 FROM deposits other WHERE other.member_id = $2 AND other.status = 'approved' AND other.id <> $1)`,
    [depositId, memberId],
  );
  return rows.length === 0;
}

export async function decideDeposit(
  ctx: Context,
  merchant: string,
  depositId: number,
  approve: boolean,
  remark?: string,
) {
  await ensureMoneyAccounts(ctx.db, merchant);
  await ctx.db.transaction((tx) => decideIn(ctx, tx, merchant, depositId, approve, remark));
  return depositWire((await depositById(ctx.db, depositId)) ?? fail('depositNotFound'));
}

export async function listDeposits(
  db: Queryable,
  memberId: number,
  input: { pageNo?: number | undefined; pageSize?: number | undefined; status?: string | undefined },
) {
  const { pageNo, pageSize, offset } = paging(input);
  const filter = input.status ? 'AND d.status = $4' : '';
  const params: unknown[] = [memberId, pageSize, offset, ...(input.status ? [input.status] : [])];
  const rows = await db.query<DepositRow>(
    `${depositSelect} WHERE d.member_id = $1 ${filter} ORDER BY d.id DESC LIMIT $2 OFFSET $3`,
    params,
  );
  const total = await db.query<{ count: bigint }>(
    `SELECT count(*)::bigint AS count FROM deposits d WHERE d.member_id = $1 ${input.status ? 'AND d.status = $2' : ''}`,
    input.status ? [memberId, input.status] : [memberId],
  );
  return pageOf(rows.map(depositWire), Number(total[0]?.count ?? 0n), pageNo, pageSize);
}

/** Operator view: pending deposits of a merchant, oldest first. */
export async function pendingDeposits(db: Queryable, merchant: string) {
  const rows = await db.query<DepositRow & { username: string }>(
    `SELECT d.*, c.name AS channel_name, p.title AS promotion_title, m.username FROM deposits d
     JOIN payment_channels c ON c.id = d.channel_id LEFT JOIN promotions p ON p.id = d.promotion_id
     JOIN members m ON m.id = d.member_id
     WHERE d.merchant_code = $1 AND d.status = 'pending' ORDER BY d.id`,
    [merchant],
  );
  return rows.map((row) => ({ ...depositWire(row), username: row.username }));
}
