import type { FastifyInstance } from 'fastify';
import { array, boolean, integer, min, object, optional, size, string } from 'superstruct';
import type { Context } from '../../../context.ts';
import { decideDeposits, depositQueue, depositsCsv } from '../../../domain/backoffice/deposits.ts';
import {
  approveWithdrawal,
  rejectWithdrawal,
  withdrawalQueue,
} from '../../../domain/backoffice/withdrawals.ts';
import { parseInput } from '../../route.ts';
import { idOf, period, route } from './guard.ts';

const rejection = object({ remark: optional(size(string(), 0, 200)) });
const bulkDecision = object({
  ids: size(array(min(integer(), 1)), 1, 100),
  approve: boolean(),
  remark: optional(size(string(), 0, 200)),
});

/**
 * The deposit queue (decided one by one or in bulk, with the reconciliation export) and the
 * withdrawal queue: approve (maker-checker at the threshold) and reject.
 */
export async function moneyRoutes(app: FastifyInstance, ctx: Context) {
  route(app, ctx, 'GET', '/deposits', 'deposits.read', async ({ merchant }) => depositQueue(ctx, merchant));
  route(app, ctx, 'POST', '/deposits/decide', 'deposits.decide', async ({ merchant, request, audit }) => {
    const { ids, approve, remark } = parseInput(bulkDecision, request.body, request.body !== undefined);
    const outcomes = await decideDeposits(ctx, merchant, ids, approve, remark);
    for (const outcome of outcomes)
      if (outcome.done)
        await audit(approve ? 'deposit.approve' : 'deposit.reject', `deposit:${outcome.depositId}`, {
          before: { status: 'pending' },
          after: { status: outcome.status, remark },
        });
    return outcomes;
  });
  route(app, ctx, 'GET', '/deposits.csv', 'deposits.read', async ({ merchant, request, reply }) => {
    const { from, to } = period(ctx, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="deposits-${merchant}.csv"`)
      .send(await depositsCsv(ctx, merchant, from, to));
  });
  route(app, ctx, 'GET', '/withdrawals', 'withdrawals.read', async ({ merchant }) =>
    withdrawalQueue(ctx, merchant),
  );
  route(
    app,
    ctx,
    'POST',
    '/withdrawals/:id/approve',
    'withdrawals.decide',
    async ({ merchant, request, session, audit }) => {
      const id = idOf(request.params);
      const outcome = await approveWithdrawal(ctx, merchant, id, session.operator.id);
      await audit(outcome.done ? 'withdrawal.approve' : 'withdrawal.request', `withdrawal:${id}`, {
        before: { status: 'pending' },
        after: outcome.done
          ? { status: outcome.withdrawal?.status }
          : { status: 'pending', approval: outcome.approval?.id },
      });
      return outcome;
    },
  );
  route(
    app,
    ctx,
    'POST',
    '/withdrawals/:id/reject',
    'withdrawals.decide',
    async ({ merchant, request, audit }) => {
      const id = idOf(request.params);
      const { remark } = parseInput(rejection, request.body, request.body !== undefined);
      const outcome = await rejectWithdrawal(ctx, merchant, id, remark);
      await audit('withdrawal.reject', `withdrawal:${id}`, {
        before: { status: 'pending' },
        after: { status: outcome.withdrawal.status, remark },
      });
      return outcome;
    },
  );
}
