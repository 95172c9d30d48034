import type { Context } from '../../context.ts';
import type { DemoMoney, DemoMoneyStep } from '../../db/seed-data.ts';
import { gameHouseAccounts } from '../../games/settlement.ts';
import { hashPassword } from '../../security/password.ts';
import { ensureSystemAccount, postTransfer, walletCode } from '../ledger.ts';
import { memberByUsername } from '../members.ts';
import { decideDeposit, requestDeposit } from './deposits.ts';
import { claimReward } from './engagement.ts';
import { sendMemberMessage } from './messages.ts';
import { addPromotion, upsertChannel } from './operator.ts';
import { bindPayoutAccount, listPayoutAccounts } from './payout-accounts.ts';
import { putMoneySettings } from './settings.ts';
import { claimRebate } from './transfers.ts';
import { moneyWallets, transferBetweenWallets } from './wallets.ts';
import { confirmWithdrawal, decideWithdrawal, requestWithdrawal } from './withdrawals.ts';

const hourMs = 3_600_000;

/** Channels, promotions, missions and the operator settings of the demo brand. */
async function seedCatalogue(ctx: Context, merchant: string, money: DemoMoney) {
  const now = ctx.clock.now();
  await putMoneySettings(ctx, merchant, money.settings);
  // Channels list in insertion order (same sort, ascending ids).
  for (const channel of money.channels) await upsertChannel(ctx, merchant, channel);
  for (const { startHoursAgo, endHoursAgo, ...promotion } of money.promotions) {
    await addPromotion(ctx, merchant, {
      ...promotion,
      startAt: now - startHoursAgo * hourMs,
      endAt: endHoursAgo === undefined ? undefined : now - endHoursAgo * hourMs,
    });
  }
  for (const [sort, mission] of money.missions.entries()) {
    await ctx.db.query(
      `INSERT INTO missions (merchant_code, title, metric, target, reward, start_at, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        merchant,
        mission.title,
        mission.metric,
        mission.target,
        mission.reward,
        now - mission.startHoursAgo * hourMs,
        sort,
      ],
    );
  }
}

const idByName = async (
  ctx: Context,
  table: 'payment_channels' | 'promotions',
  merchant: string,
  column: string,
  value: string,
) => {
  const rows = await ctx.db.query<{ id: number }>(
    `SELECT id FROM ${table} WHERE merchant_code = $1 AND ${column} = $2`,
    [merchant, value],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`Demo seed: no ${table} ${value}`);
  return String(id);
};

async function runStep(ctx: Context, merchant: string, memberId: number, step: DemoMoneyStep, key: string) {
  switch (step.do) {
    case 'deposit': {
      const deposit = await requestDeposit(ctx, merchant, memberId, {
        channelId: await idByName(ctx, 'payment_channels', merchant, 'code', step.channel),
        amount: step.amount,
        promotionId: step.promotion
          ? await idByName(ctx, 'promotions', merchant, 'title', step.promotion)
          : undefined,
        idempotencyKey: key,
      });
      if (step.decide)
        await decideDeposit(ctx, merchant, deposit.depositId, step.decide === 'approve', step.remark);
      return;
    }
    case 'paymentPassword':
      // The first payment password is proved by the login password, which the seed does not
      // hold in clear: it stores the hash directly.
      await ctx.db.query(
        'INSERT INTO payment_passwords (member_id, password_hash, updated_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [memberId, await hashPassword(step.password, ctx.config.passwordCost), ctx.clock.now()],
      );
      return;
    case 'bind':
      await bindPayoutAccount(ctx, memberId, {
        kind: step.kind,
        providerCode: step.provider,
        accountName: step.accountName,
        accountNumber: step.accountNumber,
        paymentPassword: '123456',
      });
      return;
    case 'withdraw': {
      const account = (await listPayoutAccounts(ctx.db, memberId)).accounts[step.account];
      if (!account) throw new Error('Demo seed: withdrawal without a bound account');
      const withdrawal = await requestWithdrawal(ctx, merchant, memberId, {
        payoutAccountId: String(account.accountId),
        amount: step.amount,
        paymentPassword: '123456',
        idempotencyKey: key,
      });
      if (step.decide)
        await decideWithdrawal(ctx, merchant, withdrawal.withdrawalId, step.decide === 'approve');
      if (step.confirm)
        await confirmWithdrawal(ctx, memberId, {
          withdrawalId: String(withdrawal.withdrawalId),
          result: step.confirm,
        });
      return;
    }
    case 'transfer':
      await transferBetweenWallets(ctx, merchant, memberId, {
        from: String(step.from),
        to: String(step.to),
        amount: step.amount,
        idempotencyKey: key,
      });
      return;
    case 'round':
      await playRound(ctx, merchant, memberId, step.vendor, step.stake, step.win, key);
      return;
    case 'rebate':
      await claimRebate(ctx, merchant, memberId, key);
      return;
    case 'claim':
      await claimReward(
        ctx,
        merchant,
        memberId,
        await idByName(ctx, 'promotions', merchant, 'title', step.promotion),
      );
      return;
    case 'message': {
      const { messageId } = await sendMemberMessage(ctx, merchant, memberId, step);
      if (step.read)
        await ctx.db.query('UPDATE member_messages SET read_at = created_at WHERE id = $1', [messageId]);
      return;
    }
  }
}

/** A settled instant round as the games post it (kind game.round, the real-money house). */
function playRound(
  ctx: Context,
  merchant: string,
  memberId: number,
  vendor: string,
  stake: bigint,
  win: bigint,
  key: string,
) {
  const wallet = walletCode(memberId);
  const postings = [
    { account: wallet, amount: -stake },
    { account: gameHouseAccounts.real, amount: stake },
  ];
  if (win > 0n)
    postings.push({ account: gameHouseAccounts.real, amount: -win }, { account: wallet, amount: win });
  return postTransfer(ctx, {
    merchant,
    idempotencyKey: key,
    kind: 'game.round',
    memo: `round ${vendor} (demo history)`,
    postings,
  });
}

const total = async (ctx: Context, memberId: number) =>
  (await moneyWallets(ctx, memberId)).reduce((sum, wallet) => sum + wallet.balance, 0n);

/**
 * The demo brand's money: catalogue, then each member's history in time order, each step on a
 * clock set to its moment. A last round brings each member back to the seed balance, so the
 * balances other tests expect do not move.
 */
export async function seedDemoMoney(ctx: Context, merchant: string, money: DemoMoney, currency: string) {
  await ensureSystemAccount(ctx.db, merchant, gameHouseAccounts.real, currency);
  await seedCatalogue(ctx, merchant, money);
  const now = ctx.clock.now();
  for (const [username, upline] of Object.entries(money.uplines)) {
    await ctx.db.query(
      `UPDATE members SET upline_id = (SELECT id FROM members WHERE merchant_code = $1 AND username = $3)
       WHERE merchant_code = $1 AND username = $2`,
      [merchant, username, upline],
    );
  }
  for (const [username, steps] of Object.entries(money.history)) {
    const member = await memberByUsername(ctx.db, merchant, username);
    if (!member) continue;
    const before = await total(ctx, member.id);
    const ordered = [...steps].sort((a, b) => b.hoursAgo - a.hoursAgo);
    for (const [index, step] of ordered.entries()) {
      const at = now - step.hoursAgo * hourMs;
      await runStep(
        { ...ctx, clock: { now: () => at } },
        merchant,
        member.id,
        step,
        `seed-${username}-${index}`,
      );
    }
    const drift = (await total(ctx, member.id)) - before;
    const at = now - 10 * 60_000;
    const settle = { ...ctx, clock: { now: () => at } };
    if (drift > 0n)
      await playRound(settle, merchant, member.id, 'SFORGE', drift, 0n, `seed-${username}-settle`);
    if (drift < 0n)
      await playRound(
        settle,
        merchant,
        member.id,
        'SFORGE',
        1_000n,
        1_000n - drift,
        `seed-${username}-settle`,
      );
  }
}
