import { createHash } from 'node:crypto';
import {
  type FeedbackImageRequest,
  type FeedbackListRequest,
  type FeedbackRecord,
  type FeedbackRequest,
  feedbackImageLimits,
  feedbackQuestionTypes,
} from '@playsite/api/contract';
import { feedbackValidators, validateAll } from '@playsite/rules';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { pageOf, paging } from '../money/requests.ts';
import { sniffImage } from '../profile/avatar.ts';
import { spendQuota } from '../throttle.ts';

const hour = 3_600_000;
const extensions = { 'image/png': 'png', 'image/jpeg': 'jpg' } as const;
/** Enough of the picture's digest in its URL that no one guesses another member's picture. */
const urlDigestLength = 24;

export const feedbackImageUrl = (id: number, digest: string, contentType: keyof typeof extensions) =>
  `/media/feedback/${id}-${digest.slice(0, urlDigestLength)}.${extensions[contentType]}`;

/** Stores one picture as sent once its bytes prove it a png or jpg of the declared type, at most 5 MB. */
export async function uploadFeedbackImage(ctx: Context, memberId: number, input: FeedbackImageRequest) {
  await spendQuota(ctx, `feedback-image:${memberId}`, { windowMs: hour, max: 30 });
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(input.data)) fail('feedbackImageInvalid');
  const bytes = Buffer.from(input.data, 'base64');
  if (
    bytes.length === 0 ||
    bytes.length > feedbackImageLimits.maxBytes ||
    sniffImage(bytes) !== input.contentType
  )
    fail('feedbackImageInvalid');
  const digest = createHash('sha256').update(bytes).digest('hex');
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO feedback_images (member_id, content_type, size, digest, data, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [memberId, input.contentType, bytes.length, digest, bytes, ctx.clock.now()],
  );
  return { imageId: String(rows[0]?.id) };
}

/** A stored picture behind its URL (id and digest prefix must both match). */
export async function feedbackImage(db: Queryable, id: number, urlDigest: string) {
  if (urlDigest.length !== urlDigestLength) return undefined;
  const rows = await db.query<{ content_type: keyof typeof extensions; digest: string; data: Uint8Array }>(
    'SELECT content_type, digest, data FROM feedback_images WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row?.digest.startsWith(urlDigest) ? row : undefined;
}

/** A feedback with at most 3 of the member's own pictures not yet attached elsewhere. */
export async function sendFeedback(ctx: Context, merchant: string, memberId: number, input: FeedbackRequest) {
  const errors = validateAll(feedbackValidators(), {
    questionType: input.questionType,
    content: input.content,
  });
  if (
    Object.keys(errors).length > 0 ||
    !(feedbackQuestionTypes as readonly string[]).includes(input.questionType)
  )
    fail('feedbackInvalid');
  const imageIds = [...new Set(input.imageIds ?? [])];
  if (imageIds.some((id) => !/^\d{1,9}$/.test(id)) || imageIds.length > feedbackImageLimits.maxCount)
    fail('feedbackImageUnknown');
  await spendQuota(ctx, `feedback:${memberId}`, { windowMs: hour, max: 10 });
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO feedback (merchant_code, member_id, question_type, content, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [merchant, memberId, input.questionType, input.content.trim(), ctx.clock.now()],
    );
    const id = rows[0]?.id ?? fail('internal');
    if (imageIds.length > 0) {
      const attached = await tx.query(
        `UPDATE feedback_images SET feedback_id = $1
         WHERE member_id = $2 AND feedback_id IS NULL AND id = ANY($3::int[]) RETURNING id`,
        [id, memberId, imageIds.map(Number)],
      );
      // Rolls the feedback back: a picture that is not the member's, or already used, is refused.
      if (attached.length !== imageIds.length) fail('feedbackImageUnknown');
    }
    return { id };
  });
}

interface FeedbackRow {
  id: number;
  member_id: number;
  question_type: string;
  content: string;
  created_at: bigint | number;
  reply: string | null;
  replied_at: bigint | number | null;
}

async function withImages(
  db: Queryable,
  rows: FeedbackRow[],
): Promise<(FeedbackRecord & { memberId: number })[]> {
  const images = rows.length
    ? await db.query<{
        id: number;
        feedback_id: number;
        digest: string;
        content_type: keyof typeof extensions;
      }>(
        'SELECT id, feedback_id, digest, content_type FROM feedback_images WHERE feedback_id = ANY($1::int[]) ORDER BY id',
        [rows.map((row) => row.id)],
      )
    : [];
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    questionType: row.question_type,
    content: row.content,
    images: images
      .filter((image) => image.feedback_id === row.id)
      .map((image) => feedbackImageUrl(image.id, image.digest, image.content_type)),
    status: row.reply === null ? 'pending' : 'replied',
    createdAt: Number(row.created_at),
    ...(row.reply === null ? {} : { reply: row.reply, repliedAt: Number(row.replied_at) }),
  }));
}

/** The member's own feedback, newest first, with the operator's replies. */
export async function feedbackList(db: Queryable, memberId: number, input: FeedbackListRequest) {
  const { pageNo, pageSize, offset } = paging(input);
  const [rows, total] = await Promise.all([
    db.query<FeedbackRow>('SELECT * FROM feedback WHERE member_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3', [
      memberId,
      pageSize,
      offset,
    ]),
    db.query<{ count: bigint }>('SELECT count(*)::bigint AS count FROM feedback WHERE member_id = $1', [
      memberId,
    ]),
  ]);
  const list = (await withImages(db, rows)).map(({ memberId: _, ...record }) => record);
  return pageOf(list, Number(total[0]?.count ?? 0n), pageNo, pageSize);
}

/** Operator: unanswered feedback first, then the latest answered ones. */
export async function feedbackQueue(db: Queryable, merchant: string) {
  const rows = await db.query<FeedbackRow & { username: string }>(
    `SELECT f.*, m.username FROM feedback f JOIN members m ON m.id = f.member_id
     WHERE f.merchant_code = $1 ORDER BY (f.reply IS NULL) DESC, f.id DESC LIMIT 50`,
    [merchant],
  );
  const records = await withImages(db, rows);
  return records.map((record, index) => ({ ...record, username: rows[index]?.username }));
}

/** Operator: answers (or corrects the answer to) one feedback. */
export async function replyFeedback(ctx: Context, merchant: string, id: number, reply: string) {
  const rows = await ctx.db.query<{ id: number }>(
    'UPDATE feedback SET reply = $3, replied_at = $4 WHERE merchant_code = $1 AND id = $2 RETURNING id',
    [merchant, id, reply, ctx.clock.now()],
  );
  if (rows.length === 0) fail('notFound', `no feedback ${id}`);
  return { id, reply };
}
