/** Error codes of the agent centre's calls (translated in locales/<lang>/errors.json). */
export const agentErrorCodes = {
  /** The member is not in the agent's team (or, for an offer, not its direct downline). */
  agentDownlineUnknown: 'agent.downline.unknown',
  /** A downline's rate may not exceed the agent's own. */
  agentRateTooHigh: 'agent.contract.rate.too.high',
  /** The offer's tiers break a tier rule (value: tier, field and the forms message key). */
  agentTiersInvalid: 'agent.contract.tiers.invalid',
  /** The agent has no active contract of that kind to give from. */
  agentNoContract: 'agent.contract.none',
  /** A rate lower than the downline's current one ends that contract: the call must say confirm. */
  agentLowerRateConfirm: 'agent.contract.lower.confirm',
  agentContractUnknown: 'agent.contract.unknown',
  /** Accept or reject of a contract that is not a waiting offer, terminate of one that is over. */
  agentContractState: 'agent.contract.state',
  /** The brand has this contract kind switched off. */
  agentContractDisabled: 'agent.contract.disabled',
} as const;
