import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MemberCenterPage } from '../../../common/stores/modals.ts';
import { loadPointsDetails, loadRedeemHistory } from '../../points/lazy.ts';
import { loadResponsibleGaming } from '../../responsible/lazy.ts';
import {
  loadDeposit,
  loadManualRebate,
  loadTransferFund,
  loadTransferUpline,
  loadWithdraw,
} from '../../wallet/lazy.ts';

/** One chunk per page: opening the deposit page does not download the bet records. */
export const pageComponents: Record<MemberCenterPage, LazyExoticComponent<ComponentType>> = {
  securityCenter: lazy(() => import('./SecurityCenter.tsx')),
  transferFund: lazy(loadTransferFund),
  depositv2: lazy(loadDeposit),
  withdraw: lazy(loadWithdraw),
  transferUpline: lazy(loadTransferUpline),
  personalHistoryCopy: lazy(() => import('./BetRecords.tsx')),
  manualRebate: lazy(loadManualRebate),
  transactionHistory: lazy(() => import('./TransactionHistory.tsx')),
  personalProfit: lazy(() => import('./PersonalProfit.tsx')),
  bonusDetails: lazy(() => import('./BonusDetails.tsx')),
  rewardCenter: lazy(() => import('./RewardCenter.tsx')),
  redeemHistory: lazy(loadRedeemHistory),
  pointsDetails: lazy(loadPointsDetails),
  referral: lazy(() => import('./Referral.tsx')),
  missionLeaderboard: lazy(() => import('./MissionLeaderboard.tsx')),
  messageV2: lazy(() => import('./Messages.tsx')),
  responsibleGaming: lazy(loadResponsibleGaming),
  playerRank: lazy(() => import('./PlayerRank.tsx')),
};
