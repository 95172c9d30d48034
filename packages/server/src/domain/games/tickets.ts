import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import type { PlayMode } from '../../games/settlement.ts';
import { newToken, sha256 } from '../../security/tokens.ts';
import { sessionTouchEveryMs } from '../sessions.ts';

/** A ticket lapses after this long without a call from its game page. */
export const ticketIdleMs = 30 * 60_000;

export interface Ticket {
  merchant: string;
  memberId: number;
  customerType: number;
  nodeId: string;
  mode: PlayMode;
}

/**
 * A launch ticket: the game URL carries it instead of the session token. It opens one game in one
 * mode, lives while its session does, and lapses after `ticketIdleMs` without use. `db` is an
 * open transaction when the ticket goes with more (a PVP seat).
 */
export async function issueTicket(
  ctx: Context,
  grant: { merchant: string; memberId: number; sessionHash: string; nodeId: string; mode: PlayMode },
  db: Queryable = ctx.db,
): Promise<string> {
  const ticket = newToken();
  const now = ctx.clock.now();
  await db.query(
    `INSERT INTO game_tickets (ticket_hash, merchant_code, member_id, session_hash, node_id, mode, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sha256(ticket),
      grant.merchant,
      grant.memberId,
      grant.sessionHash,
      grant.nodeId,
      grant.mode,
      now,
      now + ticketIdleMs,
    ],
  );
  return ticket;
}

/** The grant behind a ticket, extending it and its session; fails when either has ended. */
export async function useTicket(ctx: Context, ticket: string): Promise<Ticket> {
  const now = ctx.clock.now();
  const rows = await ctx.db.query<{
    merchant_code: string;
    member_id: number;
    customer_type: number;
    node_id: string;
    mode: PlayMode;
    session_hash: string;
  }>(
    `UPDATE game_tickets t SET expires_at = $2 + $4::bigint
     FROM sessions s, members m
     WHERE t.ticket_hash = $1 AND t.expires_at > $2 AND s.token_hash = t.session_hash
       AND s.revoked_at IS NULL AND s.expires_at > $2 AND s.last_seen_at > $3 AND m.id = t.member_id
     RETURNING t.merchant_code, t.member_id, m.customer_type, t.node_id, t.mode, t.session_hash`,
    [sha256(ticket), now, now - ctx.config.session.idleMs, ticketIdleMs],
  );
  const row = rows[0] ?? fail('gameTicketInvalid');
  // Playing is activity of the session: keep it from idling out while the player is in a game.
  await ctx.db.query('UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at <= $3', [
    row.session_hash,
    now,
    now - sessionTouchEveryMs,
  ]);
  return {
    merchant: row.merchant_code,
    memberId: row.member_id,
    customerType: row.customer_type,
    nodeId: row.node_id,
    mode: row.mode,
  };
}

export async function purgeTickets(ctx: Context): Promise<void> {
  await ctx.db.query('DELETE FROM game_tickets WHERE expires_at < $1', [ctx.clock.now()]);
}
