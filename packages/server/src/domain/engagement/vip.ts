import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { type ContentLanguage, fallbackLanguage } from '../content/language.ts';
import { betKinds, realWalletSql } from '../money/accounts.ts';
import { grantBonus } from './bonuses.ts';

/* VIP: a member holds the highest level whose deposit and valid-bet requirements their all-time
 * totals meet (never lower than the level they already hold). Collecting pays the upgrade bonus of
 * every level reached and not yet paid, and the month's bonus of the level held: grantBonus keys
 * them by (member, level) and (member, month), so nothing pays twice. */

interface LevelRow {
  level: number;
  required_deposit: bigint;
  required_bet: bigint;
  upgrade_bonus: bigint;
  monthly_bonus: bigint;
  turnover_multiple: number;
  name: string;
  benefits: string;
}

function levelsOf(db: Queryable, merchant: string, language: ContentLanguage) {
  return db.query<LevelRow>(
    `SELECT l.level, l.required_deposit, l.required_bet, l.upgrade_bonus, l.monthly_bonus, l.turnover_multiple,
       coalesce(t.name, f.name) AS name, coalesce(t.benefits, f.benefits, '') AS benefits
     FROM vip_levels l
     LEFT JOIN vip_level_texts t ON t.merchant_code = l.merchant_code AND t.level = l.level AND t.language = $2
     LEFT JOIN vip_level_texts f ON f.merchant_code = l.merchant_code AND f.level = l.level AND f.language = $3
     WHERE l.merchant_code = $1 ORDER BY l.level`,
    [merchant, language, fallbackLanguage],
  );
}

/** All-time approved deposits and valid bets of the member's real wallets, minor units. */
async function totals(db: Queryable, memberId: number) {
  const rows = await db.query<{ deposits: bigint | null; bets: bigint | null }>(
    `SELECT sum(e.amount) FILTER (WHERE t.kind = 'deposit' AND e.amount > 0)::bigint AS deposits,
       sum(-e.amount) FILTER (WHERE t.kind = ANY($2) AND e.amount < 0)::bigint AS bets
     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE a.member_id = $1 AND ${realWalletSql}`,
    [memberId, betKinds],
  );
  return { deposits: rows[0]?.deposits ?? 0n, bets: rows[0]?.bets ?? 0n };
}

/** UTC calendar month of an instant: 2026-11. */
const monthOf = (time: number) => new Date(time).toISOString().slice(0, 7);

async function paidRefs(db: Queryable, merchant: string, memberId: number) {
  const rows = await db.query<{ source: string; source_ref: string }>(
    `SELECT source, source_ref FROM bonus_grants WHERE merchant_code = $1 AND member_id = $2
       AND source IN ('vip.upgrade', 'vip.monthly')`,
    [merchant, memberId],
  );
  return new Set(rows.map((row) => `${row.source}:${row.source_ref}`));
}

/** What the member holds, reaches and may collect now (the bonuses not yet paid). */
async function standing(ctx: Context, db: Queryable, merchant: string, memberId: number, levels: LevelRow[]) {
  const member = await db.query<{ club_label: { rankLevel?: number } | null }>(
    'SELECT club_label FROM members WHERE id = $1',
    [memberId],
  );
  const held = member[0]?.club_label?.rankLevel ?? 0;
  const { deposits, bets } = await totals(db, memberId);
  const reached = levels
    .filter((row) => deposits >= row.required_deposit && bets >= row.required_bet)
    .reduce((top, row) => Math.max(top, row.level), 0);
  const level = Math.max(held, reached);
  const paid = await paidRefs(db, merchant, memberId);
  const month = monthOf(ctx.clock.now());
  const due = levels
    .filter((row) => row.level > 0 && row.level <= reached && row.upgrade_bonus > 0n)
    .filter((row) => !paid.has(`vip.upgrade:${memberId}:${row.level}`))
    .map((row) => ({
      source: 'vip.upgrade',
      ref: `${memberId}:${row.level}`,
      row,
      amount: row.upgrade_bonus,
    }));
  const current = levels.find((row) => row.level === level);
  const monthlyPaid = paid.has(`vip.monthly:${memberId}:${month}`);
  if (current && current.monthly_bonus > 0n && !monthlyPaid)
    due.push({
      source: 'vip.monthly',
      ref: `${memberId}:${month}`,
      row: current,
      amount: current.monthly_bonus,
    });
  return { held, level, reached, deposits, bets, due, monthlyPaid };
}

export async function vipStatus(
  ctx: Context,
  merchant: string,
  memberId: number | undefined,
  language: ContentLanguage,
) {
  const levels = await levelsOf(ctx.db, merchant, language);
  const list = levels.map((row) => ({
    level: row.level,
    name: row.name,
    requiredDeposit: Number(row.required_deposit),
    requiredBet: Number(row.required_bet),
    upgradeBonus: Number(row.upgrade_bonus),
    monthlyBonus: Number(row.monthly_bonus),
    benefits: row.benefits.split('\n').filter(Boolean),
  }));
  if (memberId === undefined) return { levels: list, member: null };
  const now = await standing(ctx, ctx.db, merchant, memberId, levels);
  return {
    levels: list,
    member: {
      level: now.held,
      deposits: Number(now.deposits),
      validBet: Number(now.bets),
      reachedLevel: now.level,
      claimable: Number(now.due.reduce((sum, item) => sum + item.amount, 0n)),
      monthlyPaid: now.monthlyPaid,
    },
  };
}

/** Moves the member up to the level reached and pays what is due, in one transaction. */
export function collectVip(ctx: Context, merchant: string, memberId: number) {
  return ctx.db.transaction(async (tx) => {
    // One collect per member at a time: the second waits and then finds everything paid.
    await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
    const levels = await levelsOf(tx, merchant, fallbackLanguage);
    const now = await standing(ctx, tx, merchant, memberId, levels);
    if (now.level > now.held) {
      const name = levels.find((row) => row.level === now.level)?.name ?? fail('internal');
      await tx.query('UPDATE members SET club_label = $2 WHERE id = $1', [
        memberId,
        JSON.stringify({ labelName: name, rankLevel: now.level }),
      ]);
    }
    let paid = 0n;
    for (const item of now.due) {
      const grant = await grantBonus(ctx, tx, {
        merchant,
        memberId,
        source: item.source,
        sourceRef: item.ref,
        title: `VIP ${item.row.name}`,
        amount: item.amount,
        turnoverMultiple: item.row.turnover_multiple,
      });
      if (!grant.replayed) paid += grant.amount;
    }
    return { level: now.level, paid: Number(paid) };
  });
}

/** Operator: sets a member's level by hand (a level held is never lowered by collecting). */
export async function setVipLevel(ctx: Context, merchant: string, username: string, level: number) {
  const levels = await levelsOf(ctx.db, merchant, fallbackLanguage);
  const name = levels.find((row) => row.level === level)?.name ?? fail('paramInvalid', `no level ${level}`);
  const rows = await ctx.db.query<{ id: number }>(
    'UPDATE members SET club_label = $3 WHERE merchant_code = $1 AND username = $2 RETURNING id',
    [merchant, username, JSON.stringify({ labelName: name, rankLevel: level })],
  );
  if (rows.length === 0) fail('notFound', `no member ${username}`);
  return { username, level, labelName: name };
}
