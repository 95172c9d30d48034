import type { Context } from '../../context.ts';
import { ApiError, fail } from '../../errors.ts';
import { agentTypes, memberById, trialType } from '../members.ts';
import { pageOf, paging } from '../money/requests.ts';
import { transferToMember } from '../money/transfers.ts';
import { walletSummary } from '../money/wallets.ts';
import type { SessionMember } from '../sessions.ts';

/**
 * Transfer to downline (docs/product.md § Who uses it): an agent's direct downline are the members
 * registered with its affiliate code (members.upline_id), the same link transfer to upline follows
 * the other way.
 */

/** Only agents have a downline to send money to; trial accounts are refused first. */
export function requireAgent(session: SessionMember): number {
  if (session.customerType === trialType) throw new ApiError('trialRefused');
  if (!(agentTypes as readonly number[]).includes(session.customerType)) fail('downlineAgentOnly');
  return session.memberId;
}

const likePrefix = (text: string) =>
  `${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The agent's direct downline, newest first, optionally by account prefix; with the agent's main balance. */
export async function downlineMembers(
  ctx: Context,
  agentId: number,
  input: { pageNo?: number | undefined; pageSize?: number | undefined; account?: string | undefined },
) {
  const { pageNo, pageSize, offset } = paging(input);
  const filter = input.account?.trim() ? likePrefix(input.account) : '%';
  const where = 'upline_id = $1 AND customer_type <> $2 AND username_key LIKE $3';
  const [rows, total, summary] = await Promise.all([
    ctx.db.query<{ id: number; username: string; nickname: string | null; created_at: bigint }>(
      `SELECT id, username, nickname, created_at FROM members WHERE ${where} ORDER BY id DESC LIMIT $4 OFFSET $5`,
      [agentId, trialType, filter, pageSize, offset],
    ),
    ctx.db.query<{ n: bigint }>(`SELECT count(*) AS n FROM members WHERE ${where}`, [
      agentId,
      trialType,
      filter,
    ]),
    walletSummary(ctx, agentId),
  ]);
  const list = rows.map((row) => ({
    memberId: row.id,
    account: row.username,
    nickname: row.nickname,
    regDate: Number(row.created_at),
  }));
  return {
    ...pageOf(list, Number(total[0]?.n ?? 0), pageNo, pageSize),
    availBalance: summary.balance.find((wallet) => wallet.accountTypeId === 0)?.availBalance ?? 0,
  };
}

/**
 * Main wallet to a direct downline member's main wallet, behind the payment password: one ledger
 * transfer in one transaction (no negative balance); a repeated key answers the first transfer,
 * the same key with another member or amount is refused.
 */
export async function transferToDownline(
  ctx: Context,
  merchant: string,
  agentId: number,
  input: { downlineId: string; amount: bigint; paymentPassword: string; idempotencyKey: string },
) {
  const downlineId = /^\d{1,9}$/.test(input.downlineId) ? Number(input.downlineId) : 0;
  const downline = await memberById(ctx.db, downlineId);
  if (!downline || downline.upline_id !== agentId || downline.merchant_code !== merchant)
    fail('downlineUnknown');
  return transferToMember(ctx, merchant, { from: agentId, to: downlineId, direction: 'downline' }, input);
}
