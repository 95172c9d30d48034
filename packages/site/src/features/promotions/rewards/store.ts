import { proxy } from 'valtio';

/**
 * What a member can claim in the rewards centre now (rewards to claim and promotions in status
 * claim): the count the rewards badge shows. 0 for guests; written by RewardsCount once a member's
 * bar has loaded, so the navigation that shows it carries no query code.
 */
export const rewardsBadge = proxy({ count: 0 });
