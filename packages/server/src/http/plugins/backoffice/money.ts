import type { FastifyInstance } from 'fastify';
import { object, optional, size, string } from 'superstruct';
import type { Context } from '../../../context.ts';
import {
  approveWithdrawal,
  rejectWithdrawal,
  withdrawalQueue,
} from '../../../domain/backoffice/withdrawals.ts';
import { parseInput } from '../../route.ts';
import { idOf, route } from './guard.ts';

const rejection = object({ remark: optional(size(string(), 0, 200)) });

/** The withdrawal queue: approve (maker-checker at the threshold) and reject. */
export async function moneyRoutes(app: FastifyInstance, ctx: Context) {
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
