/** Error codes of points, bonuses, promotions and red envelopes (translated in locales/<lang>/errors.json). */
export const engagementErrorCodes = {
  bonusTurnoverLocked: 'bonus.turnover.locked',
  /** The brand credits bonuses only to members with a code-verified mobile number (docs/security.md § Bonus verification). */
  bonusMobileRequired: 'bonus.verification.mobile.required',
  /** The same with a code-verified e-mail address. */
  bonusEmailRequired: 'bonus.verification.email.required',
  rewardLimit: 'points.reward.limit',
  redeemNotFound: 'points.redeem.not.found',
  redeemState: 'points.redeem.state.invalid',
  convertTooSmall: 'points.convert.too.small',
  activityUnavailable: 'activity.unavailable',
  activityNotFound: 'activity.not.found',
  activityEntryState: 'activity.entry.state.invalid',
  activityImageInvalid: 'activity.image.invalid',
  envelopeUnavailable: 'envelope.unavailable',
  envelopeGrabbed: 'envelope.already.grabbed',
  envelopeEmpty: 'envelope.empty',
  envelopeRankIneligible: 'envelope.rank.ineligible',
} as const;
