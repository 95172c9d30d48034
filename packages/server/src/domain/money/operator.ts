import type { Context } from '../../context.ts';
import { memberByUsername } from '../members.ts';
import { pendingDeposits } from './deposits.ts';
import { type MessageCategory, sendMemberMessage } from './messages.ts';
import { openWithdrawals } from './withdrawals.ts';

/** Operator views and actions of the money domain not already in deposits.ts / withdrawals.ts / settings.ts. */

export async function moneyQueue(ctx: Context, merchant: string) {
  return {
    deposits: await pendingDeposits(ctx.db, merchant),
    withdrawals: await openWithdrawals(ctx, merchant),
  };
}

export interface NewChannel {
  code: string;
  name: string;
  type: 'bank' | 'ewallet' | 'qr' | 'crypto';
  minAmount: bigint;
  maxAmount: bigint;
  autoApprove: boolean;
  instructions?: string | undefined;
}

/** Adds a payment channel, or updates the one with the same code (and re-activates it). */
export async function upsertChannel(ctx: Context, merchant: string, channel: NewChannel) {
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO payment_channels (merchant_code, code, name, type, min_amount, max_amount, auto_approve, instructions)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (merchant_code, code) DO UPDATE SET name = EXCLUDED.name, type = EXCLUDED.type,
       min_amount = EXCLUDED.min_amount, max_amount = EXCLUDED.max_amount, auto_approve = EXCLUDED.auto_approve,
       instructions = EXCLUDED.instructions, active = true
     RETURNING id`,
    [
      merchant,
      channel.code,
      channel.name,
      channel.type,
      channel.minAmount,
      channel.maxAmount,
      channel.autoApprove,
      channel.instructions ?? '',
    ],
  );
  return { channelId: rows[0]?.id };
}

export async function setChannelActive(ctx: Context, merchant: string, code: string, active: boolean) {
  const rows = await ctx.db.query(
    'UPDATE payment_channels SET active = $3 WHERE merchant_code = $1 AND code = $2 RETURNING id',
    [merchant, code, active],
  );
  return { updated: rows.length > 0 };
}

export interface NewPromotion {
  kind: 'deposit' | 'reward';
  title: string;
  content?: string | undefined;
  rate?: number | undefined;
  maxBonus?: bigint | undefined;
  minDeposit?: bigint | undefined;
  firstDepositOnly?: boolean | undefined;
  amount?: bigint | undefined;
  startAt?: number | undefined;
  endAt?: number | undefined;
}

export async function addPromotion(ctx: Context, merchant: string, promotion: NewPromotion) {
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO promotions (merchant_code, kind, title, content, rate, max_bonus, min_deposit, first_deposit_only,
       amount, start_at, end_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      merchant,
      promotion.kind,
      promotion.title,
      promotion.content ?? '',
      promotion.rate ?? 0,
      promotion.maxBonus ?? 0n,
      promotion.minDeposit ?? 0n,
      promotion.firstDepositOnly ?? false,
      promotion.amount ?? 0n,
      promotion.startAt ?? ctx.clock.now(),
      promotion.endAt ?? null,
    ],
  );
  return { promotionId: rows[0]?.id };
}

export async function messageMember(
  ctx: Context,
  merchant: string,
  username: string,
  message: { title: string; content: string; category?: MessageCategory | undefined },
) {
  const member = await memberByUsername(ctx.db, merchant, username);
  if (!member) throw new Error(`No member ${username}`);
  return sendMemberMessage(ctx, merchant, member.id, { category: message.category ?? 'notice', ...message });
}
