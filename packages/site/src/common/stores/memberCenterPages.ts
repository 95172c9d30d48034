/** Member-centre pages in menu order (docs/product.md § Member centre); the header opens some of them. */
export const memberCenterPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'redeemHistory',
  'pointsDetails',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'responsibleGaming',
  'playerRank',
] as const;
export type MemberCenterPage = (typeof memberCenterPages)[number];
