import { endpoints } from '@playsite/api/contract';
import { pointTransactions } from '../../../domain/engagement/points.ts';
import { requireRealMember } from '../../../domain/money/accounts.ts';
import {
  claimReward,
  missionLeaderboard,
  missionSummary,
  playerRank,
  referralInfo,
  rewardCenter,
} from '../../../domain/money/engagement.ts';
import { listMessages, readMessages, unreadMessages } from '../../../domain/money/messages.ts';
import { bonusDetails, memberTransactions, personalProfit } from '../../../domain/money/records.ts';
import { claimRebate, manualRebate, transferToUpline, uplineInfo } from '../../../domain/money/transfers.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { serve } from '../../route.ts';

/** transferUpline, manualRebate, records, reward centre, referral, missions, messages, player rank. */
export const memberCentrePlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  serve(app, ctx, options, endpoints.uplineInfo, async (_input, call) =>
    uplineInfo(ctx, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.transferUpline, async (input, call) =>
    transferToUpline(ctx, call.merchant, requireRealMember(call.session), {
      ...input,
      amount: BigInt(input.amount),
    }),
  );
  serve(app, ctx, options, endpoints.manualRebate, async (_input, call) =>
    manualRebate(ctx, call.merchant, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.claimRebate, async (input, call) =>
    claimRebate(ctx, call.merchant, requireRealMember(call.session), input.idempotencyKey),
  );
  serve(app, ctx, options, endpoints.memberTransactions, async (input, call) =>
    input.transType === 'points'
      ? pointTransactions(ctx.db, requireRealMember(call.session), input)
      : memberTransactions(ctx.db, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.personalProfit, async (input, call) =>
    personalProfit(ctx, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.bonusDetails, async (input, call) =>
    bonusDetails(ctx.db, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.rewardCenter, async (_input, call) =>
    rewardCenter(ctx, call.merchant, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.claimRafflePromotion, async (input, call) =>
    claimReward(ctx, call.merchant, requireRealMember(call.session), input.promotionId),
  );
  serve(app, ctx, options, endpoints.referral, async (_input, call) =>
    referralInfo(
      ctx,
      call.merchant,
      requireRealMember(call.session),
      `${call.request.protocol}://${call.request.host}`,
    ),
  );
  serve(app, ctx, options, endpoints.missionSummary, async (_input, call) =>
    missionSummary(ctx, call.merchant, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.missionLeaderboard, async (_input, call) => {
    requireRealMember(call.session);
    return missionLeaderboard(ctx, call.merchant);
  });
  serve(app, ctx, options, endpoints.unreadCount, async (_input, call) =>
    unreadMessages(ctx.db, call.session.memberId),
  );
  serve(app, ctx, options, endpoints.messageList, async (input, call) =>
    listMessages(ctx.db, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.readMessage, async (input, call) =>
    readMessages(
      ctx,
      requireRealMember(call.session),
      input.messageId === undefined
        ? undefined
        : /^\d{1,9}$/.test(input.messageId)
          ? Number(input.messageId)
          : 0,
    ),
  );
  serve(app, ctx, options, endpoints.playerRank, async (_input, call) =>
    playerRank(ctx, requireRealMember(call.session)),
  );
};
