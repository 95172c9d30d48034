import {
  array,
  boolean,
  enums,
  type Infer,
  integer,
  nullable,
  number,
  object,
  optional,
  record,
  type Struct,
  size,
  string,
  type,
} from 'superstruct';
import { fieldSetting } from './account.ts';
import { idempotencyKey, pagedFilter } from './money.ts';
import { idLike, minorUnits, nonEmpty, positiveMinorUnits, text } from './primitives.ts';

/**
 * Security centre and transfer to downline (issue 7): the reference platform's choices where
 * public clients show no call.
 *
 * - Avatar: pick a STATIC one of `playerAvatars` by its id, or upload a CUSTOM png/jpg (at most
 *   5 MB, base64 without the data: prefix); the server checks the real type by its magic bytes.
 *   Both answer the new `memberIcon` value.
 * - Binding a mobile number or an e-mail: a 6-digit code is sent to it (single use, expiring after
 *   `expiredMinutes`, bound to the member and to that number or address), then the bind call
 *   spends it. A number or address bound to another member is refused. Changing one that is
 *   already bound also needs the member's LOGIN password (`loginPassword`): every account has
 *   one, while a payment password may not be set yet.
 * - Real name: set once; afterwards only customer service changes it.
 * - Transfer to downline: agents (types 1, 2, 41, 42) send main-wallet money to a member of their
 *   direct downline (registered with their affiliate code), with the payment password and an
 *   idempotency key per intent, like transfer to upline.
 */

/* ---------- avatar ---------- */

export const avatarMaxBytes = 5 * 1024 * 1024;
export const avatarContentTypes = ['image/png', 'image/jpeg'] as const;
export type AvatarContentType = (typeof avatarContentTypes)[number];

export const setAvatarRequest = object({ avatarId: nonEmpty(32) });
export type SetAvatarRequest = Infer<typeof setAvatarRequest>;

export const uploadAvatarRequest = object({
  contentType: enums(avatarContentTypes),
  data: size(string(), 1, Math.ceil((avatarMaxBytes * 4) / 3) + 4),
});
export type UploadAvatarRequest = Infer<typeof uploadAvatarRequest>;

/* ---------- profile fields ---------- */

export const nicknameMaxLength = 20;
export const realNameMaxLength = 64;

/**
 * The profile fields the brand's field settings govern (setting `profileFields`, the shape of the
 * register settings: enabled, required, acceptedPattern, patternId, minLength, maxLength), in
 * display order. qqNum, whatsapp, facebook, line and idNumber are the registration's own names, so
 * what a member typed when registering shows here. Nickname and real name are always shown.
 */
export const profileFieldNames = [
  'qqNum',
  'whatsapp',
  'facebook',
  'telegram',
  'zalo',
  'line',
  'idNumber',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];
/** The fields the settings show, in display order. */
export const shownProfileFields = (settings: Readonly<Record<string, { enabled: boolean } | undefined>>) =>
  profileFieldNames.filter((name) => settings[name]?.enabled === true);

/** The cap of any settings-governed field; a field's own maxLength is usually lower. */
export const profileFieldMaxLength = 255;

const fieldValues = Object.fromEntries(
  profileFieldNames.map((name) => [name, optional(nullable(string()))]),
) as Record<ProfileFieldName, Struct<string | null | undefined, null>>;

export const profileValue = type({
  nickname: nullable(string()),
  realName: nullable(string()),
  /** The real name is set: it can no longer be changed by the member. */
  realNameLocked: boolean(),
  ...fieldValues,
  /** The settings of the fields shown (enabled ones only), by name. */
  fields: optional(record(string(), fieldSetting)),
});
export type Profile = Infer<typeof profileValue>;

const fieldUpdates = Object.fromEntries(
  profileFieldNames.map((name) => [name, optional(text(profileFieldMaxLength))]),
) as Record<ProfileFieldName, Struct<string | undefined, null>>;

/**
 * Fields left out stay as they are; an empty nickname or field clears it (refused when the
 * field is required). A field the settings do not show is refused.
 */
export const updateProfileRequest = object({
  nickname: optional(text(nicknameMaxLength)),
  realName: optional(text(realNameMaxLength)),
  ...fieldUpdates,
});
export type UpdateProfileRequest = Infer<typeof updateProfileRequest>;

/* ---------- binding a mobile number or an e-mail ---------- */

export const bindMobileCodeRequest = object({ mobileNum: nonEmpty(20), countryDialingCode: nonEmpty(8) });
export type BindMobileCodeRequest = Infer<typeof bindMobileCodeRequest>;

export const bindMobileRequest = object({
  mobileNum: nonEmpty(20),
  countryDialingCode: nonEmpty(8),
  verificationCode: nonEmpty(16),
  /** Required when a mobile number is bound already (a change). */
  loginPassword: optional(text(128)),
});
export type BindMobileRequest = Infer<typeof bindMobileRequest>;

export const bindEmailCodeRequest = object({ email: nonEmpty(254) });
export type BindEmailCodeRequest = Infer<typeof bindEmailCodeRequest>;

export const bindEmailRequest = object({
  email: nonEmpty(254),
  verificationCode: nonEmpty(16),
  /** Required when an e-mail is bound already (a change). */
  loginPassword: optional(text(128)),
});
export type BindEmailRequest = Infer<typeof bindEmailRequest>;

/** What the member has bound now, masked as member info shows it. */
export const boundContactsValue = type({ mobile: nullable(string()), email: nullable(string()) });
export type BoundContacts = Infer<typeof boundContactsValue>;

/* ---------- transfer to downline ---------- */

export const downlineListRequest = object({ ...pagedFilter, account: optional(text(64)) });
export type DownlineListRequest = Infer<typeof downlineListRequest>;

export const downlineMember = type({
  memberId: idLike(),
  account: string(),
  nickname: optional(nullable(string())),
  regDate: number(),
});
export type DownlineMember = Infer<typeof downlineMember>;

export const downlineListValue = type({
  list: array(downlineMember),
  pageNum: integer(),
  totalPages: integer(),
  totalCount: optional(integer()),
  /** The agent's main wallet: what may be sent now. */
  availBalance: minorUnits(),
});
export type DownlineList = Infer<typeof downlineListValue>;

export const transferDownlineRequest = object({
  downlineId: nonEmpty(32),
  amount: positiveMinorUnits(),
  paymentPassword: nonEmpty(128),
  idempotencyKey: idempotencyKey(),
});
export type TransferDownlineRequest = Infer<typeof transferDownlineRequest>;
