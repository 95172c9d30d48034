import type { ActivityApplyRequest, ActivityStatus, ActivityType } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { feedbackImageUrl } from '../content/feedback.ts';
import { type ContentLanguage, fallbackLanguage } from '../content/language.ts';
import { grantBonus, grantOrHoldBonus } from './bonuses.ts';
import { requireBonusVerification } from './verification.ts';

/* Promotions (activities): the brand's list per language and one member's entry in each. The ten
 * statuses a member sees are derived from the activity's period and action and the entry's state
 * (activityStatus); only entries are stored. */

type EntryState = 'joined' | 'claimed' | 'process' | 'issued' | 'rejected';

interface ActivityRow {
  id: number;
  type: ActivityType;
  action: 'join' | 'claim' | 'apply';
  image: string;
  bonus_amount: bigint;
  turnover_multiple: number;
  start_at: bigint;
  end_at: bigint | null;
  active: boolean;
  title: string;
  summary: string;
  content: string;
  rules: string;
  entry_id: number | null;
  entry_status: EntryState | null;
  comment: string | null;
  remark: string | null;
  entry_at: bigint | null;
  decided_at: bigint | null;
}

const openStatus = { join: 'join', claim: 'claim', apply: 'applying' } as const;

/** What one member sees: their entry's state, else what the activity's period and action allow. */
export function activityStatus(
  row: Pick<ActivityRow, 'action' | 'start_at' | 'end_at' | 'active' | 'entry_status'>,
  now: number,
): ActivityStatus {
  if (row.entry_status) return row.entry_status;
  if (!row.active || (row.end_at !== null && Number(row.end_at) <= now)) return 'close';
  if (Number(row.start_at) > now) return 'comingSoon';
  return openStatus[row.action];
}

/** Activities of a brand with texts in `language` (English where missing) and the member's entry. */
function activitiesOf(
  db: Queryable,
  merchant: string,
  memberId: number | undefined,
  language: ContentLanguage,
  filter: { id?: number; type?: ActivityType | undefined } = {},
) {
  return db.query<ActivityRow>(
    `SELECT a.id, a.type, a.action, a.image, a.bonus_amount, a.turnover_multiple, a.start_at, a.end_at, a.active,
       coalesce(t.title, f.title) AS title, coalesce(t.summary, f.summary) AS summary,
       coalesce(t.content, f.content) AS content, coalesce(t.rules, f.rules) AS rules,
       e.id AS entry_id, e.status AS entry_status, e.comment, e.remark, e.created_at AS entry_at, e.decided_at
     FROM activities a
     LEFT JOIN activity_texts t ON t.activity_id = a.id AND t.language = $3
     LEFT JOIN activity_texts f ON f.activity_id = a.id AND f.language = $4
     LEFT JOIN activity_entries e ON e.activity_id = a.id AND e.member_id = $2
     WHERE a.merchant_code = $1 AND ($5::int IS NULL OR a.id = $5) AND ($6::text IS NULL OR a.type = $6)
       AND coalesce(t.title, f.title) IS NOT NULL
     ORDER BY a.sort, a.id`,
    [merchant, memberId ?? null, language, fallbackLanguage, filter.id ?? null, filter.type ?? null],
  );
}

function summaryOf(row: ActivityRow, now: number) {
  return {
    id: row.id,
    type: row.type,
    action: row.action,
    title: row.title,
    summary: row.summary,
    image: row.image,
    bonusAmount: Number(row.bonus_amount),
    turnoverMultiple: row.turnover_multiple,
    startTime: Number(row.start_at),
    endTime: row.end_at === null ? null : Number(row.end_at),
    status: activityStatus(row, now),
  };
}

export async function activityList(
  ctx: Context,
  merchant: string,
  memberId: number | undefined,
  language: ContentLanguage,
  type?: ActivityType,
) {
  const now = ctx.clock.now();
  const rows = await activitiesOf(ctx.db, merchant, memberId, language, { type });
  return { list: rows.map((row) => summaryOf(row, now)) };
}

async function entryImages(db: Queryable, entryId: number) {
  const rows = await db.query<{ id: number; digest: string; content_type: 'image/png' | 'image/jpeg' }>(
    'SELECT id, digest, content_type FROM feedback_images WHERE activity_entry_id = $1 ORDER BY id',
    [entryId],
  );
  return rows.map((row) => feedbackImageUrl(row.id, row.digest, row.content_type));
}

export async function activityDetail(
  ctx: Context,
  merchant: string,
  memberId: number | undefined,
  language: ContentLanguage,
  id: number,
) {
  const row = (await activitiesOf(ctx.db, merchant, memberId, language, { id }))[0];
  if (!row) return fail('activityNotFound');
  const entry =
    row.entry_id === null
      ? null
      : {
          comment: row.comment ?? '',
          images: await entryImages(ctx.db, row.entry_id),
          remark: row.remark,
          createTime: Number(row.entry_at),
          decideTime: row.decided_at === null ? null : Number(row.decided_at),
        };
  return { ...summaryOf(row, ctx.clock.now()), content: row.content, rules: row.rules, entry };
}

/**
 * Enters an open activity whose action is `action`, inside a transaction, once per member (the
 * entry is unique per activity and member; a repeat answers the entry already there).
 */
async function enter(
  ctx: Context,
  merchant: string,
  memberId: number,
  activityId: number,
  action: 'join' | 'claim' | 'apply',
  then: (tx: Queryable, row: ActivityRow, entryId: number) => Promise<ActivityStatus | undefined>,
  comment = '',
) {
  return ctx.db.transaction(async (tx) => {
    const row =
      (await activitiesOf(tx, merchant, memberId, fallbackLanguage, { id: activityId }))[0] ??
      fail('activityNotFound');
    if (row.entry_status) return { status: row.entry_status };
    if (row.action !== action || activityStatus(row, ctx.clock.now()) !== openStatus[action])
      return fail('activityUnavailable');
    const state: EntryState = action === 'join' ? 'joined' : action === 'claim' ? 'claimed' : 'process';
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO activity_entries (activity_id, member_id, status, comment, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (activity_id, member_id) DO NOTHING RETURNING id`,
      [activityId, memberId, state, comment, ctx.clock.now()],
    );
    // A racing request of the same member entered first: answer its state.
    if (!inserted[0]) {
      const existing = await tx.query<{ status: EntryState }>(
        'SELECT status FROM activity_entries WHERE activity_id = $1 AND member_id = $2',
        [activityId, memberId],
      );
      return { status: existing[0]?.status ?? fail('internal') };
    }
    return { status: (await then(tx, row, inserted[0].id)) ?? state };
  });
}

const bonusOf = (row: ActivityRow, memberId: number, merchant: string) => ({
  merchant,
  memberId,
  source: 'activity',
  sourceRef: `${row.id}:${memberId}`,
  title: row.title,
  amount: row.bonus_amount,
  turnoverMultiple: row.turnover_multiple,
});

export const joinActivity = (ctx: Context, merchant: string, memberId: number, activityId: number) =>
  enter(ctx, merchant, memberId, activityId, 'join', async () => undefined);

/** Claim: the bonus is credited at once, with its turnover requirement. */
export const claimActivity = (ctx: Context, merchant: string, memberId: number, activityId: number) =>
  enter(ctx, merchant, memberId, activityId, 'claim', async (tx, row) => {
    if (row.bonus_amount > 0n) await grantBonus(ctx, tx, bonusOf(row, memberId, merchant));
    return undefined;
  });

/**
 * Apply: a comment and at most 3 of the member's own unused pictures; the operator decides. An
 * application for a bonus is refused up front while the brand's bonus verification is missing
 * (nothing is stored: the member verifies, then sends it again).
 */
export function applyActivity(ctx: Context, merchant: string, memberId: number, input: ActivityApplyRequest) {
  const imageIds = [...new Set(input.imageIds)];
  if (imageIds.some((id) => !/^\d{1,9}$/.test(id))) fail('activityImageInvalid');
  return enter(
    ctx,
    merchant,
    memberId,
    input.activityId,
    'apply',
    async (tx, row, entryId) => {
      if (row.bonus_amount > 0n) await requireBonusVerification(tx, merchant, memberId);
      if (imageIds.length === 0) return undefined;
      const attached = await tx.query(
        `UPDATE feedback_images SET activity_entry_id = $1
         WHERE member_id = $2 AND feedback_id IS NULL AND activity_entry_id IS NULL AND id = ANY($3::int[])
         RETURNING id`,
        [entryId, memberId, imageIds.map(Number)],
      );
      // Rolls the application back: a picture not the member's, or already used, is refused.
      if (attached.length !== imageIds.length) fail('activityImageInvalid');
      return undefined;
    },
    input.comment.trim(),
  );
}

/* ---------- operator ---------- */

/** Applications waiting for a decision, oldest first. */
export async function pendingApplications(ctx: Context, merchant: string) {
  const rows = await ctx.db.query<{
    id: number;
    activity_id: number;
    username: string;
    comment: string;
    created_at: bigint;
  }>(
    `SELECT e.id, e.activity_id, m.username, e.comment, e.created_at FROM activity_entries e
     JOIN activities a ON a.id = e.activity_id JOIN members m ON m.id = e.member_id
     WHERE a.merchant_code = $1 AND e.status = 'process' ORDER BY e.id LIMIT 100`,
    [merchant],
  );
  const list = [];
  for (const row of rows)
    list.push({
      id: row.id,
      activityId: row.activity_id,
      username: row.username,
      comment: row.comment,
      images: await entryImages(ctx.db, row.id),
      createTime: Number(row.created_at),
    });
  return list;
}

/**
 * Approves (issued: the bonus is credited with its turnover) or rejects an application, once: the
 * status guard in the UPDATE lets one decision through; a second one is refused. A member without
 * the brand's bonus verification (the brand raised it after the application) gets the bonus held
 * until they verify (`held: true`, amount 0 now).
 */
export function decideApplication(
  ctx: Context,
  merchant: string,
  entryId: number,
  approve: boolean,
  remark?: string,
) {
  return ctx.db.transaction(async (tx) => {
    const decided = await tx.query<{ activity_id: number; member_id: number }>(
      `UPDATE activity_entries e SET status = $3, remark = $4, decided_at = $5
       FROM activities a WHERE a.id = e.activity_id AND a.merchant_code = $1 AND e.id = $2 AND e.status = 'process'
       RETURNING e.activity_id, e.member_id`,
      [merchant, entryId, approve ? 'issued' : 'rejected', remark ?? null, ctx.clock.now()],
    );
    const entry = decided[0] ?? fail('activityEntryState', `no application ${entryId} in process`);
    let amount = 0n;
    let held = false;
    if (approve) {
      const row =
        (await activitiesOf(tx, merchant, entry.member_id, fallbackLanguage, { id: entry.activity_id }))[0] ??
        fail('activityNotFound');
      if (row.bonus_amount > 0n) {
        const grant = await grantOrHoldBonus(ctx, tx, bonusOf(row, entry.member_id, merchant));
        amount = grant.amount;
        held = grant.held;
      }
    }
    return { id: entryId, status: approve ? 'issued' : 'rejected', amount: Number(amount), held };
  });
}
