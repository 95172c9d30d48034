/** Error codes of responsible gaming: limits and breaks (translated in locales/<lang>/errors.json). */
export const responsibleErrorCodes = {
  rgDepositLimit: 'responsible.limit.deposit',
  rgLossLimit: 'responsible.limit.loss',
  rgWagerLimit: 'responsible.limit.wager',
  rgSessionLimit: 'responsible.limit.session',
  rgTimeout: 'responsible.break.timeout',
  rgExcluded: 'responsible.break.exclusion',
  rgLimitInvalid: 'responsible.limit.invalid',
  rgBreakInvalid: 'responsible.break.invalid',
} as const;
