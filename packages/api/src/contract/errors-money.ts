/** Error codes of deposits, withdrawals and the other money calls (translated in locales/<lang>/errors.json). */
export const moneyErrorCodes = {} as const;
