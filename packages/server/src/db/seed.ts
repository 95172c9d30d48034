import type { Context } from '../context.ts';
import { seedDemoAgents } from '../domain/agent/demo.ts';
import { seedDemoWinners } from '../domain/content/winners-demo.ts';
import { seedDemoEngagement } from '../domain/engagement/demo.ts';
import { creditWallet, ensureSystemAccount, openWallet, systemAccounts } from '../domain/ledger.ts';
import { insertMember } from '../domain/members.ts';
import { seedDemoMoney } from '../domain/money/demo.ts';
import { insertAnnouncement } from '../domain/operator.ts';
import { putSetting, type SettingKey } from '../domain/settings.ts';
import { localProvider, putProvider } from '../domain/social/providers.ts';
import { hashPassword } from '../security/password.ts';
import { seedDemoHelp } from './seed-content/index.ts';
import {
  demoAccounts,
  demoAnnouncements,
  demoMerchant,
  demoMoney,
  demoSettings,
  demoSocialProviders,
} from './seed-data.ts';

export async function isSeeded(ctx: Context): Promise<boolean> {
  return (await ctx.db.query('SELECT 1 FROM merchants WHERE code = $1', [demoMerchant.code])).length > 0;
}

/**
 * Seeds the demo brand: settings, content, demo accounts with balances. Runs once per database.
 * `progress` hears each finished part (a first start shows them, it takes a while).
 */
export async function seedDemo(
  ctx: Context,
  progress: (part: string) => void = () => undefined,
): Promise<void> {
  const merchant = demoMerchant.code;
  const hashes = await Promise.all(
    demoAccounts.map((account) => hashPassword(account.password, ctx.config.passwordCost)),
  );
  const ids = await ctx.db.transaction(async (tx) => {
    await tx.query('INSERT INTO merchants (code, name, currency, currency_symbol) VALUES ($1, $2, $3, $4)', [
      merchant,
      demoMerchant.name,
      demoMerchant.currency,
      demoMerchant.currencySymbol,
    ]);
    for (const key of Object.keys(demoSettings) as SettingKey[]) {
      await putSetting(ctx, merchant, key, demoSettings[key], tx);
    }
    for (const [index, { key, label }] of demoSocialProviders.entries()) {
      await putProvider(ctx, merchant, key, localProvider(key, label, index + 1), tx);
    }
    for (const code of Object.values(systemAccounts)) {
      await ensureSystemAccount(tx, merchant, code, demoMerchant.currency);
    }
    for (const [index, item] of demoAnnouncements.entries()) {
      await insertAnnouncement(tx, merchant, item, index, ctx.clock.now());
    }
    await seedDemoHelp(ctx, merchant, tx);
    const created: number[] = [];
    for (const [index, account] of demoAccounts.entries()) {
      const id = await insertMember(tx, {
        merchant,
        username: account.username,
        passwordHash: hashes[index] ?? '',
        customerType: account.customerType,
        now: ctx.clock.now(),
        ip: '127.0.0.1',
        nickname: account.nickname,
        email: account.email,
        dialingCode: account.mobile?.dialingCode,
        mobileNum: account.mobile?.mobileNum,
        affiliateCode: account.affiliateCode,
        clubLabel: account.clubLabel,
      });
      await openWallet(tx, merchant, id);
      created.push(id);
    }
    return created;
  });
  for (const [index, account] of demoAccounts.entries()) {
    const id = ids[index];
    if (id !== undefined)
      await creditWallet(ctx, merchant, id, account.balanceMinor, `seed:${account.username}`, 'demo seed');
  }
  progress('settings, content and demo accounts');
  await seedDemoMoney(ctx, merchant, demoMoney, demoMerchant.currency);
  progress('deposits, withdrawals and history');
  await seedDemoAgents(ctx, merchant);
  progress('the agent tree');
  await seedDemoEngagement(ctx, merchant);
  await seedDemoWinners(ctx, merchant);
  progress('promotions and winners');
}
