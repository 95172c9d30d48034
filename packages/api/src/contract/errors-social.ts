/** Error codes of the calls in endpoints-social.ts (translated in locales/<lang>/errors.json). */
export const socialErrorCodes = {} as const;
