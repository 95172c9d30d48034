import type { Infer, Struct } from 'superstruct';
import { optional } from 'superstruct';
import * as account from './account.ts';
import { get, relay, send, T } from './define.ts';
import { gameRoundEndpoints } from './endpoints-games.ts';
import { moneyEndpoints } from './endpoints-money.ts';
import { profileEndpoints } from './endpoints-profile.ts';
import { roomsEndpoints } from './endpoints-rooms.ts';
import { socialEndpoints } from './endpoints-social.ts';
import * as games from './games.ts';
import * as lottery from './lottery.ts';
import * as points from './points.ts';
import { ack } from './primitives.ts';

export const moduleIds = [
  'COMM3',
  'REG3',
  'VERIFICATION3',
  'REGMOBVERF3',
  'MOBILENUMREG3',
  'FREEPLAY3',
  'PASS3',
  'CHNGPASSVERIF3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'PTSYS3',
  'FUNDTRANS3',
  'MEMTRANS3',
  'INBOX3',
  'REWCEN3',
  'FEEDBACK3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'AFFMAN3',
  'LOGINIPVERF3',
  'AGENTPOLICY3',
  'LOTT3',
] as const;
export type ModuleId = (typeof moduleIds)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One platform call. `request` validates what the client sends (the decrypted payload for
 * encrypted calls; query parameters for GET, validated with coercion), `response` validates the
 * envelope's `value` (or the raw body where `envelope` is 'optional').
 */
export interface Endpoint<Req = unknown, Res = unknown> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly moduleId: ModuleId;
  /** Sends the raw session token in `Authorization`; 401 or a session-ended code ends the session. */
  readonly auth: boolean;
  /** With `auth`: the token goes along when there is one, but visitors may call it too (SPEC §6 browsing). */
  readonly guest?: boolean;
  /** Body is `{ value }` encrypted as CONTRACT.md says, with the `Encryption` header. */
  readonly encrypted: boolean;
  /** Errors are not shown in a dialog (the platform's `alert: false`). */
  readonly silent?: boolean;
  /** Successful values are kept in session storage. */
  readonly cache?: 'session';
  /** Safe to repeat: the client retries it on network errors. */
  readonly idempotent: boolean;
  /** Where the request travels: query string (GET), JSON body, or form-encoded body. */
  readonly encoding: 'query' | 'json' | 'form';
  /** 'optional': the answer may be the raw value without the envelope (/lgw/ and the RSA key). */
  readonly envelope: 'required' | 'optional';
  readonly request: Struct<Req, unknown>;
  readonly response: Struct<Res, unknown>;
}

/** Every call of SPEC.md §7. Keys are the call names used by `client.call(name, payload)`. */
export const endpoints = {
  /* ----- system ----- */
  rsaKey: get('rsaKey', '/wps/session/key/rsa', account.noParams, account.rsaKeyValue, {
    silent: true,
    envelope: 'optional',
  }),
  systemStatus: get(
    'systemStatus',
    '/wps/system/status',
    account.systemStatusRequest,
    account.systemStatusValue,
    {
      silent: true,
    },
  ),
  whitelabel: get('whitelabel', '/wps/system/whitelabel', account.noParams, account.whitelabelValue, {
    silent: true,
    cache: 'session',
  }),
  registerSettings: get(
    'registerSettings',
    '/wps/system/setting/register',
    account.noParams,
    account.registerSettingsValue,
    { silent: true, cache: 'session', moduleId: 'REG3' },
  ),
  captcha: get('captcha', '/wps/captcha', account.noParams, account.captchaValue, { silent: true }),
  domainRoute: get('domainRoute', '/wps/system/domainRoute', account.noParams, account.domainRouteValue, {
    silent: true,
    cache: 'session',
  }),
  helpCenter: get('helpCenter', '/wps/system/helpCenter', account.noParams, account.helpCenterValue),
  /** Path not shown by public clients; the reference server's choice. */
  customerService: get(
    'customerService',
    '/wps/system/customerService',
    account.noParams,
    account.customerServiceValue,
  ),

  /* ----- session ----- */
  login: send('POST', 'login', '/wps/session/login', account.loginRequest, account.loginValue, {
    encrypted: true,
  }),
  /** Path not shown by public clients; the reference server's choice. */
  loginVerification: send(
    'POST',
    'loginVerification',
    '/wps/session/login/verification',
    account.loginVerificationRequest,
    account.loginValue,
    { encrypted: true, moduleId: 'LOGINIPVERF3' },
  ),
  freePlay: send(
    'POST',
    'freePlay',
    '/wps/session/login/freeplay',
    account.freePlayRequest,
    account.loginValue,
    {
      moduleId: 'FREEPLAY3',
    },
  ),
  logout: send('DELETE', 'logout', '/wps/session/logout', account.noParams, ack(), { ...T, silent: true }),
  smsLogin: send(
    'POST',
    'smsLogin',
    '/wps/verification/sms/noLogin',
    account.smsLoginRequest,
    account.smsSentValue,
    {
      moduleId: 'VERIFICATION3',
    },
  ),
  smsRegister: send(
    'POST',
    'smsRegister',
    '/wps/verification/sms/register',
    account.smsRegisterRequest,
    account.smsSentValue,
    { moduleId: 'REGMOBVERF3' },
  ),

  /* ----- registration and passwords ----- */
  register: send('PUT', 'register', '/wps/member/register', account.registerRequest, account.loginValue, {
    encrypted: true,
    moduleId: 'REG3',
  }),
  registerMobile: send(
    'PUT',
    'registerMobile',
    '/wps/member/register/mobile',
    account.registerMobileRequest,
    account.loginValue,
    { encrypted: true, moduleId: 'MOBILENUMREG3' },
  ),
  affiliateCheck: get('affiliateCheck', '/wps/agent/affiliate', account.affiliateCheckRequest, ack(), {
    silent: true,
    moduleId: 'AFFMAN3',
  }),
  changePassword: send(
    'POST',
    'changePassword',
    '/wps/member/password',
    account.changePasswordRequest,
    optional(account.loginValue),
    {
      ...T,
      encrypted: true,
      moduleId: 'PASS3',
    },
  ),
  forgotPasswordEmail: send(
    'POST',
    'forgotPasswordEmail',
    '/wps/member/password/email',
    account.forgotPasswordEmailRequest,
    ack(),
    { encoding: 'form', moduleId: 'PASS3' },
  ),
  resetPasswordByPhone: send(
    'POST',
    'resetPasswordByPhone',
    '/wps/member/password/verification',
    account.resetPasswordByPhoneRequest,
    optional(account.loginValue),
    { encrypted: true, moduleId: 'CHNGPASSVERIF3' },
  ),

  /* ----- member ----- */
  memberInfo: get('memberInfo', '/wps/member/info', account.noParams, account.memberInfoValue, {
    ...T,
    silent: true,
  }),
  memberIcon: get('memberIcon', '/wps/member/info/icon', account.noParams, account.memberIconValue, {
    ...T,
    silent: true,
  }),
  playerAvatars: get(
    'playerAvatars',
    relay('MCSFE_getPlayerAvatar'),
    account.noParams,
    account.playerAvatarsValue,
    {
      ...T,
      silent: true,
    },
  ),
  balance: get('balance', '/wps/v2/wallets/balance', account.noParams, account.balanceValue, {
    ...T,
    silent: true,
  }),
  walletTransfer: send(
    'POST',
    'walletTransfer',
    relay('GCS_walletTransfer'),
    account.walletTransferRequest,
    account.walletTransferValue,
    { ...T, moduleId: 'FUNDTRANS3' },
  ),
  feedback: send('POST', 'feedback', '/wps/feedback', account.feedbackRequest, ack(), {
    ...T,
    moduleId: 'FEEDBACK3',
  }),
  unreadCount: get('unreadCount', relay('CSP_unreadCount'), account.noParams, account.unreadCountValue, {
    ...T,
    silent: true,
    moduleId: 'INBOX3',
  }),
  claimRafflePromotion: send(
    'POST',
    'claimRafflePromotion',
    relay('MCS2_claimRafflePromotion'),
    account.claimRaffleRequest,
    account.claimRaffleValue,
    { ...T, moduleId: 'REWCEN3' },
  ),

  /* ----- games ----- */
  hotGames: get('hotGames', relay('GCSGAME_hotGamesV2'), games.hotGamesRequest, games.gamesValue, {
    silent: true,
    moduleId: 'GAMELOHOT3',
  }),
  gameList: get('gameList', relay('GCSGAME_gameList'), games.gameListRequest, games.gameListValue, {
    ...T,
    guest: true,
    moduleId: 'GAMELO3',
  }),
  announcements: get(
    'announcements',
    relay('MCSFE_getListAnnouncements'),
    games.announcementsRequest,
    games.announcementsValue,
    { silent: true },
  ),
  vassGameType: get(
    'vassGameType',
    relay('GCSGAME_getVassGameType'),
    account.noParams,
    games.vassGameTypeValue,
    {
      ...T,
      guest: true,
      moduleId: 'GAMELO3',
    },
  ),
  gameVendors: get(
    'gameVendors',
    relay('GCSGAME_gameVendor'),
    games.gameVendorsRequest,
    games.gameVendorsValue,
    {
      ...T,
      guest: true,
      cache: 'session',
      moduleId: 'GAMELO3',
    },
  ),
  favoriteGames: get(
    'favoriteGames',
    relay('MCSFE_getFavoriteGames'),
    account.noParams,
    games.favoriteKeysValue,
    {
      ...T,
      silent: true,
      moduleId: 'GAMELOFAV3',
    },
  ),
  favoriteGamesList: get(
    'favoriteGamesList',
    relay('MCSFE_getFavoriteGamesList'),
    account.noParams,
    games.gamesValue,
    { ...T, moduleId: 'GAMELOFAV3' },
  ),
  recentGames: get('recentGames', relay('GCS_recentGame'), account.noParams, games.gamesValue, {
    ...T,
    moduleId: 'GAMELOREC3',
  }),
  roomList: get('roomList', relay('GLS2_roomList'), games.roomListRequest, games.roomListValue, {
    ...T,
    guest: true,
    moduleId: 'GAMELO3',
  }),
  launchGame: send(
    'POST',
    'launchGame',
    '/wps/game/launchGame',
    games.launchGameRequest,
    games.launchGameValue,
    {
      ...T,
      moduleId: 'GAMELO3',
    },
  ),
  rankList: get('rankList', relay('GCSGAME_getRankList'), games.rankListRequest, games.rankListValue, {
    silent: true,
  }),

  /* ----- lottery and home ----- */
  gameMenus: get('gameMenus', '/lgw/games/game_menus', account.noParams, lottery.lottoMenuValue, {
    silent: true,
    moduleId: 'LOTT3',
  }),
  vnGameMenu: get('vnGameMenu', '/lgw/vn/games/game_menu', account.noParams, lottery.lottoMenuValue, {
    silent: true,
    moduleId: 'LOTT3',
  }),
  vnGameMenuRecent: get(
    'vnGameMenuRecent',
    '/lgw/vn/games/game_menu/recent',
    account.noParams,
    lottery.lottoGamesValue,
    {
      ...T,
      silent: true,
      moduleId: 'LOTT3',
    },
  ),
  popularLottery: get('popularLottery', '/lgw/games/popular', lottery.countRequest, lottery.lottoGamesValue, {
    silent: true,
    moduleId: 'LOTT3',
  }),
  vnOpenedNumeros: get(
    'vnOpenedNumeros',
    '/lgw/vn/numeros/opened/game',
    lottery.countRequest,
    lottery.lottoDrawsValue,
    {
      silent: true,
      moduleId: 'LOTT3',
    },
  ),
  openedNumero: get(
    'openedNumero',
    '/lotto/lgw/games/opened/numero',
    lottery.openedNumeroRequest,
    lottery.lottoDrawsValue,
    {
      ...T,
      silent: true,
      moduleId: 'LOTT3',
    },
  ),
  missionSummary: get(
    'missionSummary',
    relay('MCSFE_getMissionSummaryDetails'),
    account.noParams,
    lottery.missionSummaryValue,
    { ...T, silent: true, moduleId: 'REWCEN3' },
  ),
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
    lottery.fundsConsolidatedValue,
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

  /* ----- points ----- */
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
  /* Calls SPEC.md names only by action (bet records, demo games, deposits…): their own files. */
  ...gameRoundEndpoints,
  ...moneyEndpoints,
  ...profileEndpoints,
  ...roomsEndpoints,
  ...socialEndpoints,
} as const;

/** A contract "process" call: a GET that may act, so it is never retried. */
function contract(name: string, action: string, moduleId: ModuleId) {
  return {
    ...get(name, relay(action), lottery.contractProcessRequest, lottery.contractValue, { ...T, moduleId }),
    idempotent: false,
  };
}

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = Infer<Endpoints[N]['request']>;
export type ValueOf<N extends EndpointName> = Infer<Endpoints[N]['response']>;

/**
 * Every endpoint, typed loosely for iteration (route registration, tests): structs are invariant
 * in their type, so the precise union would not accept `validate(input, e.request)`.
 */
export const endpointList = Object.values(endpoints) as unknown as readonly Endpoint[];
