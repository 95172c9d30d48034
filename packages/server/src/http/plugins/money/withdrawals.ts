import { endpoints } from '@playsite/api/contract';
import { requireRealMember } from '../../../domain/money/accounts.ts';
import { paymentPasswordIsSet, setPaymentPassword } from '../../../domain/money/payment-password.ts';
import {
  bindPayoutAccount,
  listPayoutAccounts,
  unbindPayoutAccount,
} from '../../../domain/money/payout-accounts.ts';
import {
  autoReceiveOverdue,
  confirmWithdrawal,
  listWithdrawals,
  requestWithdrawal,
  uploadProof,
  withdrawInfo,
} from '../../../domain/money/withdrawals.ts';
import { registerPeriodicJob } from '../../../ops/jobs.ts';
import { acceptPictureUpload, type DomainPlugin } from '../../plugin.ts';
import { serve } from '../../route.ts';

/** How often the server stores auto-received withdrawals (reads show them on time regardless). */
export const recoveryIntervalMs = 60_000;

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0);

/** withdraw: payment password, payout accounts, requests, proof upload, confirmation, recovery pass. */
export const withdrawalPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  acceptPictureUpload(app, endpoints.withdrawProofUpload.path);
  // On the leader only, in the game loop's pass (src/ops/jobs.ts); idempotent like every job.
  registerPeriodicJob(ctx.db, {
    name: 'withdrawals.autoReceive',
    everyMs: recoveryIntervalMs,
    run: () => autoReceiveOverdue(ctx),
  });

  serve(app, ctx, options, endpoints.paymentPasswordStatus, async (_input, call) => ({
    isSet: await paymentPasswordIsSet(ctx.db, requireRealMember(call.session)),
  }));
  serve(app, ctx, options, endpoints.setPaymentPassword, async (input, call) =>
    setPaymentPassword(ctx, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.payoutAccounts, async (_input, call) =>
    listPayoutAccounts(ctx.db, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.bindPayoutAccount, async (input, call) =>
    bindPayoutAccount(ctx, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.unbindPayoutAccount, async (input, call) =>
    unbindPayoutAccount(ctx, requireRealMember(call.session), idOf(input.accountId), input.paymentPassword),
  );
  serve(app, ctx, options, endpoints.withdrawInfo, async (_input, call) =>
    withdrawInfo(ctx, call.merchant, requireRealMember(call.session)),
  );
  serve(app, ctx, options, endpoints.withdrawRequest, async (input, call) =>
    requestWithdrawal(ctx, call.merchant, requireRealMember(call.session), {
      ...input,
      amount: BigInt(input.amount),
    }),
  );
  serve(app, ctx, options, endpoints.withdrawList, async (input, call) =>
    listWithdrawals(ctx, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.withdrawProofUpload, async (input, call) =>
    uploadProof(ctx, requireRealMember(call.session), input),
  );
  serve(app, ctx, options, endpoints.withdrawConfirm, async (input, call) =>
    confirmWithdrawal(ctx, requireRealMember(call.session), input),
  );
};
