import type { FastifyInstance } from 'fastify';
import {
  boolean,
  enums,
  integer,
  max,
  min,
  object,
  optional,
  pattern,
  type Struct,
  size,
  string,
} from 'superstruct';
import type { Context } from '../../../context.ts';
import { decideDeposit } from '../../../domain/money/deposits.ts';
import {
  addPromotion,
  messageMember,
  moneyQueue,
  setChannelActive,
  upsertChannel,
} from '../../../domain/money/operator.ts';
import { moneySettings, putMoneySettings } from '../../../domain/money/settings.ts';
import {
  autoReceiveOverdue,
  decideWithdrawal,
  resolveWithdrawal,
} from '../../../domain/money/withdrawals.ts';
import { ApiError, fail } from '../../../errors.ts';
import { okBody } from '../../envelope.ts';
import { parseInput } from '../../route.ts';

const name = (length = 64) => size(string(), 1, length);
const merchant = optional(name());
const id = min(integer(), 1);
const minor = () => pattern(string(), /^[1-9]\d{0,15}$/);

const structs = {
  decide: object({ id, approve: boolean(), remark: optional(name(200)), merchant }),
  resolve: object({ id, refund: boolean(), remark: optional(name(200)), merchant }),
  settings: object({
    confirmMinutes: optional(max(min(integer(), 1), 43_200)),
    autoApproveDeposits: optional(boolean()),
    singleWallet: optional(boolean()),
    rebateRate: optional(max(min(integer(), 0), 10_000)),
    minWithdraw: optional(minor()),
    maxWithdraw: optional(minor()),
    merchant,
  }),
  channel: object({
    code: pattern(name(32), /^[A-Z0-9_]+$/),
    name: name(),
    type: enums(['bank', 'ewallet', 'qr', 'crypto']),
    minAmount: minor(),
    maxAmount: minor(),
    autoApprove: boolean(),
    instructions: optional(size(string(), 0, 500)),
    merchant,
  }),
  channelActive: object({ code: name(32), active: boolean(), merchant }),
  promotion: object({
    kind: enums(['deposit', 'reward']),
    title: name(200),
    content: optional(size(string(), 0, 5000)),
    rate: optional(max(min(integer(), 0), 100_000)),
    maxBonus: optional(minor()),
    minDeposit: optional(minor()),
    firstDepositOnly: optional(boolean()),
    amount: optional(minor()),
    merchant,
  }),
  message: object({
    username: name(),
    title: name(200),
    content: size(string(), 0, 5000),
    category: optional(enums(['system', 'notice', 'promotion'])),
    merchant,
  }),
  none: object({ merchant }),
};

const big = (text: string | undefined) => (text === undefined ? undefined : BigInt(text));

/**
 * /__operator/money/*: the money controls for the CLI and end-to-end tests. Registered inside the
 * operator plugin, so its loopback-only hook and non-production rule apply.
 */
export async function moneyOperatorRoutes(app: FastifyInstance, ctx: Context) {
  const post = <T extends { merchant?: string | undefined }>(
    url: string,
    struct: Struct<T, unknown>,
    handler: (input: T, merchant: string) => Promise<unknown>,
  ) =>
    app.post(`/__operator/money/${url}`, async (request) => {
      const input = parseInput(struct, request.body, request.body !== undefined);
      return okBody(await handler(input, input.merchant ?? 'demo'));
    });

  app.get('/__operator/money/queue', async (request) => {
    const code = (request.query as { merchant?: string }).merchant ?? 'demo';
    return okBody(await moneyQueue(ctx, code));
  });
  post('deposit-decide', structs.decide, (input, code) =>
    decideDeposit(ctx, code, input.id, input.approve, input.remark),
  );
  post('withdrawal-decide', structs.decide, (input, code) =>
    decideWithdrawal(ctx, code, input.id, input.approve, input.remark),
  );
  post('withdrawal-resolve', structs.resolve, (input, code) =>
    resolveWithdrawal(ctx, code, input.id, input.refund, input.remark),
  );
  post('settings', structs.settings, async ({ merchant: _, minWithdraw, maxWithdraw, ...change }, code) => {
    const next = await putMoneySettings(ctx, code, {
      ...change,
      ...(minWithdraw ? { minWithdraw: BigInt(minWithdraw) } : {}),
      ...(maxWithdraw ? { maxWithdraw: BigInt(maxWithdraw) } : {}),
    }).catch((error: unknown) => {
      if (error instanceof ApiError) throw error;
      return fail('paramInvalid', 'settings out of range');
    });
    return { ...next, minWithdraw: Number(next.minWithdraw), maxWithdraw: Number(next.maxWithdraw) };
  });
  app.get('/__operator/money/settings', async (request) => {
    const next = await moneySettings(ctx.db, (request.query as { merchant?: string }).merchant ?? 'demo');
    return okBody({ ...next, minWithdraw: Number(next.minWithdraw), maxWithdraw: Number(next.maxWithdraw) });
  });
  post('channel', structs.channel, ({ merchant: _, minAmount, maxAmount, ...channel }, code) =>
    upsertChannel(ctx, code, { ...channel, minAmount: BigInt(minAmount), maxAmount: BigInt(maxAmount) }),
  );
  post('channel-active', structs.channelActive, (input, code) =>
    setChannelActive(ctx, code, input.code, input.active),
  );
  post('promotion', structs.promotion, ({ merchant: _, maxBonus, minDeposit, amount, ...promotion }, code) =>
    addPromotion(ctx, code, {
      ...promotion,
      maxBonus: big(maxBonus),
      minDeposit: big(minDeposit),
      amount: big(amount),
    }),
  );
  post('message', structs.message, ({ merchant: _, ...message }, code) =>
    messageMember(ctx, code, message.username, message).catch(() => fail('userNotExist')),
  );
  post('recover', structs.none, async () => ({ autoReceived: await autoReceiveOverdue(ctx) }));
}
