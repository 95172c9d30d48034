import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import type { ContentLanguage } from '../content/language.ts';
import { memberByUsername } from '../members.ts';
import { activityTexts, demoActivities } from './demo-promotions.ts';
import { demoVipLevels } from './demo-vip.ts';

/** The demo brand's points mall: bonus money, free spins on the demo slot, physical goods. */
const demoRewards = [
  {
    kind: 'bonus',
    name: 'Bonus 10.00',
    points: 500,
    stock: 100,
    limit: 5,
    bonus: 1_000,
    image: 'points-bonus',
  },
  {
    kind: 'bonus',
    name: 'Bonus 50.00',
    points: 2_000,
    stock: 20,
    limit: 2,
    bonus: 5_000,
    image: 'points-bonus-50',
  },
  {
    kind: 'freeSpins',
    name: '20 free spins',
    points: 800,
    stock: 50,
    limit: 3,
    spins: 20,
    image: 'points-spins',
  },
  { kind: 'goods', name: 'PlaySite T-shirt', points: 3_000, stock: 10, limit: 1, image: 'points-shirt' },
  { kind: 'goods', name: 'Wireless earbuds', points: 25_000, stock: 2, limit: 1, image: 'points-earbuds' },
] as const;

async function seedPoints(ctx: Context, tx: Queryable, merchant: string) {
  await tx.query('INSERT INTO points_settings (merchant_code) VALUES ($1) ON CONFLICT DO NOTHING', [
    merchant,
  ]);
  for (const [sort, reward] of demoRewards.entries()) {
    await tx.query(
      `INSERT INTO point_rewards (merchant_code, kind, name, points, stock, member_limit, bonus_amount, free_spins, image, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        merchant,
        reward.kind,
        reward.name,
        reward.points,
        reward.stock,
        reward.limit,
        'bonus' in reward ? reward.bonus : 0,
        'spins' in reward ? reward.spins : 0,
        `/media/banners/${reward.image}.svg`,
        sort,
      ],
    );
  }
  // demomember starts with points from earlier play (the seed has no rounds to earn them from).
  const member = await memberByUsername(tx, merchant, 'demomember');
  if (member) {
    await tx.query('INSERT INTO points_accounts (member_id, balance) VALUES ($1, 5000)', [member.id]);
    await tx.query(
      `INSERT INTO points_entries (member_id, kind, changed, balance_after, remark, created_at)
       VALUES ($1, 'earn', 5000, 5000, 'welcome points', $2)`,
      [member.id, ctx.clock.now()],
    );
  }
}

async function seedPromotions(ctx: Context, tx: Queryable, merchant: string) {
  const now = ctx.clock.now();
  for (const [sort, activity] of demoActivities.entries()) {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO activities (merchant_code, type, action, image, bonus_amount, turnover_multiple, start_at, end_at, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        merchant,
        activity.type,
        activity.action,
        `/media/banners/${activity.image}.svg`,
        activity.bonus,
        activity.turnover,
        now + activity.startsIn,
        now + activity.endsIn,
        sort,
      ],
    );
    for (const [language, texts] of Object.entries(activity.texts)) {
      const text = activityTexts(texts);
      await tx.query(
        `INSERT INTO activity_texts (activity_id, language, title, summary, content, rules)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [rows[0]?.id, language, text.title, text.summary, text.content, text.rules],
      );
    }
  }
}

async function seedVip(tx: Queryable, merchant: string) {
  for (const level of demoVipLevels) {
    await tx.query(
      `INSERT INTO vip_levels (merchant_code, level, required_deposit, required_bet, upgrade_bonus, monthly_bonus)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        merchant,
        level.level,
        level.requiredDeposit,
        level.requiredBet,
        level.upgradeBonus,
        level.monthlyBonus,
      ],
    );
    for (const [language, text] of Object.entries(level.texts) as [
      ContentLanguage,
      { name: string; benefits: string },
    ][])
      await tx.query(
        `INSERT INTO vip_level_texts (merchant_code, level, language, name, benefits) VALUES ($1, $2, $3, $4, $5)`,
        [merchant, level.level, language, text.name, text.benefits],
      );
  }
}

export async function seedDemoEngagement(ctx: Context, merchant: string) {
  await ctx.db.transaction(async (tx) => {
    await seedPoints(ctx, tx, merchant);
    await seedPromotions(ctx, tx, merchant);
    await seedVip(tx, merchant);
  });
}
