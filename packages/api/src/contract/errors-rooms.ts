/** Error codes of the calls in endpoints-rooms.ts (translated in locales/<lang>/errors.json). */
export const roomsErrorCodes = {} as const;
