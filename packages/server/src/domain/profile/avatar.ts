import { createHash } from 'node:crypto';
import { type AvatarContentType, avatarMaxBytes } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';

const signatures: Record<AvatarContentType, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};
const extensions: Record<AvatarContentType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The digest part of a custom avatar's URL: enough to make every new picture a new URL. */
const urlDigestLength = 16;

export const customAvatarUrl = (memberId: number, digest: string, contentType: AvatarContentType) =>
  `/media/avatars/custom/${memberId}/${digest.slice(0, urlDigestLength)}.${extensions[contentType]}`;

/** The image type its bytes say, if it is one of the accepted ones. */
export function sniffImage(bytes: Uint8Array): AvatarContentType | undefined {
  return (Object.keys(signatures) as AvatarContentType[]).find((type) =>
    signatures[type].every((byte, index) => bytes[index] === byte),
  );
}

/** A picture from the gallery (the caller checked the id against `playerAvatars`). */
export async function useStaticAvatar(db: Queryable, memberId: number, avatarId: string) {
  await db.query("UPDATE members SET avatar = $2, avatar_type = 'STATIC' WHERE id = $1", [
    memberId,
    avatarId,
  ]);
}

/**
 * The member's own picture: stored as sent (never re-encoded) once its bytes prove it a png or
 * jpg of the declared type, at most 5 MB. Answers the memberIcon value.
 */
export async function uploadCustomAvatar(
  ctx: Context,
  memberId: number,
  input: { contentType: AvatarContentType; data: string },
) {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(input.data)) fail('avatarInvalid');
  const bytes = Buffer.from(input.data, 'base64');
  if (bytes.length === 0 || bytes.length > avatarMaxBytes || sniffImage(bytes) !== input.contentType)
    fail('avatarInvalid');
  const digest = createHash('sha256').update(bytes).digest('hex');
  const url = customAvatarUrl(memberId, digest, input.contentType);
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO member_avatars (member_id, content_type, size, digest, data, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (member_id) DO UPDATE SET content_type = EXCLUDED.content_type, size = EXCLUDED.size,
         digest = EXCLUDED.digest, data = EXCLUDED.data, updated_at = EXCLUDED.updated_at`,
      [memberId, input.contentType, bytes.length, digest, bytes, ctx.clock.now()],
    );
    await tx.query("UPDATE members SET avatar = $2, avatar_type = 'CUSTOM' WHERE id = $1", [memberId, url]);
  });
  return { avatar: url, avatarType: 'CUSTOM' as const };
}

/** The stored picture behind a custom avatar URL; an older URL of the member finds nothing. */
export async function customAvatar(db: Queryable, memberId: number, urlDigest: string) {
  if (urlDigest.length !== urlDigestLength) return undefined;
  const rows = await db.query<{ content_type: AvatarContentType; digest: string; data: Uint8Array }>(
    'SELECT content_type, digest, data FROM member_avatars WHERE member_id = $1',
    [memberId],
  );
  const row = rows[0];
  return row?.digest.startsWith(urlDigest) ? row : undefined;
}
