import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MemberCenterPage } from '../../stores/modals.ts';

/** One chunk per page: opening the deposit page does not download the bet records. */
export const pageComponents: Record<MemberCenterPage, LazyExoticComponent<ComponentType>> = {
  securityCenter: lazy(() => import('./SecurityCenter.tsx')),
  transferFund: lazy(() => import('./TransferFund.tsx')),
  depositv2: lazy(() => import('./Deposit.tsx')),
  withdraw: lazy(() => import('./Withdraw.tsx')),
  transferUpline: lazy(() => import('./TransferUpline.tsx')),
  personalHistoryCopy: lazy(() => import('./BetRecords.tsx')),
  manualRebate: lazy(() => import('./ManualRebate.tsx')),
  transactionHistory: lazy(() => import('./TransactionHistory.tsx')),
  personalProfit: lazy(() => import('./PersonalProfit.tsx')),
  bonusDetails: lazy(() => import('./BonusDetails.tsx')),
  rewardCenter: lazy(() => import('./RewardCenter.tsx')),
  referral: lazy(() => import('./Referral.tsx')),
  missionLeaderboard: lazy(() => import('./MissionLeaderboard.tsx')),
  messageV2: lazy(() => import('./Messages.tsx')),
  playerRank: lazy(() => import('./PlayerRank.tsx')),
};
