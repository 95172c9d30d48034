import type { Context } from '../../context.ts';
import { fail } from '../../errors.ts';
import {
  mainWallet,
  memberBalances,
  openWallet,
  postTransferIn,
  UnknownLedgerAccount,
  type WalletBalance,
  walletCode,
} from '../ledger.ts';
import { guardTransferIn } from '../responsible/guard.ts';
import { mainWalletInfo, memberKey, realWalletTypes, vendorWallets, walletTypeOf } from './accounts.ts';
import { moneySettings } from './settings.ts';

/** GCS_merchantWallet: the main wallet, then one per vendor unless the merchant runs a single wallet. */
export async function merchantWallets(ctx: Context, merchant: string, memberId: number, onlyMain = false) {
  const settings = await moneySettings(ctx.db, merchant);
  const balances = new Map(
    (await moneyWallets(ctx, memberId)).map((wallet) => [wallet.accountTypeId, wallet.balance]),
  );
  const wallets = settings.singleWallet || onlyMain ? [mainWalletInfo] : [mainWalletInfo, ...vendorWallets];
  return wallets.map((wallet) => ({
    ...wallet,
    availBalance: Number(balances.get(wallet.accountTypeId) ?? 0n),
  }));
}

/** The member's real-money wallets (the games' free-play wallet is left out). */
export async function moneyWallets(ctx: Context, memberId: number) {
  return (await memberBalances(ctx.db, memberId)).filter((wallet) =>
    realWalletTypes.includes(wallet.accountTypeId),
  );
}

export async function walletSummary(ctx: Context, memberId: number) {
  return summarize(await memberBalances(ctx.db, memberId));
}

/** The wallet answer (sum and list) from a member's ledger accounts; only real-money wallets count. */
function summarize(accounts: WalletBalance[]) {
  const wallets = accounts.filter((wallet) => realWalletTypes.includes(wallet.accountTypeId));
  return {
    sumBalance: Number(wallets.reduce((total, wallet) => total + wallet.balance, 0n)),
    balance: wallets.map((wallet) => ({
      accountTypeId: wallet.accountTypeId,
      availBalance: Number(wallet.balance),
    })),
  };
}

export interface WalletTransfer {
  from: string;
  to: string;
  amount: bigint;
  idempotencyKey: string;
}

/** GCS_walletTransfer between the main wallet and a vendor wallet (or two vendor wallets). */
export async function transferBetweenWallets(
  ctx: Context,
  merchant: string,
  memberId: number,
  request: WalletTransfer,
) {
  const from = walletTypeOf(request.from);
  const to = walletTypeOf(request.to);
  if (from === undefined || to === undefined) return fail('walletUnknown');
  if (from === to) return fail('walletSame');
  if ((await moneySettings(ctx.db, merchant)).singleWallet && (from !== mainWallet || to !== mainWallet))
    return fail('walletSingle');
  const idempotencyKey = memberKey(memberId, 'wallet', request.idempotencyKey);
  if (to !== mainWallet)
    await guardTransferIn(ctx.db, { merchant, memberId, idempotencyKey }, ctx.clock.now());
  // Tried first as it is: the wallets usually exist, and a missing one costs one more try.
  const post = () =>
    postTransferIn(
      ctx,
      ctx.db,
      {
        merchant,
        idempotencyKey,
        kind: 'wallet.transfer',
        memo: `${from} -> ${to}`,
        postings: [
          { account: walletCode(memberId, from), amount: -request.amount },
          { account: walletCode(memberId, to), amount: request.amount },
        ],
      },
      memberId,
    );
  const result = await post().catch(async (error: unknown) => {
    if (!(error instanceof UnknownLedgerAccount)) throw error;
    // Vendor wallets open on first use (an empty one simply has nothing to give); opened, never closed.
    await openWallet(ctx.db, merchant, memberId, from);
    await openWallet(ctx.db, merchant, memberId, to);
    return post();
  });
  const summary = result.wallets ? summarize(result.wallets) : await walletSummary(ctx, memberId);
  return { transferId: result.transferId, ...summary };
}
