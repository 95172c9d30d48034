/** Error codes of the game calls and demo games (translated in locales/<lang>/errors.json). */
export const gameErrorCodes = {} as const;
