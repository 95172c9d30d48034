import type { Context } from '../../context.ts';
import { agentTypes, memberType } from '../members.ts';
import { pageOf, paging } from '../money/requests.ts';
import { dayMs, likePrefix, settledRealSql, teamCte } from './team-sql.ts';

/** A member counts as active after a real round in the last 7 days. */
export const activeWindowMs = 7 * dayMs;

interface TeamRow {
  id: number;
  username: string;
  customer_type: number;
  level: number;
  upline: string;
  created_at: bigint;
  last_login_at: bigint | null;
  balance: bigint | null;
  deposits: bigint | null;
  valid_bet: bigint | null;
  active: boolean;
}

/**
 * The agent's team (direct and indirect, or direct only), filtered by username prefix, type and
 * status, newest first, with each member's detail: main balance, approved deposits and valid bets
 * to date, last login.
 */
export async function agentTeam(
  ctx: Context,
  agentId: number,
  input: {
    pageNo?: number | undefined;
    pageSize?: number | undefined;
    account?: string | undefined;
    type?: 'member' | 'agent' | undefined;
    status?: 'active' | 'idle' | undefined;
    scope?: 'direct' | 'all' | undefined;
  },
) {
  const { pageNo, pageSize, offset } = paging(input);
  const params: unknown[] = [agentId, likePrefix(input.account), ctx.clock.now() - activeWindowMs];
  const activeSql = `EXISTS (SELECT 1 FROM game_rounds r WHERE r.member_id = m.id AND ${settledRealSql} AND r.settled_at >= $3)`;
  const filters = ['m.username_key LIKE $2'];
  if (input.scope === 'direct') filters.push('team.level = 1');
  if (input.type) {
    params.push(input.type === 'agent' ? [...agentTypes] : [memberType]);
    filters.push(`m.customer_type = ANY($${params.length})`);
  }
  if (input.status) filters.push(input.status === 'active' ? activeSql : `NOT ${activeSql}`);
  const from = `${teamCte('$1')}, picked AS (
      SELECT m.id, team.level, ${activeSql} AS active FROM team JOIN members m ON m.id = team.id
      WHERE ${filters.join(' AND ')})`;
  const [rows, total] = await Promise.all([
    ctx.db.query<TeamRow>(
      `${from}
       SELECT m.id, m.username, m.customer_type, p.level, u.username AS upline, m.created_at, m.last_login_at, p.active,
         (SELECT balance FROM ledger_accounts a WHERE a.member_id = m.id AND a.account_type_id = 0) AS balance,
         (SELECT sum(d.amount)::bigint FROM deposits d WHERE d.member_id = m.id AND d.status = 'approved') AS deposits,
         (SELECT sum(r.stake)::bigint FROM game_rounds r WHERE r.member_id = m.id AND ${settledRealSql}) AS valid_bet
       FROM picked p JOIN members m ON m.id = p.id JOIN members u ON u.id = m.upline_id
       ORDER BY m.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, offset],
    ),
    ctx.db.query<{ n: bigint }>(`${from} SELECT count(*)::bigint AS n FROM picked`, params),
  ]);
  const list = rows.map((row) => ({
    memberId: row.id,
    account: row.username,
    customerType: row.customer_type,
    level: row.level,
    upline: row.upline,
    regDate: Number(row.created_at),
    lastLogin: row.last_login_at === null ? null : Number(row.last_login_at),
    balance: Number(row.balance ?? 0n),
    deposits: Number(row.deposits ?? 0n),
    validBet: Number(row.valid_bet ?? 0n),
    active: row.active,
  }));
  return pageOf(list, Number(total[0]?.n ?? 0n), pageNo, pageSize);
}
