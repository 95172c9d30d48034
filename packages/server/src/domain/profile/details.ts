import { nicknameMaxLength, type UpdateProfileRequest } from '@playsite/api/contract';
import { catalogueRule, checkRule, patternByName } from '@playsite/rules';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';

/**
 * Profile fields a member edits in the security centre. The real name is the registration
 * form's `payeeName` (the name payouts are made to), so it is set once; nickname and contacts
 * change freely. Contacts live in members.profile beside the other registration fields.
 */
const contactFields = ['whatsapp', 'telegram', 'line'] as const;
type ContactField = (typeof contactFields)[number];

const realNameRule = catalogueRule(patternByName('lettersSpaces').id, 2, 64);
/** Any visible characters (no control or format characters), 2 to 20 of them. */
const nicknamePattern = new RegExp(`^[^\\p{C}]{2,${nicknameMaxLength}}$`, 'u');
/** Handles and numbers: letters, digits and a few symbols. */
const contactPattern = /^[\p{L}\p{N}@._+\- ]{1,64}$/u;

interface Row {
  nickname: string | null;
  profile: Record<string, string>;
}

const profileOf = (row: Row) => ({
  nickname: row.nickname,
  realName: row.profile.payeeName ?? null,
  realNameLocked: Boolean(row.profile.payeeName),
  whatsapp: row.profile.whatsapp ?? null,
  telegram: row.profile.telegram ?? null,
  line: row.profile.line ?? null,
});

const rowOf = async (db: Queryable, memberId: number, lock = false) =>
  (
    await db.query<Row>(`SELECT nickname, profile FROM members WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
      memberId,
    ])
  )[0] ?? fail('tokenInvalid');

export async function memberProfile(ctx: Context, memberId: number) {
  return profileOf(await rowOf(ctx.db, memberId));
}

/** Applies the fields sent; nothing is written unless every one of them is valid. */
export async function updateMemberProfile(ctx: Context, memberId: number, input: UpdateProfileRequest) {
  return ctx.db.transaction(async (tx) => {
    const row = await rowOf(tx, memberId, true);
    let nickname = row.nickname;
    const profile = { ...row.profile };
    if (input.nickname !== undefined) {
      const next = input.nickname.trim();
      if (next !== '' && !nicknamePattern.test(next)) fail('nicknameInvalid');
      nickname = next || null;
    }
    const realName = input.realName?.trim().replace(/\s+/g, ' ');
    if (realName) {
      if (profile.payeeName && profile.payeeName !== realName) fail('realNameLocked');
      if (checkRule(realNameRule, realName) !== undefined) fail('realNameInvalid');
      profile.payeeName = realName;
    }
    for (const field of contactFields) {
      const next = input[field as ContactField]?.trim();
      if (next === undefined) continue;
      if (next !== '' && !contactPattern.test(next)) fail('contactInvalid', field, { field });
      if (next) profile[field] = next;
      else delete profile[field];
    }
    await tx.query('UPDATE members SET nickname = $2, profile = $3 WHERE id = $1', [
      memberId,
      nickname,
      JSON.stringify(profile),
    ]);
    return profileOf({ nickname, profile });
  });
}
