/**
 * Error codes of the calls in endpoints-profile.ts (translated in locales/<lang>/errors.json).
 * Wrong, expired and too-early codes reuse `sms.code.invalid`, `sms.code.expired` and
 * `sms.resend.wait` (their texts name no channel); a wrong login password `password.login.invalid`.
 */
export const profileErrorCodes = {
  avatarUnknown: 'profile.avatar.unknown',
  /** Not a png or jpg by its content, or larger than 5 MB. */
  avatarInvalid: 'profile.avatar.invalid',
  nicknameInvalid: 'profile.nickname.invalid',
  realNameInvalid: 'profile.realname.invalid',
  realNameLocked: 'profile.realname.locked',
  /** A profile field fails its rule from the brand's field settings (value: field, key, values). */
  contactInvalid: 'profile.contact.invalid',
  /** The brand's field settings do not show this profile field. */
  profileFieldHidden: 'profile.field.hidden',
  /** Bound to another member of the brand. */
  mobileBoundElsewhere: 'profile.mobile.taken',
  emailBoundElsewhere: 'profile.email.taken',
  /** The member has this number or address bound already. */
  contactUnchanged: 'profile.contact.same',
  /** Changing a bound mobile number or e-mail needs the login password. */
  loginPasswordRequired: 'profile.password.required',
  downlineAgentOnly: 'transfer.downline.agent.only',
  /** No such member in the agent's direct downline. */
  downlineUnknown: 'transfer.downline.invalid',
} as const;
