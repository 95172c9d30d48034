import { endpoints } from '@playsite/api/contract';
import { memberBalances } from '../../domain/ledger.ts';
import { fail } from '../../errors.ts';
import type { DomainPlugin } from '../plugin.ts';
import { serve } from '../route.ts';

/** Balances in integer minor units. */
export const walletPlugin: DomainPlugin = async (app, { ctx, rsaKey }) => {
  serve(app, ctx, { rsaKey }, endpoints.balance, async (_input, call) => {
    const rows = await ctx.db.query<{ currency: string; currency_symbol: string }>(
      'SELECT currency, currency_symbol FROM merchants WHERE code = $1',
      [call.merchant],
    );
    const merchant = rows[0] ?? fail('merchantInvalid');
    const wallets = await memberBalances(ctx.db, call.session.memberId);
    const sum = wallets.reduce((total, wallet) => total + wallet.balance, 0n);
    return {
      sumBalance: Number(sum),
      balance: wallets.map((wallet) => ({
        accountTypeId: wallet.accountTypeId,
        availBalance: Number(wallet.balance),
      })),
      currency: merchant.currency,
      currencySymbol: merchant.currency_symbol,
    };
  });
};
