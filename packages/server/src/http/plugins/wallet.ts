import { endpoints } from '@playsite/api/contract';
import { requireRealMember } from '../../domain/money/accounts.ts';
import { merchantWallets, transferBetweenWallets, walletSummary } from '../../domain/money/wallets.ts';
import { fail } from '../../errors.ts';
import type { DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';

/** Balances in integer minor units, the wallet list and transfers between main and vendor wallets. */
export const walletPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  const options = { rsaKey };
  serve(app, ctx, options, endpoints.balance, async (_input, call) => {
    const rows = await ctx.db.query<{ currency: string; currency_symbol: string }>(
      'SELECT currency, currency_symbol FROM merchants WHERE code = $1',
      [call.merchant],
    );
    const merchant = rows[0] ?? fail('merchantInvalid');
    return {
      ...(await walletSummary(ctx, call.session.memberId)),
      currency: merchant.currency,
      currencySymbol: merchant.currency_symbol,
    };
  });

  serve(app, ctx, options, endpoints.merchantWallet, async (input, call) =>
    merchantWallets(ctx, call.merchant, call.session.memberId, input.isSingle === true),
  );

  serve(app, ctx, options, endpoints.walletTransfer, async (input, call) =>
    transferBetweenWallets(ctx, call.merchant, requireRealMember(call.session), {
      from: input.fromAccountTypeId,
      to: input.toAccountTypeId,
      amount: BigInt(input.amount),
      idempotencyKey: input.idempotencyKey,
    }),
  );
};
