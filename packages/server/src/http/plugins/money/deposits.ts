import { endpoints } from '@playsite/api/contract';
import { requireRealMember } from '../../../domain/money/accounts.ts';
import { depositChannels, listDeposits, requestDeposit } from '../../../domain/money/deposits.ts';
import type { DomainPlugin } from '../../plugin.ts';
import { serve } from '../../route.ts';

/** depositv2: channels and promotions, the request, the member's deposit list. */
export const depositPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  serve(app, ctx, options, endpoints.depositChannels, async (_input, call) =>
    depositChannels(ctx, call.merchant, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.depositRequest, async (input, call) =>
    requestDeposit(ctx, call.merchant, requireRealMember(call.session), {
      ...input,
      amount: BigInt(input.amount),
    }),
  );
  serve(app, ctx, options, endpoints.depositList, async (input, call) =>
    listDeposits(ctx.db, requireRealMember(call.session), input),
  );
};
