import { agentTypes, trialType } from '@playsite/api';

/**
 * Agents are types 1, 2, 41 and 42; trial (free play) accounts are type 4 (docs/product.md §
 * Accounts and sessions).
 */
export const isAgentType = (type: number | null | undefined) => type != null && agentTypes.includes(type);
export const isTrialType = (type: number | null | undefined) => type === trialType;
