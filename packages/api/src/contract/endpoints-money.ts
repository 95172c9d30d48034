import { noParams } from './account.ts';
import { get, relay, send, T } from './define.ts';
import * as money from './money.ts';

/**
 * Calls for deposits, withdrawals, vendor wallets and the other member-centre money calls: paths
 * public clients do not show, chosen in the platform's style (the reference server's choice). Wallet
 * balance, GCS_walletTransfer, GCS_merchantWallet, ODSFE2_MemTransDet (memberTransactions),
 * CSP_unreadCount, MCS2_claimRafflePromotion and the mission calls live in endpoints.ts.
 */
export const moneyEndpoints = {
  /* ----- deposit (depositv2) ----- */
  depositChannels: get(
    'depositChannels',
    relay('PMS_getDepositChannels'),
    noParams,
    money.depositChannelsValue,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
  depositRequest: send(
    'POST',
    'depositRequest',
    relay('PMS_depositRequest'),
    money.depositRequest,
    money.depositRecord,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
  depositList: get(
    'depositList',
    relay('PMS_getDepositList'),
    money.depositListRequest,
    money.depositListValue,
    {
      ...T,
      moduleId: 'FUNDTRANS3',
    },
  ),

  /* ----- payment password and payout accounts ----- */
  paymentPasswordStatus: get(
    'paymentPasswordStatus',
    relay('MCS2_getPaymentPasswordStatus'),
    noParams,
    money.paymentPasswordStatusValue,
    { ...T, silent: true, moduleId: 'PASS3' },
  ),
  setPaymentPassword: send(
    'POST',
    'setPaymentPassword',
    relay('MCS2_setPaymentPassword'),
    money.setPaymentPasswordRequest,
    money.paymentPasswordStatusValue,
    { ...T, moduleId: 'PASS3' },
  ),
  payoutAccounts: get('payoutAccounts', relay('PMS_getPayoutAccounts'), noParams, money.payoutAccountsValue, {
    ...T,
    moduleId: 'FUNDTRANS3',
  }),
  bindPayoutAccount: send(
    'POST',
    'bindPayoutAccount',
    relay('PMS_bindPayoutAccount'),
    money.bindPayoutAccountRequest,
    money.payoutAccount,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
  unbindPayoutAccount: send(
    'POST',
    'unbindPayoutAccount',
    relay('PMS_unbindPayoutAccount'),
    money.unbindPayoutAccountRequest,
    money.payoutAccountsValue,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),

  /* ----- withdraw ----- */
  withdrawInfo: get('withdrawInfo', relay('PMS_getWithdrawInfo'), noParams, money.withdrawInfoValue, {
    ...T,
    moduleId: 'FUNDTRANS3',
  }),
  withdrawRequest: send(
    'POST',
    'withdrawRequest',
    relay('PMS_withdrawRequest'),
    money.withdrawRequest,
    money.withdrawalRecord,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
  withdrawList: get(
    'withdrawList',
    relay('PMS_getWithdrawList'),
    money.withdrawListRequest,
    money.withdrawListValue,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
  withdrawProofUpload: send(
    'POST',
    'withdrawProofUpload',
    relay('PMS_uploadWithdrawProof'),
    money.proofUploadRequest,
    money.proofUploadValue,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
  withdrawConfirm: send(
    'POST',
    'withdrawConfirm',
    relay('PMS_withdrawConfirm'),
    money.withdrawConfirmRequest,
    money.withdrawalRecord,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),

  /* ----- transfer to upline, manual rebate ----- */
  uplineInfo: get('uplineInfo', relay('MCS2_getUplineInfo'), noParams, money.uplineInfoValue, {
    ...T,
    moduleId: 'FUNDTRANS3',
  }),
  transferUpline: send(
    'POST',
    'transferUpline',
    relay('MCS2_transferToUpline'),
    money.transferUplineRequest,
    money.moneyMovedValue,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
  manualRebate: get('manualRebate', relay('MCS2_getManualRebate'), noParams, money.manualRebateValue, {
    ...T,
    moduleId: 'FUNDTRANS3',
  }),
  claimRebate: send(
    'POST',
    'claimRebate',
    relay('MCS2_claimManualRebate'),
    money.claimRebateRequest,
    money.moneyMovedValue,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),

  /* ----- records ----- */
  personalProfit: get(
    'personalProfit',
    relay('ODSFE2_getPersonalProfit'),
    money.profitRequest,
    money.personalProfitValue,
    { ...T, moduleId: 'MEMTRANS3' },
  ),
  bonusDetails: get(
    'bonusDetails',
    relay('MCS2_getBonusDetails'),
    money.bonusDetailsRequest,
    money.bonusDetailsValue,
    { ...T, moduleId: 'MEMTRANS3' },
  ),

  /* ----- reward centre, referral, messages, rank ----- */
  rewardCenter: get('rewardCenter', relay('MCS2_getRewardCenter'), noParams, money.rewardCenterValue, {
    ...T,
    moduleId: 'REWCEN3',
  }),
  referral: get('referral', relay('MCS2_getReferralInfo'), noParams, money.referralValue, {
    ...T,
    moduleId: 'AFFMAN3',
  }),
  messageList: get(
    'messageList',
    relay('CSP_getMessageList'),
    money.messageListRequest,
    money.messageListValue,
    {
      ...T,
      moduleId: 'INBOX3',
    },
  ),
  readMessage: send(
    'POST',
    'readMessage',
    relay('CSP_readMessage'),
    money.readMessageRequest,
    money.readMessageValue,
    {
      ...T,
      silent: true,
      moduleId: 'INBOX3',
    },
  ),
  playerRank: get('playerRank', relay('MCS2_getPlayerRank'), noParams, money.playerRankValue, {
    ...T,
    silent: true,
  }),
} as const;
