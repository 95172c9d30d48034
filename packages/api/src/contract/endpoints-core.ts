import * as account from './account.ts';
import { get, relay, send, T } from './define.ts';
import * as games from './games.ts';
import * as lottery from './lottery.ts';
import { ack } from './primitives.ts';

/**
 * The core group: the calls a page may make as the site starts or on the first click (system,
 * login and logout, member basics, the home and lobby game lists, notices, missions badge). The
 * client imports only this group; the others load on their first call (endpoint-groups.ts).
 */
export const coreEndpoints = {
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
  login: send('POST', 'login', '/wps/session/login', account.loginRequest, account.loginValue, {
    encrypted: true,
  }),
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
  unreadCount: get('unreadCount', relay('CSP_unreadCount'), account.noParams, account.unreadCountValue, {
    ...T,
    silent: true,
    moduleId: 'INBOX3',
  }),
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
  rankList: get('rankList', relay('GCSGAME_getRankList'), games.rankListRequest, games.rankListValue, {
    silent: true,
  }),
  popularLottery: get('popularLottery', '/lgw/games/popular', lottery.countRequest, lottery.lottoGamesValue, {
    silent: true,
    moduleId: 'LOTT3',
  }),
  missionSummary: get(
    'missionSummary',
    relay('MCSFE_getMissionSummaryDetails'),
    account.noParams,
    lottery.missionSummaryValue,
    { ...T, silent: true, moduleId: 'REWCEN3' },
  ),
} as const;
