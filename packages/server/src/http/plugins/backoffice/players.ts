import type { FastifyInstance } from 'fastify';
import { boolean, object, optional, pattern, size, string } from 'superstruct';
import type { Context } from '../../../context.ts';
import {
  approvalById,
  decideApproval,
  pendingApprovals,
  requestApproval,
} from '../../../domain/backoffice/approvals.ts';
import {
  adjustBalance,
  player360,
  searchPlayers,
  setPlayerLocked,
} from '../../../domain/backoffice/players.ts';
import { refuse } from '../../../errors.ts';
import { parseInput } from '../../route.ts';
import { idOf, route } from './guard.ts';

const structs = {
  search: object({ q: size(string(), 1, 128) }),
  lock: object({ locked: boolean() }),
  adjustment: object({
    /** Minor units, signed, never 0. */
    amount: pattern(size(string(), 1, 19), /^-?[1-9]\d{0,17}$/),
    reason: size(string(), 3, 200),
  }),
  decision: object({ approve: boolean(), note: optional(size(string(), 0, 200)) }),
};

const body = <T>(struct: Parameters<typeof parseInput<T>>[0], raw: unknown) =>
  parseInput(struct, raw, raw !== undefined);

/** Players: search, the 360 page, lock, and balance adjustments through maker-checker. */
export async function playerRoutes(app: FastifyInstance, ctx: Context) {
  route(app, ctx, 'GET', '/players', 'players.read', async ({ merchant, request }) =>
    searchPlayers(ctx, merchant, body(structs.search, request.query).q),
  );
  route(app, ctx, 'GET', '/players/:id', 'players.read', async ({ merchant, request }) =>
    player360(ctx, merchant, idOf(request.params)),
  );
  route(app, ctx, 'POST', '/players/:id/lock', 'players.lock', async ({ merchant, request, audit }) => {
    const id = idOf(request.params);
    const { locked } = body(structs.lock, request.body);
    const change = await setPlayerLocked(ctx, merchant, id, locked);
    await audit(locked ? 'player.lock' : 'player.unlock', `member:${id}`, change);
    return change.after;
  });
  route(
    app,
    ctx,
    'POST',
    '/players/:id/adjustments',
    'balance.request',
    async ({ merchant, request, session, audit }) => {
      const id = idOf(request.params);
      const input = body(structs.adjustment, request.body);
      await player360(ctx, merchant, id);
      const approval = await requestApproval(
        ctx,
        merchant,
        'balance.adjust',
        `member:${id}`,
        { amount: input.amount, reason: input.reason },
        session.operator.id,
      );
      await audit('balance.request', `member:${id}`, { after: { approval: approval.id, ...input } });
      return approval;
    },
  );

  route(app, ctx, 'GET', '/approvals', 'players.read', async ({ merchant }) =>
    pendingApprovals(ctx, merchant),
  );
  /** The checker's decision on a balance adjustment. */
  route(
    app,
    ctx,
    'POST',
    '/approvals/:id',
    'balance.approve',
    async ({ merchant, request, session, audit }) => {
      const id = idOf(request.params);
      const { approve } = body(structs.decision, request.body);
      const pending = await approvalById(ctx, merchant, id);
      // A withdrawal's second approval is given on the withdrawal (POST /withdrawals/:id/approve).
      if (pending.kind !== 'balance.adjust') refuse('approvalKind');
      const decided = await decideApproval(
        ctx,
        merchant,
        id,
        session.operator.id,
        approve,
        async (approval) => {
          const memberId = Number(approval.target.split(':')[1]);
          return adjustBalance(
            ctx,
            merchant,
            memberId,
            BigInt(String(approval.payload.amount)),
            `backoffice:approval:${approval.id}`,
            String(approval.payload.reason),
          );
        },
      );
      await audit(approve ? 'approval.approve' : 'approval.reject', `approval:${id}`, {
        before: {
          status: 'pending',
          kind: decided.approval.kind,
          target: decided.approval.target,
          payload: decided.approval.payload,
          requestedBy: decided.approval.requestedByName,
        },
        after: { status: decided.approval.status },
      });
      return decided;
    },
  );
}
