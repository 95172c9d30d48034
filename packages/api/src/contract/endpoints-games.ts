/** Calls for bet records (personalHistoryCopy) and the demo games: paths SPEC.md leaves unnamed, chosen in the platform's style. */
export const gameRoundEndpoints = {} as const;
