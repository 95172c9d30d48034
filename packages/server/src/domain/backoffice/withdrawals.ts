import type { Context } from '../../context.ts';
import { fail } from '../../errors.ts';
import { decideWithdrawal, openWithdrawals } from '../money/withdrawals.ts';
import { decideApproval, openApproval, requestApproval } from './approvals.ts';

/** Withdrawals at or above this amount (minor units: 5,000.00) need a second operator's approval. */
export const withdrawalMakerCheckerMinor = 500_000n;

export async function withdrawalQueue(ctx: Context, merchant: string) {
  const open = await openWithdrawals(ctx, merchant);
  return Promise.all(
    open.map(async (withdrawal) => {
      const approval = await openApproval(
        ctx,
        merchant,
        'withdrawal.approve',
        `withdrawal:${withdrawal.withdrawalId}`,
      );
      return {
        ...withdrawal,
        needsSecondApprover: BigInt(withdrawal.amount) >= withdrawalMakerCheckerMinor,
        approval: approval ? { id: approval.id, requestedBy: approval.requestedByName } : null,
      };
    }),
  );
}

async function pendingWithdrawal(ctx: Context, merchant: string, id: number) {
  const found = (await openWithdrawals(ctx, merchant)).find((row) => row.withdrawalId === id);
  return found && found.status === 'pending' ? found : fail('withdrawalNotFound');
}

/**
 * Approve: below the threshold it is paid at once; above it the first operator's approval is a
 * request and a different operator's approval pays it (the same one is refused).
 */
export async function approveWithdrawal(ctx: Context, merchant: string, id: number, operatorId: number) {
  const withdrawal = await pendingWithdrawal(ctx, merchant, id);
  if (BigInt(withdrawal.amount) < withdrawalMakerCheckerMinor)
    return { done: true, withdrawal: await decideWithdrawal(ctx, merchant, id, true) };
  const target = `withdrawal:${id}`;
  const open = await openApproval(ctx, merchant, 'withdrawal.approve', target);
  if (!open) {
    const approval = await requestApproval(
      ctx,
      merchant,
      'withdrawal.approve',
      target,
      { amount: String(withdrawal.amount) },
      operatorId,
    );
    return { done: false, approval };
  }
  const decided = await decideApproval(ctx, merchant, open.id, operatorId, true, () =>
    decideWithdrawal(ctx, merchant, id, true),
  );
  return { done: true, approval: decided.approval, withdrawal: decided.result };
}

/** Reject needs one operator: it only gives the money back to the player's wallet. */
export async function rejectWithdrawal(
  ctx: Context,
  merchant: string,
  id: number,
  remark: string | undefined,
) {
  await pendingWithdrawal(ctx, merchant, id);
  const open = await openApproval(ctx, merchant, 'withdrawal.approve', `withdrawal:${id}`);
  const withdrawal = await decideWithdrawal(ctx, merchant, id, false, remark);
  if (open)
    await ctx.db.query(
      "UPDATE backoffice_approvals SET status = 'rejected', decided_at = $2 WHERE id = $1 AND status = 'pending'",
      [open.id, ctx.clock.now()],
    );
  return { withdrawal };
}
