import * as account from './account.ts';
import * as agent from './agent.ts';
import { get, relay, send, T } from './define.ts';
import type { ModuleId } from './endpoint.ts';
import * as lottery from './lottery.ts';
import * as points from './points.ts';

/** Points, agent contracts, missions, merchant wallets and transaction details: loaded on first call. */
export const pointsEndpoints = {
  missionLeaderboard: get(
    'missionLeaderboard',
    relay('MCSFE_getMissionLeaderboard'),
    account.noParams,
    lottery.missionLeaderboardValue,
    { ...T, silent: true, moduleId: 'REWCEN3' },
  ),
  fundsConsolidated: get(
    'fundsConsolidated',
    '/wps/member/info/funds/consolidated',
    account.noParams,
    agent.fundsConsolidatedValue,
    { ...T, moduleId: 'AGENTPOLICY3' },
  ),
  dividendContract: contract('dividendContract', 'MCS2_processDividendReq', 'AGENTPOLICY3'),
  dailySalaryContract: contract('dailySalaryContract', 'MCS2_processDailySalContract', 'DAILYSALCONT3'),
  hourSalaryContract: contract('hourSalaryContract', 'MCS2_processContractHourSalary', 'HOURSAL3'),
  realTimeSalaryContract: contract(
    'realTimeSalaryContract',
    'MCSFE_processRealTimeSalaryContract',
    'RTSALARY3',
  ),
  merchantWallet: get(
    'merchantWallet',
    relay('GCS_merchantWallet'),
    lottery.merchantWalletRequest,
    lottery.merchantWalletValue,
    { ...T, cache: 'session', moduleId: 'FUNDTRANS3' },
  ),
  pointBalance: get(
    'pointBalance',
    relay('MCS2_getPointBalance'),
    account.noParams,
    points.pointBalanceValue,
    {
      ...T,
      moduleId: 'PTSYS3',
    },
  ),
  pointRewards: get(
    'pointRewards',
    relay('MCS2_getPointReward'),
    points.pagedRequest,
    points.pointRewardsValue,
    {
      ...T,
      moduleId: 'PTSYS3',
    },
  ),
  redeemPointReward: send(
    'POST',
    'redeemPointReward',
    relay('passwordCheck/MCS2_redeemPointReward'),
    points.redeemPointRewardRequest,
    points.pointChangeValue,
    { ...T, encrypted: true, moduleId: 'PTSYS3' },
  ),
  redeemPointList: get(
    'redeemPointList',
    relay('MCS2_getRedeemPointList'),
    points.pagedRequest,
    points.redeemPointListValue,
    {
      ...T,
      moduleId: 'PTSYS3',
    },
  ),
  pointConfig: get('pointConfig', relay('MCS2_getPointConfig'), account.noParams, points.pointConfigValue, {
    ...T,
    moduleId: 'PTSYS3',
  }),
  memberTransactions: get(
    'memberTransactions',
    relay('ODSFE2_MemTransDet'),
    points.memberTransactionsRequest,
    points.memberTransactionsValue,
    { ...T, moduleId: 'MEMTRANS3' },
  ),
  convertPoint: send(
    'POST',
    'convertPoint',
    relay('passwordCheck/MCS2_convertPoint'),
    points.convertPointRequest,
    points.pointChangeValue,
    { ...T, encrypted: true, moduleId: 'PTSYS3' },
  ),
} as const;

/** A contract "process" call: a GET that may act, so it is never retried. */
function contract(name: string, action: string, moduleId: ModuleId) {
  return {
    ...get(name, relay(action), agent.contractProcessRequest, agent.contractValue, { ...T, moduleId }),
    idempotent: false,
  };
}
