import { endpoints } from '@playsite/api/contract';
import type { FastifyInstance } from 'fastify';
import { boolean, integer, min, object, optional, type Struct, size, string } from 'superstruct';
import type { Context } from '../../context.ts';
import { turnoverProgress } from '../../domain/engagement/bonuses.ts';
import {
  convertPoints,
  decideRedemption,
  pendingRedemptions,
  pointBalance,
  pointConfig,
  pointRewards,
  redeemList,
  redeemReward,
} from '../../domain/engagement/points.ts';
import { requireRealMember } from '../../domain/money/accounts.ts';
import { okBody } from '../envelope.ts';
import type { DomainPlugin } from '../plugin.ts';
import { parseInput, serve } from '../route.ts';

const merchant = optional(size(string(), 1, 64));
const operatorStructs = {
  decide: object({
    id: min(integer(), 1),
    approve: boolean(),
    remark: optional(size(string(), 1, 200)),
    merchant,
  }),
};

/** /__operator/engagement/*: outside production only, behind the development guard (loopback). */
async function engagementOperatorRoutes(app: FastifyInstance, ctx: Context) {
  const post = <T extends { merchant?: string | undefined }>(
    url: string,
    struct: Struct<T, unknown>,
    handler: (input: T, merchant: string) => Promise<unknown>,
  ) =>
    app.post(`/__operator/engagement/${url}`, async (request) => {
      const input = parseInput(struct, request.body, request.body !== undefined);
      return okBody(await handler(input, input.merchant ?? 'demo'));
    });
  app.get('/__operator/engagement/redemptions', async (request) =>
    okBody(await pendingRedemptions(ctx.db, (request.query as { merchant?: string }).merchant ?? 'demo')),
  );
  post('redemption-decide', operatorStructs.decide, (input, code) =>
    decideRedemption(ctx, code, input.id, input.approve, input.remark),
  );
}

/** Points mall, bonuses with turnover (and, with their slices, promotions, VIP and red envelopes). */
export const engagementPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  serve(app, ctx, options, endpoints.pointBalance, async (_input, call) => ({
    balance: Number(await pointBalance(ctx.db, requireRealMember(call.session))),
  }));
  serve(app, ctx, options, endpoints.pointConfig, async (_input, call) => pointConfig(ctx.db, call.merchant));
  serve(app, ctx, options, endpoints.pointRewards, async (input, call) =>
    pointRewards(ctx.db, call.merchant, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.redeemPointReward, async (input, call) =>
    redeemReward(ctx, call.merchant, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.redeemPointList, async (input, call) =>
    redeemList(ctx.db, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.convertPoint, async (input, call) =>
    convertPoints(ctx, call.merchant, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.bonusTurnover, async (_input, call) =>
    turnoverProgress(ctx.db, requireRealMember(call.session)),
  );
  if (!ctx.config.production) await engagementOperatorRoutes(app, ctx);
};

/** Operator CLI commands of this domain as operator API calls: [path, body] (undefined: not ours). */
export function engagementCommand(
  command: string,
  args: string[],
  merchant: string,
): [string, Record<string, unknown> | undefined] | undefined {
  switch (command) {
    case 'redeem-queue':
      return [`/__operator/engagement/redemptions?merchant=${encodeURIComponent(merchant)}`, undefined];
    case 'redeem-approve':
    case 'redeem-reject':
      return [
        '/__operator/engagement/redemption-decide',
        { id: Number(args[0]), approve: command === 'redeem-approve', remark: args[1], merchant },
      ];
    default:
      return undefined;
  }
}
