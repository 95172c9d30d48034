/** Error codes of the calls in endpoints-profile.ts (translated in locales/<lang>/errors.json). */
export const profileErrorCodes = {} as const;
