import { randomInt } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { grantBonus } from './bonuses.ts';

/* Red envelopes: an operator schedules an event with a pool split into a number of envelopes;
 * each member grabs at most one, of a random amount drawn here. A grab locks the event row, so
 * grabs of one event take turns: the pool left is read, drawn from and written back by one grab
 * at a time, and the table's checks refuse any state below what the envelopes left need. */

export interface EnvelopeSchedule {
  title: string;
  pool: bigint;
  envelopes: number;
  minAmount: bigint;
  maxAmount: bigint;
  startAt: number;
  endAt: number;
  /** Eligible rank levels; empty: everyone. */
  ranks: number[];
  turnoverMultiple: number;
}

export async function scheduleEnvelopes(ctx: Context, merchant: string, input: EnvelopeSchedule) {
  if (input.maxAmount < input.minAmount || input.minAmount <= 0n) fail('paramInvalid', 'min/max');
  if (input.minAmount * BigInt(input.envelopes) > input.pool)
    fail('paramInvalid', 'pool below min × envelopes');
  if (input.endAt <= input.startAt) fail('paramInvalid', 'end before start');
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO envelope_events (merchant_code, title, pool, envelopes, min_amount, max_amount, remaining_pool,
       remaining_envelopes, ranks, turnover_multiple, start_at, end_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $3, $4, $7, $8, $9, $10, $11) RETURNING id`,
    [
      merchant,
      input.title,
      input.pool,
      input.envelopes,
      input.minAmount,
      input.maxAmount,
      input.ranks,
      input.turnoverMultiple,
      input.startAt,
      input.endAt,
      ctx.clock.now(),
    ],
  );
  return { id: rows[0]?.id ?? fail('internal') };
}

interface EventRow {
  id: number;
  title: string;
  pool: bigint;
  min_amount: bigint;
  max_amount: bigint;
  remaining_pool: bigint;
  remaining_envelopes: number;
  ranks: number[];
  turnover_multiple: number;
  start_at: bigint;
  end_at: bigint;
}

const rankOf = async (db: Queryable, memberId: number) =>
  (
    await db.query<{ club_label: { rankLevel?: number } | null }>(
      'SELECT club_label FROM members WHERE id = $1',
      [memberId],
    )
  )[0]?.club_label?.rankLevel ?? 0;

/**
 * The event running now, with the member's grab: among several, first one the member may still grab
 * (eligible by rank, not grabbed yet), then the one ending first, so an event for other ranks never
 * hides one for this member.
 */
export async function currentEnvelopeEvent(ctx: Context, merchant: string, memberId: number) {
  const now = ctx.clock.now();
  const rank = await rankOf(ctx.db, memberId);
  const rows = await ctx.db.query<EventRow & { grabbed: bigint | null }>(
    `SELECT v.*, g.amount AS grabbed FROM envelope_events v
     LEFT JOIN envelope_grabs g ON g.event_id = v.id AND g.member_id = $2
     WHERE v.merchant_code = $1 AND v.start_at <= $3 AND v.end_at > $3
     ORDER BY ((cardinality(v.ranks) = 0 OR $4 = ANY(v.ranks)) AND g.amount IS NULL) DESC, v.end_at, v.id
     LIMIT 1`,
    [merchant, memberId, now, rank],
  );
  const row = rows[0];
  if (!row) return { event: null };
  return {
    event: {
      id: row.id,
      title: row.title,
      minAmount: Number(row.min_amount),
      maxAmount: Number(row.max_amount),
      startTime: Number(row.start_at),
      endTime: Number(row.end_at),
      remaining: row.remaining_envelopes,
      eligible: row.ranks.length === 0 || row.ranks.includes(rank),
      grabbed: row.grabbed === null ? null : Number(row.grabbed),
    },
  };
}

/** Math.min for bigint. */
const smaller = (a: bigint, b: bigint) => (a < b ? a : b);

/**
 * One envelope's amount: within min/max, and never so much that the envelopes after it could not
 * each get the minimum. The last envelope takes what is left, up to the maximum.
 */
export function drawAmount(
  event: Pick<EventRow, 'min_amount' | 'max_amount' | 'remaining_pool' | 'remaining_envelopes'>,
) {
  const others = BigInt(event.remaining_envelopes - 1);
  const high = smaller(event.max_amount, event.remaining_pool - event.min_amount * others);
  if (others === 0n) return high;
  const span = high - event.min_amount;
  if (span <= 0n) return event.min_amount;
  // randomInt takes at most 2^48 - 1: amounts are far below that.
  return event.min_amount + BigInt(randomInt(0, Number(span) + 1));
}

export function grabEnvelope(ctx: Context, merchant: string, memberId: number, eventId: number) {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const event =
      (
        await tx.query<EventRow>(
          'SELECT * FROM envelope_events WHERE merchant_code = $1 AND id = $2 FOR UPDATE',
          [merchant, eventId],
        )
      )[0] ?? fail('envelopeUnavailable');
    if (Number(event.start_at) > now || Number(event.end_at) <= now) fail('envelopeUnavailable');
    const already = await tx.query('SELECT 1 FROM envelope_grabs WHERE event_id = $1 AND member_id = $2', [
      eventId,
      memberId,
    ]);
    if (already.length > 0) fail('envelopeGrabbed');
    if (event.ranks.length > 0 && !event.ranks.includes(await rankOf(tx, memberId)))
      fail('envelopeRankIneligible');
    if (event.remaining_envelopes <= 0) fail('envelopeEmpty');
    const amount = drawAmount(event);
    await tx.query(
      `UPDATE envelope_events SET remaining_pool = remaining_pool - $2, remaining_envelopes = remaining_envelopes - 1
       WHERE id = $1 AND remaining_envelopes > 0 AND remaining_pool >= $2`,
      [eventId, amount],
    );
    await tx.query(
      'INSERT INTO envelope_grabs (event_id, member_id, amount, created_at) VALUES ($1, $2, $3, $4)',
      [eventId, memberId, amount, now],
    );
    await grantBonus(ctx, tx, {
      merchant,
      memberId,
      source: 'envelope',
      sourceRef: `${eventId}:${memberId}`,
      title: event.title,
      amount,
      turnoverMultiple: event.turnover_multiple,
    });
    return { amount: Number(amount), turnoverRequired: Number(amount * BigInt(event.turnover_multiple)) };
  });
}

/** Operator: events of the brand, newest first, with what was grabbed. */
export async function envelopeEvents(db: Queryable, merchant: string) {
  const rows = await db.query<EventRow & { grabs: bigint; granted: bigint | null }>(
    `SELECT v.*, count(g.member_id)::bigint AS grabs, sum(g.amount)::bigint AS granted FROM envelope_events v
     LEFT JOIN envelope_grabs g ON g.event_id = v.id WHERE v.merchant_code = $1
     GROUP BY v.id ORDER BY v.id DESC LIMIT 50`,
    [merchant],
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    pool: Number(row.pool),
    remainingPool: Number(row.remaining_pool),
    remainingEnvelopes: row.remaining_envelopes,
    grabs: Number(row.grabs),
    granted: Number(row.granted ?? 0n),
    ranks: row.ranks,
    startTime: Number(row.start_at),
    endTime: Number(row.end_at),
  }));
}
