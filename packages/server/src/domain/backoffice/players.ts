import type { Context } from '../../context.ts';
import { fail } from '../../errors.ts';
import { creditWallet, memberBalances, postTransfer, systemAccounts, walletCode } from '../ledger.ts';
import { memberById } from '../members.ts';
import { activeBreak } from '../responsible/breaks.ts';
import { limitsOf } from '../responsible/limits.ts';
import { revokeAllSessions } from '../sessions.ts';

/** The back office's view of players: search, the 360 page, lock and balance adjustments. */

export interface PlayerHit {
  id: number;
  username: string;
  email: string | null;
  mobile: string | null;
  customerType: number;
  locked: boolean;
  createdAt: number;
}

interface HitRow {
  id: number;
  username: string;
  email: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  customer_type: number;
  locked_at: bigint | null;
  created_at: bigint;
}

const hit = (row: HitRow): PlayerHit => ({
  id: row.id,
  username: row.username,
  email: row.email,
  mobile: row.mobile_num ? `${row.dialing_code ?? ''}${row.mobile_num}` : null,
  customerType: row.customer_type,
  locked: row.locked_at !== null,
  createdAt: Number(row.created_at),
});

/**
 * Players whose id equals, username or e-mail starts with, mobile number contains, or any
 * session or login came from the IP `query`; at most 50, newest first.
 */
export async function searchPlayers(ctx: Context, merchant: string, query: string): Promise<PlayerHit[]> {
  const text = query.trim();
  if (!text) return [];
  const like = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = text.replace(/\D/g, '');
  const rows = await ctx.db.query<HitRow>(
    `SELECT m.id, m.username, m.email, m.dialing_code, m.mobile_num, m.customer_type, m.locked_at, m.created_at
     FROM members m WHERE m.merchant_code = $1 AND (
       m.id::text = $2 OR m.username_key LIKE $3 OR lower(m.email) LIKE $3
       OR ($4 <> '' AND length($4) >= 4 AND (m.mobile_num LIKE '%' || $4 || '%'
         OR (coalesce(m.dialing_code, '') || m.mobile_num) LIKE '%' || $4 || '%'))
       OR EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.ip = $2)
       OR EXISTS (SELECT 1 FROM login_events l WHERE l.member_id = m.id AND l.ip = $2))
     ORDER BY m.id DESC LIMIT 50`,
    [merchant, text, like, digits],
  );
  return rows.map(hit);
}

async function merchantMember(ctx: Context, merchant: string, id: number) {
  const member = await memberById(ctx.db, id);
  return member && member.merchant_code === merchant ? member : fail('userNotExist');
}

/** Everything about one player on one page: profile, wallets, ledger, rounds, sessions. */
export async function player360(ctx: Context, merchant: string, id: number) {
  const member = await merchantMember(ctx, merchant, id);
  const [wallets, ledger, rounds, sessions, logins, locked] = await Promise.all([
    memberBalances(ctx.db, id),
    ctx.db.query<{
      id: number;
      kind: string;
      memo: string;
      amount: bigint;
      balance_after: bigint;
      created_at: bigint;
    }>(
      `SELECT t.id, t.kind, t.memo, e.amount, e.balance_after, t.created_at FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
       WHERE a.member_id = $1 AND a.account_type_id = 0 ORDER BY e.id DESC LIMIT 20`,
      [id],
    ),
    ctx.db.query<{
      round_id: string;
      game_code: string;
      game_type: string;
      stake: bigint;
      win: bigint;
      status: string;
      placed_at: bigint;
    }>(
      `SELECT round_id, game_code, game_type, stake, win, status, placed_at FROM (
         SELECT round_id, game_code, game_type, stake, win, status, placed_at FROM game_rounds WHERE member_id = $1 AND mode = 'real'
         UNION ALL
         SELECT provider_id || ':' || round_id, game_code, game_type, stake, win, status, placed_at FROM provider_rounds
         WHERE member_id = $1 AND mode = 'real') r ORDER BY placed_at DESC LIMIT 20`,
      [id],
    ),
    ctx.db.query<{
      created_at: bigint;
      last_seen_at: bigint;
      ip: string;
      revoked_at: bigint | null;
      expires_at: bigint;
    }>(
      'SELECT created_at, last_seen_at, ip, revoked_at, expires_at FROM sessions WHERE member_id = $1 ORDER BY created_at DESC LIMIT 10',
      [id],
    ),
    ctx.db.query<{ method: string; ip: string; unknown_ip: boolean; at: bigint }>(
      'SELECT method, ip, unknown_ip, at FROM login_events WHERE member_id = $1 ORDER BY at DESC LIMIT 10',
      [id],
    ),
    ctx.db.query<{ locked_at: bigint | null }>('SELECT locked_at FROM members WHERE id = $1', [id]),
  ]);
  const now = ctx.clock.now();
  const [limits, activeBreakNow] = await Promise.all([
    limitsOf(ctx.db, id, now),
    activeBreak(ctx.db, merchant, id, now),
  ]);
  return {
    profile: {
      ...hit({ ...member, locked_at: locked[0]?.locked_at ?? null }),
      nickname: member.nickname,
      vip: member.club_label,
      uplineId: member.upline_id,
      lastLoginAt: member.last_login_at === null ? null : Number(member.last_login_at),
    },
    wallets: wallets.map((wallet) => ({
      accountTypeId: wallet.accountTypeId,
      balance: String(wallet.balance),
    })),
    ledger: ledger.map((row) => ({
      transferId: row.id,
      kind: row.kind,
      memo: row.memo,
      amount: String(row.amount),
      balanceAfter: String(row.balance_after),
      at: Number(row.created_at),
    })),
    rounds: rounds.map((row) => ({
      roundId: row.round_id,
      gameCode: row.game_code,
      gameType: row.game_type,
      stake: String(row.stake),
      win: String(row.win),
      status: row.status,
      at: Number(row.placed_at),
    })),
    sessions: sessions.map((row) => ({
      ip: row.ip,
      openedAt: Number(row.created_at),
      lastSeenAt: Number(row.last_seen_at),
      live:
        row.revoked_at === null &&
        Number(row.expires_at) > now &&
        Number(row.last_seen_at) > now - ctx.config.session.idleMs,
    })),
    logins: logins.map((row) => ({
      method: row.method,
      ip: row.ip,
      unknownIp: row.unknown_ip,
      at: Number(row.at),
    })),
    // What the player set for themselves: shown, never changed from here (no call lifts a break).
    responsible: {
      limits: limits.map((limit) => ({
        kind: limit.kind,
        period: limit.period,
        amount: limit.amount === null ? null : String(limit.amount),
        pending: limit.pending && {
          amount: limit.pending.amount === null ? null : String(limit.pending.amount),
          effectiveAt: limit.pending.effectiveAt,
        },
      })),
      activeBreak: activeBreakNow ?? null,
    },
  };
}

/**
 * Locks (the provider wallet then refuses the player's bets, and every session ends) or unlocks
 * a player. Answers the state before and after, for the audit log.
 */
export async function setPlayerLocked(ctx: Context, merchant: string, id: number, locked: boolean) {
  await merchantMember(ctx, merchant, id);
  return ctx.db.transaction(async (tx) => {
    const before = await tx.query<{ locked_at: bigint | null }>(
      'SELECT locked_at FROM members WHERE id = $1 FOR UPDATE',
      [id],
    );
    await tx.query('UPDATE members SET locked_at = $2 WHERE id = $1', [id, locked ? ctx.clock.now() : null]);
    if (locked) await revokeAllSessions(ctx, id, tx);
    return { before: { locked: before[0]?.locked_at != null }, after: { locked } };
  });
}

/**
 * Moves `amount` (minor units, signed) between the operator's funding account and the player's
 * main wallet through the ledger; the key makes an approval that runs twice post once. A debit
 * past the balance is refused by the ledger (balances never go below zero).
 */
export async function adjustBalance(
  ctx: Context,
  merchant: string,
  id: number,
  amount: bigint,
  key: string,
  reason: string,
) {
  await merchantMember(ctx, merchant, id);
  const memo = `back office: ${reason}`.slice(0, 200);
  if (amount > 0n) return creditWallet(ctx, merchant, id, amount, key, memo);
  return postTransfer(ctx, {
    merchant,
    idempotencyKey: key,
    kind: 'operator.debit',
    memo,
    postings: [
      { account: walletCode(id), amount },
      { account: systemAccounts.operatorFunding, amount: -amount },
    ],
  });
}
