import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { grantBonus, standardTurnoverMultiple } from '../engagement/bonuses.ts';
import { agentTypes, type MemberRow, memberById } from '../members.ts';
import { ensureMoneyAccounts, realWalletSql } from './accounts.ts';
import { betKinds } from './transfers.ts';

/* ---------- reward centre ---------- */

interface RewardRow {
  id: number;
  title: string;
  content: string;
  amount: bigint;
  start_at: bigint;
  end_at: bigint | null;
  active: boolean;
  claimed_at: bigint | null;
}

type RewardStatus = 'claim' | 'claimed' | 'comingSoon' | 'close';

function rewardStatus(row: RewardRow, now: number): RewardStatus {
  if (row.claimed_at !== null) return 'claimed';
  if (!row.active || (row.end_at !== null && Number(row.end_at) <= now)) return 'close';
  if (Number(row.start_at) > now) return 'comingSoon';
  return 'claim';
}

const rewardsOf = (db: Queryable, merchant: string, memberId: number) =>
  db.query<RewardRow>(
    `SELECT p.id, p.title, p.content, p.amount, p.start_at, p.end_at, p.active, c.created_at AS claimed_at
     FROM promotions p LEFT JOIN reward_claims c ON c.promotion_id = p.id AND c.member_id = $2
     WHERE p.merchant_code = $1 AND p.kind = 'reward' ORDER BY p.start_at DESC, p.id`,
    [merchant, memberId],
  );

export async function rewardCenter(ctx: Context, merchant: string, memberId: number) {
  const now = ctx.clock.now();
  const list = (await rewardsOf(ctx.db, merchant, memberId)).map((row) => ({
    promotionId: row.id,
    title: row.title,
    content: row.content,
    amount: Number(row.amount),
    status: rewardStatus(row, now),
    startTime: Number(row.start_at),
    endTime: row.end_at === null ? null : Number(row.end_at),
    claimTime: row.claimed_at === null ? null : Number(row.claimed_at),
  }));
  return { list, claimable: list.filter((item) => item.status === 'claim').length };
}

/** MCS2_claimRafflePromotion: once per member and promotion; a repeat answers the first claim. */
export async function claimReward(ctx: Context, merchant: string, memberId: number, promotionId: string) {
  await ensureMoneyAccounts(ctx.db, merchant);
  const id = /^\d{1,9}$/.test(promotionId) ? Number(promotionId) : 0;
  return ctx.db.transaction(async (tx) => {
    const row = (await rewardsOf(tx, merchant, memberId)).find((item) => item.id === id);
    if (!row) return fail('rewardUnavailable');
    const inserted = await tx.query<{ amount: bigint }>(
      `INSERT INTO reward_claims (member_id, promotion_id, amount, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING RETURNING amount`,
      [memberId, id, row.amount, ctx.clock.now()],
    );
    if (!inserted[0]) return { prize: row.title, amount: Number(row.amount) };
    if (rewardStatus({ ...row, claimed_at: null }, ctx.clock.now()) !== 'claim')
      return fail('rewardUnavailable');
    if (row.amount > 0n) {
      const transfer = await grantBonus(ctx, tx, {
        merchant,
        memberId,
        source: 'reward',
        sourceRef: `${id}:${memberId}`,
        kind: 'reward',
        title: row.title,
        amount: row.amount,
        turnoverMultiple: standardTurnoverMultiple,
      });
      await tx.query('UPDATE reward_claims SET transfer_id = $3 WHERE member_id = $1 AND promotion_id = $2', [
        memberId,
        id,
        transfer.transferId,
      ]);
    }
    return { prize: row.title, amount: Number(row.amount) };
  });
}

/* ---------- missions ---------- */

type Metric = 'deposit_count' | 'deposit_amount' | 'bet_amount' | 'transfer_count';

async function metricValue(db: Queryable, memberId: number, metric: Metric, since: bigint): Promise<bigint> {
  const kinds: Record<Metric, string[]> = {
    deposit_count: ['deposit'],
    deposit_amount: ['deposit'],
    bet_amount: betKinds,
    transfer_count: ['wallet.transfer'],
  };
  const measure =
    metric === 'deposit_amount'
      ? 'sum(e.amount)'
      : metric === 'bet_amount'
        ? 'sum(-e.amount)'
        : 'count(DISTINCT t.id)';
  const sign =
    metric === 'bet_amount' ? 'AND e.amount < 0' : metric === 'deposit_amount' ? 'AND e.amount > 0' : '';
  const rows = await db.query<{ value: bigint | null }>(
    `SELECT ${measure}::bigint AS value FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE a.member_id = $1 AND ${realWalletSql} AND t.kind = ANY($2) AND t.created_at >= $3 ${sign}`,
    [memberId, kinds[metric], since],
  );
  return rows[0]?.value ?? 0n;
}

/** Progress counted from the ledger since each mission started; status completed once the target is met. */
export async function missionSummary(ctx: Context, merchant: string, memberId: number) {
  const missions = await ctx.db.query<{
    id: number;
    title: string;
    metric: Metric;
    target: bigint;
    reward: bigint;
    start_at: bigint;
  }>('SELECT * FROM missions WHERE merchant_code = $1 ORDER BY sort, id', [merchant]);
  const list = [];
  for (const mission of missions) {
    const value = await metricValue(ctx.db, memberId, mission.metric, mission.start_at);
    const progress = Math.min(Number(value), Number(mission.target));
    list.push({
      id: mission.id,
      title: mission.title,
      progress,
      target: Number(mission.target),
      unit: mission.metric.endsWith('_amount') ? ('money' as const) : ('count' as const),
      status: progress >= Number(mission.target) ? 'completed' : 'inProgress',
      reward: Number(mission.reward),
    });
  }
  return { missions: list };
}

export const maskName = (name: string) =>
  name.length <= 3 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-1)}`;

/** Top members by valid bets in the last 7 days; score in whole currency units. */
export async function missionLeaderboard(ctx: Context, merchant: string) {
  const since = ctx.clock.now() - 7 * 86_400_000;
  const rows = await ctx.db.query<{ username: string; score: bigint }>(
    `SELECT m.username, sum(-e.amount)::bigint AS score FROM ledger_entries e
     JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
     JOIN members m ON m.id = a.member_id
     WHERE m.merchant_code = $1 AND ${realWalletSql} AND t.kind = ANY($2) AND e.amount < 0 AND t.created_at >= $3
     GROUP BY m.id, m.username ORDER BY score DESC, m.id LIMIT 20`,
    [merchant, betKinds, since],
  );
  return {
    list: rows.map((row, index) => ({
      rank: index + 1,
      customerName: maskName(row.username),
      score: Number(row.score / 100n),
    })),
  };
}

/* ---------- referral ---------- */

const referralCodeFor = (memberId: number, attempt: number) =>
  `R${((memberId * 48_271 + attempt * 7_919) % 2_176_782_336).toString(36).toUpperCase().padStart(6, '0')}`;

/** The member's referral code: an agent's affiliate code, else one drawn once and kept. */
export async function referralInfo(ctx: Context, merchant: string, memberId: number, origin: string) {
  const member = (await memberById(ctx.db, memberId)) ?? fail('tokenInvalid');
  let code =
    member.affiliate_code && (agentTypes as readonly number[]).includes(member.customer_type)
      ? member.affiliate_code
      : undefined;
  for (let attempt = 0; !code && attempt < 5; attempt++) {
    await ctx.db.query(
      'INSERT INTO referral_codes (merchant_code, code, member_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [merchant, referralCodeFor(memberId, attempt), memberId],
    );
    code = (
      await ctx.db.query<{ code: string }>('SELECT code FROM referral_codes WHERE member_id = $1', [memberId])
    )[0]?.code;
  }
  if (!code) return fail('internal');
  const friends = await ctx.db.query<{ username: string; created_at: bigint }>(
    'SELECT username, created_at FROM members WHERE upline_id = $1 ORDER BY id DESC LIMIT 50',
    [memberId],
  );
  const invited = await ctx.db.query<{ count: bigint }>(
    'SELECT count(*)::bigint AS count FROM members WHERE upline_id = $1',
    [memberId],
  );
  const reward = await ctx.db.query<{ total: bigint | null }>(
    `SELECT sum(e.amount)::bigint AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     JOIN ledger_transfers t ON t.id = e.transfer_id WHERE a.member_id = $1 AND ${realWalletSql} AND t.kind = 'referral'`,
    [memberId],
  );
  return {
    referralCode: code,
    referralLink: `${origin}/register?referralCode=${encodeURIComponent(code)}`,
    invitedCount: Number(invited[0]?.count ?? 0n),
    rewardTotal: Number(reward[0]?.total ?? 0n),
    friends: friends.map((row) => ({ account: maskName(row.username), regDate: Number(row.created_at) })),
  };
}

/* ---------- player rank ---------- */

/** VIP ladder; levels above 4 are VIP (docs/product.md § VIP). requiredBet in minor units. */
export const rankLevels = [
  { rankLevel: 0, labelName: 'Member', requiredBet: 0, benefits: ['Daily missions'] },
  { rankLevel: 1, labelName: 'Bronze', requiredBet: 100_000, benefits: ['Birthday bonus'] },
  { rankLevel: 2, labelName: 'Silver', requiredBet: 1_000_000, benefits: ['Birthday bonus', '0.6% rebate'] },
  { rankLevel: 3, labelName: 'Gold', requiredBet: 5_000_000, benefits: ['Birthday bonus', '0.7% rebate'] },
  {
    rankLevel: 4,
    labelName: 'Platinum',
    requiredBet: 20_000_000,
    benefits: ['Monthly bonus', '0.8% rebate'],
  },
  {
    rankLevel: 5,
    labelName: 'Emerald',
    requiredBet: 50_000_000,
    benefits: ['VIP support', 'Faster withdrawals'],
  },
  {
    rankLevel: 6,
    labelName: 'Diamond',
    requiredBet: 100_000_000,
    benefits: ['VIP support', 'Personal host'],
  },
  {
    rankLevel: 7,
    labelName: 'Crown',
    requiredBet: 300_000_000,
    benefits: ['VIP support', 'Event invitations'],
  },
] as const;

export async function playerRank(ctx: Context, memberId: number) {
  const member = (await memberById(ctx.db, memberId)) ?? fail('tokenInvalid');
  const level = member.club_label?.rankLevel ?? 0;
  const labelName = member.club_label?.labelName ?? rankLevels[0].labelName;
  const bets = await ctx.db.query<{ total: bigint | null }>(
    `SELECT sum(-e.amount)::bigint AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     JOIN ledger_transfers t ON t.id = e.transfer_id WHERE a.member_id = $1 AND ${realWalletSql} AND t.kind = ANY($2) AND e.amount < 0`,
    [memberId, betKinds],
  );
  const levels = rankLevels.map((item) => ({ ...item, benefits: [...item.benefits] }));
  return {
    rankLevel: level,
    labelName,
    isVip: level > 4,
    supportChannel: level > 4 ? ('VIP' as const) : ('LIVECHAT' as const),
    validBet: Number(bets[0]?.total ?? 0n),
    nextLevel: levels.find((item) => item.rankLevel === level + 1) ?? null,
    levels,
  };
}

/** The member behind a referral code drawn by `referralInfo` (registration may take it as the upline). */
export async function memberByReferralCode(db: Queryable, merchant: string, code: string) {
  const rows = await db.query<MemberRow>(
    `SELECT m.* FROM referral_codes r JOIN members m ON m.id = r.member_id
     WHERE r.merchant_code = $1 AND r.code = $2`,
    [merchant, code.trim().toUpperCase()],
  );
  return rows[0];
}
