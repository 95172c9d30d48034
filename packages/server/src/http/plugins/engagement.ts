import { endpoints } from '@playsite/api/contract';
import type { FastifyInstance } from 'fastify';
import { array, boolean, integer, max, min, object, optional, type Struct, size, string } from 'superstruct';
import type { Context } from '../../context.ts';
import { uploadFeedbackImage } from '../../domain/content/feedback.ts';
import { requestLanguage } from '../../domain/content/language.ts';
import { turnoverProgress } from '../../domain/engagement/bonuses.ts';
import {
  currentEnvelopeEvent,
  envelopeEvents,
  grabEnvelope,
  scheduleEnvelopes,
} from '../../domain/engagement/envelopes.ts';
import { freeSpinsLeft } from '../../domain/engagement/free-spins.ts';
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
import {
  activityDetail,
  activityList,
  applyActivity,
  claimActivity,
  decideApplication,
  joinActivity,
  pendingApplications,
} from '../../domain/engagement/promotions.ts';
import { collectVip, setVipLevel, vipStatus } from '../../domain/engagement/vip.ts';
import { trialType } from '../../domain/members.ts';
import { requireRealMember } from '../../domain/money/accounts.ts';
import type { SessionMember } from '../../domain/sessions.ts';
import { okBody } from '../envelope.ts';
import { acceptPictureUpload, type DomainPlugin } from '../plugin.ts';
import { parseInput, type ServeOptions, serve } from '../route.ts';

const merchant = optional(size(string(), 1, 64));
const operatorStructs = {
  decide: object({
    id: min(integer(), 1),
    approve: boolean(),
    remark: optional(size(string(), 1, 200)),
    merchant,
  }),
  envelopes: object({
    title: size(string(), 1, 100),
    pool: min(integer(), 1),
    envelopes: size(integer(), 1, 100_000),
    minAmount: min(integer(), 1),
    maxAmount: min(integer(), 1),
    /** Epoch milliseconds; default now. */
    startAt: optional(min(integer(), 0)),
    /** Default one hour after the start. */
    endAt: optional(min(integer(), 1)),
    ranks: optional(size(array(size(integer(), 0, 99)), 0, 20)),
    turnoverMultiple: optional(max(min(integer(), 0), 100)),
    merchant,
  }),
  vipLevel: object({ username: size(string(), 1, 64), level: size(integer(), 0, 99), merchant }),
};

/** A guest-allowed call's member: a real member's id, else undefined (guests and trial accounts). */
const memberOrGuest = (session: SessionMember | undefined) =>
  session && session.customerType !== trialType ? session.memberId : undefined;

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
  app.get('/__operator/engagement/applications', async (request) =>
    okBody(await pendingApplications(ctx, (request.query as { merchant?: string }).merchant ?? 'demo')),
  );
  post('application-decide', operatorStructs.decide, (input, code) =>
    decideApplication(ctx, code, input.id, input.approve, input.remark),
  );
  app.get('/__operator/engagement/envelopes', async (request) =>
    okBody(await envelopeEvents(ctx.db, (request.query as { merchant?: string }).merchant ?? 'demo')),
  );
  post('vip-level', operatorStructs.vipLevel, (input, code) =>
    setVipLevel(ctx, code, input.username, input.level),
  );
  post('envelope-schedule', operatorStructs.envelopes, (input, code) => {
    const startAt = input.startAt ?? ctx.clock.now();
    return scheduleEnvelopes(ctx, code, {
      title: input.title,
      pool: BigInt(input.pool),
      envelopes: input.envelopes,
      minAmount: BigInt(input.minAmount),
      maxAmount: BigInt(input.maxAmount),
      startAt,
      endAt: input.endAt ?? startAt + 3_600_000,
      ranks: input.ranks ?? [],
      turnoverMultiple: input.turnoverMultiple ?? 1,
    });
  });
}

/** Promotions, VIP and red envelopes. */
function servePromotions(app: FastifyInstance, ctx: Context, options: ServeOptions) {
  acceptPictureUpload(app, endpoints.activityImage.path);
  serve(app, ctx, options, endpoints.activityList, async (input, call) =>
    activityList(ctx, call.merchant, memberOrGuest(call.session), requestLanguage(call.request), input.type),
  );
  serve(app, ctx, options, endpoints.activityDetail, async (input, call) =>
    activityDetail(ctx, call.merchant, memberOrGuest(call.session), requestLanguage(call.request), input.id),
  );
  serve(app, ctx, options, endpoints.activityJoin, async (input, call) =>
    joinActivity(ctx, call.merchant, requireRealMember(call.session), input.activityId),
  );
  serve(app, ctx, options, endpoints.activityClaim, async (input, call) =>
    claimActivity(ctx, call.merchant, requireRealMember(call.session), input.activityId),
  );
  // Proof pictures are stored and checked as feedback pictures are (one table, one URL scheme).
  serve(app, ctx, options, endpoints.activityImage, async (input, call) =>
    uploadFeedbackImage(ctx, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.activityApply, async (input, call) =>
    applyActivity(ctx, call.merchant, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.vipStatus, async (_input, call) =>
    vipStatus(ctx, call.merchant, memberOrGuest(call.session), requestLanguage(call.request)),
  );
  serve(app, ctx, options, endpoints.vipCollect, async (_input, call) =>
    collectVip(ctx, call.merchant, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.envelopeEvent, async (_input, call) =>
    currentEnvelopeEvent(ctx, call.merchant, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.envelopeGrab, async (input, call) =>
    grabEnvelope(ctx, call.merchant, requireRealMember(call.session), input.eventId),
  );
}

/** Points mall, bonuses with turnover (and, with their slices, promotions, VIP and red envelopes). */
export const engagementPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  serve(app, ctx, options, endpoints.pointBalance, async (_input, call) => {
    const memberId = requireRealMember(call.session);
    return {
      balance: Number(await pointBalance(ctx.db, memberId)),
      freeSpins: await freeSpinsLeft(ctx.db, call.merchant, memberId),
    };
  });
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
  servePromotions(app, ctx, options);
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
    case 'apply-queue':
      return [`/__operator/engagement/applications?merchant=${encodeURIComponent(merchant)}`, undefined];
    case 'apply-approve':
    case 'apply-reject':
      return [
        '/__operator/engagement/application-decide',
        { id: Number(args[0]), approve: command === 'apply-approve', remark: args[1], merchant },
      ];
    case 'vip-level':
      return ['/__operator/engagement/vip-level', { username: args[0], level: Number(args[1]), merchant }];
    case 'envelope-list':
      return [`/__operator/engagement/envelopes?merchant=${encodeURIComponent(merchant)}`, undefined];
    case 'envelope-schedule':
      return ['/__operator/engagement/envelope-schedule', envelopeScheduleBody(args, merchant)];
    default:
      return undefined;
  }
}

/**
 * envelope-schedule TITLE POOL COUNT MIN MAX [MINUTES] [RANKS]: amounts in minor units, starting
 * now for MINUTES (default 60), RANKS a comma list of eligible rank levels (default everyone).
 */
function envelopeScheduleBody(args: string[], merchant: string) {
  const [title, pool, envelopes, minAmount, maxAmount, minutes, ranks] = args;
  return {
    title,
    pool: Number(pool),
    envelopes: Number(envelopes),
    minAmount: Number(minAmount),
    maxAmount: Number(maxAmount),
    ...(minutes ? { endAt: Date.now() + Number(minutes) * 60_000, startAt: Date.now() } : {}),
    ...(ranks ? { ranks: ranks.split(',').map(Number) } : {}),
    merchant,
  };
}
