import {
  nicknameMaxLength,
  type ProfileFieldName,
  profileFieldNames,
  type RegisterSettings,
  shownProfileFields,
  type UpdateProfileRequest,
} from '@playsite/api/contract';
import { catalogueRule, checkRule, patternByName, profileValidators } from '@playsite/rules';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { getSetting } from '../settings.ts';

/**
 * Profile fields a member edits in the security centre. The real name is the registration
 * form's `payeeName` (the name payouts are made to), so it is set once; the nickname changes
 * freely. The other fields (QQ, WhatsApp, Facebook, Telegram, Zalo, LINE, ID number, birthday,
 * address, nationality, occupation, source of income) follow the brand's `profileFields`
 * settings: which show, which are required, their patterns, checked with the same
 * @playsite/rules validators as the site's form. They live in members.profile beside the
 * registration's fields (qqNum, whatsapp, facebook, line and idNumber are the same keys).
 */
const realNameRule = catalogueRule(patternByName('lettersSpaces').id, 2, 64);
/** Any visible characters (no control or format characters), 2 to 20 of them. */
const nicknamePattern = new RegExp(`^[^\\p{C}]{2,${nicknameMaxLength}}$`, 'u');

interface Row {
  nickname: string | null;
  profile: Record<string, string>;
}

const profileOf = (row: Row, settings: RegisterSettings) => {
  const shown = shownProfileFields(settings);
  return {
    nickname: row.nickname,
    realName: row.profile.payeeName ?? null,
    realNameLocked: Boolean(row.profile.payeeName),
    ...Object.fromEntries(shown.map((name) => [name, row.profile[name] ?? null])),
    fields: Object.fromEntries(
      shown.flatMap((name) => (settings[name] ? [[name, settings[name]] as const] : [])),
    ),
  };
};

const rowOf = async (db: Queryable, memberId: number, lock = false) =>
  (
    await db.query<Row>(`SELECT nickname, profile FROM members WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
      memberId,
    ])
  )[0] ?? fail('tokenInvalid');

export async function memberProfile(ctx: Context, merchant: string, memberId: number) {
  return profileOf(await rowOf(ctx.db, memberId), await getSetting(ctx.db, merchant, 'profileFields'));
}

/** Applies the fields sent; nothing is written unless every one of them is valid. */
export async function updateMemberProfile(
  ctx: Context,
  merchant: string,
  memberId: number,
  input: UpdateProfileRequest,
) {
  const settings = await getSetting(ctx.db, merchant, 'profileFields');
  return ctx.db.transaction(async (tx) => {
    const row = await rowOf(tx, memberId, true);
    const validators = profileValidators(settings, new Date(ctx.clock.now()));
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
    for (const field of profileFieldNames) {
      const next = input[field as ProfileFieldName]?.trim();
      if (next === undefined) continue;
      const validator = validators[field];
      if (!validator) fail('profileFieldHidden', field, { field });
      const error = validator?.(next);
      if (error) fail('contactInvalid', `${field}: ${error.key}`, { field, ...error });
      if (next) profile[field] = next;
      else delete profile[field];
    }
    await tx.query('UPDATE members SET nickname = $2, profile = $3 WHERE id = $1', [
      memberId,
      nickname,
      JSON.stringify(profile),
    ]);
    return profileOf({ nickname, profile }, settings);
  });
}
