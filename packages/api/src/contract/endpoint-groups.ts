import type { EndpointName } from './endpoints.ts';
import type { coreEndpoints } from './endpoints-core.ts';

/**
 * The endpoint groups besides the core one, each loaded by the client on the first call of one of
 * its names, so their structs stay off the site's start path. Import nothing here statically
 * from a group module: only types, which cost nothing.
 */
export const endpointGroups = {
  account: () => import('./endpoints-account.ts').then((m) => m.accountEndpoints),
  lobby: () => import('./endpoints-lobby.ts').then((m) => m.lobbyEndpoints),
  points: () => import('./endpoints-points.ts').then((m) => m.pointsEndpoints),
  rounds: () => import('./endpoints-games.ts').then((m) => m.gameRoundEndpoints),
  money: () => import('./endpoints-money.ts').then((m) => m.moneyEndpoints),
  profile: () => import('./endpoints-profile.ts').then((m) => m.profileEndpoints),
  rooms: () => import('./endpoints-rooms.ts').then((m) => m.roomsEndpoints),
  social: () => import('./endpoints-social.ts').then((m) => m.socialEndpoints),
  engagement: () => import('./endpoints-engagement.ts').then((m) => m.engagementEndpoints),
  agent: () => import('./endpoints-agent.ts').then((m) => m.agentEndpoints),
  content: () => import('./endpoints-content.ts').then((m) => m.contentEndpoints),
} satisfies Record<string, () => Promise<Readonly<Record<string, object>>>>;

export type EndpointGroup = keyof typeof endpointGroups;
export type CoreEndpointName = keyof typeof coreEndpoints;
export type LazyEndpointName = Exclude<EndpointName, CoreEndpointName>;

/**
 * The group of every call outside the core group. The type makes a missing or unknown name a
 * compile error; test/endpoint-groups.test.ts checks each name sits in the group it names.
 */
export const endpointGroupOf: Readonly<Record<LazyEndpointName, EndpointGroup>> = {
  /* ----- account ----- */
  loginVerification: 'account',
  loginVerificationCode: 'account',
  smsLogin: 'account',
  smsRegister: 'account',
  register: 'account',
  registerMobile: 'account',
  affiliateCheck: 'account',
  changePassword: 'account',
  rememberDevice: 'account',
  resumeRemembered: 'account',
  forgetDevice: 'account',
  forgotPasswordEmail: 'account',
  resetPasswordByPhone: 'account',
  walletTransfer: 'account',
  feedback: 'account',
  claimRafflePromotion: 'account',
  /* ----- lobby ----- */
  vassGameType: 'lobby',
  favoriteGamesList: 'lobby',
  recentGames: 'lobby',
  roomList: 'lobby',
  gameMenus: 'lobby',
  vnGameMenu: 'lobby',
  vnGameMenuRecent: 'lobby',
  vnOpenedNumeros: 'lobby',
  openedNumero: 'lobby',
  /* ----- points ----- */
  missionLeaderboard: 'points',
  fundsConsolidated: 'points',
  dividendContract: 'points',
  dailySalaryContract: 'points',
  hourSalaryContract: 'points',
  realTimeSalaryContract: 'points',
  merchantWallet: 'points',
  pointBalance: 'points',
  pointRewards: 'points',
  redeemPointReward: 'points',
  redeemPointList: 'points',
  pointConfig: 'points',
  memberTransactions: 'points',
  convertPoint: 'points',
  /* ----- rounds ----- */
  favoriteGameAdd: 'rounds',
  favoriteGameRemove: 'rounds',
  launchAddress: 'rounds',
  betRecords: 'rounds',
  playSession: 'rounds',
  playSlotSpin: 'rounds',
  playBaccaratState: 'rounds',
  playBaccaratBet: 'rounds',
  playLotteryState: 'rounds',
  playLotteryBet: 'rounds',
  /* ----- money ----- */
  depositChannels: 'money',
  depositRequest: 'money',
  depositList: 'money',
  paymentPasswordStatus: 'money',
  setPaymentPassword: 'money',
  payoutAccounts: 'money',
  bindPayoutAccount: 'money',
  unbindPayoutAccount: 'money',
  withdrawInfo: 'money',
  withdrawRequest: 'money',
  withdrawList: 'money',
  withdrawProofUpload: 'money',
  withdrawConfirm: 'money',
  uplineInfo: 'money',
  transferUpline: 'money',
  manualRebate: 'money',
  claimRebate: 'money',
  personalProfit: 'money',
  bonusDetails: 'money',
  rewardCenter: 'money',
  referral: 'money',
  messageList: 'money',
  readMessage: 'money',
  playerRank: 'money',
  /* ----- profile ----- */
  setPlayerAvatar: 'profile',
  uploadPlayerAvatar: 'profile',
  memberProfile: 'profile',
  updateMemberProfile: 'profile',
  bindMobileCode: 'profile',
  bindMobile: 'profile',
  bindEmailCode: 'profile',
  bindEmail: 'profile',
  downlineMembers: 'profile',
  transferDownline: 'profile',
  /* ----- rooms ----- */
  playPvpState: 'rooms',
  playPvpDeal: 'rooms',
  playFishState: 'rooms',
  playFishShoot: 'rooms',
  /* ----- social ----- */
  socialProviders: 'social',
  socialStart: 'social',
  socialLogin: 'social',
  /* ----- engagement ----- */
  bonusTurnover: 'engagement',
  activityList: 'engagement',
  activityDetail: 'engagement',
  activityJoin: 'engagement',
  activityClaim: 'engagement',
  activityImage: 'engagement',
  activityApply: 'engagement',
  vipStatus: 'engagement',
  vipCollect: 'engagement',
  envelopeEvent: 'engagement',
  envelopeGrab: 'engagement',
  /* ----- agent ----- */
  agentOverview: 'agent',
  agentTeam: 'agent',
  agentTeamBetting: 'agent',
  agentProfitLoss: 'agent',
  agentIncome: 'agent',
  agentRegister: 'agent',
  /* ----- content ----- */
  helpTopic: 'content',
  feedbackImage: 'content',
  feedbackList: 'content',
  agentApply: 'content',
  agentApplication: 'content',
};
