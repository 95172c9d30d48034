import type { Database, Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { type BreakKind, type BreakSpan, breakSpans, type JurisdictionProfile } from './profiles.ts';

export interface ActiveBreak {
  kind: BreakKind;
  span: string;
  startedAt: number;
  /** null: permanent. */
  endsAt: number | null;
}

/**
 * The break in force at `now` that ends last (a permanent one first). Operator-wide breaks count on
 * every merchant; the reference platform's members belong to one merchant each.
 */
export async function activeBreak(
  db: Queryable,
  merchant: string,
  memberId: number,
  now: number,
): Promise<ActiveBreak | undefined> {
  const [row] = await db.query<{ kind: BreakKind; span: string; started_at: bigint; ends_at: bigint | null }>(
    `SELECT kind, span, started_at, ends_at FROM rg_breaks
     WHERE member_id = $1 AND (scope = 'operator' OR merchant_code = $2) AND started_at <= $3
       AND (ends_at IS NULL OR ends_at > $3)
     ORDER BY ends_at DESC NULLS FIRST LIMIT 1`,
    [memberId, merchant, now],
  );
  if (!row) return undefined;
  return {
    kind: row.kind,
    span: row.span,
    startedAt: Number(row.started_at),
    endsAt: row.ends_at === null ? null : Number(row.ends_at),
  };
}

export function spanMs(kind: BreakKind, span: string): number | null {
  const spans: Readonly<Record<string, number | null>> = breakSpans[kind];
  if (!(span in spans)) return fail('rgBreakInvalid', `no ${kind} of ${span}`);
  return spans[span] ?? null;
}

/**
 * Starts a time-out or a self-exclusion. Nothing shortens or lifts one: a second break only adds
 * to it (the longest governs). Where the profile says so, bonuses waiting for the player are
 * cancelled in the same transaction.
 */
export async function takeBreak(
  db: Database,
  merchant: string,
  memberId: number,
  request: { kind: BreakKind; span: BreakSpan },
  profile: JurisdictionProfile,
  now: number,
): Promise<ActiveBreak> {
  const ms = spanMs(request.kind, request.span);
  const scope = request.kind === 'exclusion' && profile.exclusionOperatorWide ? 'operator' : 'brand';
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO rg_breaks (member_id, merchant_code, kind, span, scope, started_at, ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [memberId, merchant, request.kind, request.span, scope, now, ms === null ? null : now + ms],
    );
    if (profile.breakCancelsBonuses)
      await tx.query('DELETE FROM bonus_holds WHERE member_id = $1 AND merchant_code = $2', [
        memberId,
        merchant,
      ]);
  });
  return (await activeBreak(db, merchant, memberId, now)) as ActiveBreak;
}
