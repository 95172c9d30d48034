import { endpoints } from '@playsite/api/contract';
import { requireRealMember } from '../../domain/money/accounts.ts';
import { profileFor } from '../../domain/responsible/brand-profile.ts';
import { takeBreak } from '../../domain/responsible/breaks.ts';
import { setLimit } from '../../domain/responsible/limits.ts';
import { responsibleStatus, saveSettings } from '../../domain/responsible/status.ts';
import type { DomainPlugin } from '../plugin.ts';
import { type AuthedCall, serve } from '../route.ts';

/** Responsible gaming (docs/responsible-gaming.md): limits, breaks, reality checks, the profile. */
export const responsiblePlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  const who = (call: AuthedCall) => ({
    merchant: call.merchant,
    memberId: requireRealMember(call.session),
    tokenHash: call.session.tokenHash,
  });
  const profileOf = (call: AuthedCall) => profileFor(ctx.config, call.merchant, call.request.headers.host);
  const status = (call: AuthedCall) => responsibleStatus(ctx.db, who(call), profileOf(call), ctx.clock.now());

  serve(app, ctx, options, endpoints.responsibleStatus, async (_input, call) => status(call));

  serve(app, ctx, options, endpoints.responsibleSetLimit, async (input, call) => {
    const amount = input.amount === null ? null : BigInt(input.amount);
    await setLimit(
      ctx.db,
      who(call).memberId,
      { ...input, amount },
      ctx.clock.now(),
      profileOf(call).coolingMs,
    );
    return status(call);
  });

  serve(app, ctx, options, endpoints.responsibleTakeBreak, async (input, call) => {
    const member = who(call);
    await takeBreak(ctx.db, member.merchant, member.memberId, input, profileOf(call), ctx.clock.now());
    return status(call);
  });

  serve(app, ctx, options, endpoints.responsibleRealityCheck, async (input, call) => {
    await saveSettings(ctx.db, who(call), { realityCheckMinutes: input.minutes }, ctx.clock.now());
    return status(call);
  });

  serve(app, ctx, options, endpoints.responsibleDepositPrompt, async (input, call) => {
    await saveSettings(ctx.db, who(call), { depositPromptAnswered: input.answered }, ctx.clock.now());
    return status(call);
  });
};
