/**
 * What real clients of the platform send and read, call by call, written from reading them (never
 * copied): the public third-party mobile front-end asifbadda/go444 (mobile/assets/api.js, home.js)
 * and the endpoint table of a production web build of the platform's own front-end. replay.test.ts
 * sends every call as its client does to a fresh reference server and checks what the client reads.
 */
export type Client = 'go444-mobile' | 'production-web';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What the client reads, relative to the envelope's `value` ('' is the value itself):
 * `games[].nodeId` reads `nodeId` of every game (and wants at least one game); a trailing `?`
 * marks a field the client only reads when present.
 */
export type Shape = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'id' | 'hex';
export type Read = readonly [path: string, shape: Shape];

export interface CompatCall {
  id: string;
  client: Client;
  /** What the client does with it. */
  purpose: string;
  method: Method;
  path: string;
  /**
   * Query string parameters; `{{name}}` is a value captured from an earlier answer, or the replay's
   * slot played in process (`nodeId`, `vassalage`, `gameType`).
   */
  query?: Record<string, string | number>;
  /** JSON body (the payload before encryption for encrypted calls). */
  body?: Record<string, unknown>;
  /** Whether the client sends its Merchant header. */
  merchant: boolean;
  /** Whether it sends the member's token (raw, in Authorization). */
  auth: boolean;
  /** DES/RSA payload with Encryption, X-Digest and X-RSA headers. */
  encrypted?: boolean;
  /** Other headers as the client sends them. */
  headers?: Record<string, string>;
  reads: Read[];
  /** ok: answers success; refused: answers success false and leaves the ledger as it was. */
  outcome: 'ok' | 'refused';
  /** Values of this answer later calls use, by name. */
  captures?: Record<string, string>;
  /** A money call: the ledger moves exactly once, however often the same request is repeated. */
  movesOnce?: boolean;
}

/** go444 sends these on every call: a lower-case Language and its own user-agent tag. */
const go444Headers = { Language: 'en', Device: 'web', 'X-Real-UA': 'TW96aWxsYS81LjA=' };
const webHeaders = { Language: 'EN', Device: 'web' };

const go444 = (call: Omit<CompatCall, 'client' | 'headers'>): CompatCall => ({
  ...call,
  client: 'go444-mobile',
  headers: go444Headers,
});
const web = (
  call: Omit<CompatCall, 'client' | 'headers'> & { headers?: Record<string, string> },
): CompatCall => ({
  ...call,
  client: 'production-web',
  headers: { ...webHeaders, ...call.headers },
});

const gameMeta = { platform: 'html5', clientType: 2 };

export const corpus: CompatCall[] = [
  go444({
    id: 'rsa-key-without-merchant',
    purpose: 'the encryption helper fetches the modulus before any encrypted call, without Merchant',
    method: 'GET',
    path: '/wps/session/key/rsa',
    merchant: false,
    auth: false,
    reads: [['', 'hex']],
    outcome: 'ok',
  }),
  go444({
    id: 'login-with-device-id',
    purpose: 'logs in with username, password, type "username" and a persisted loginDeviceId',
    method: 'POST',
    path: '/wps/session/login',
    body: {
      username: 'demomember',
      password: 'demo1234',
      type: 'username',
      loginDeviceId: '0b1c9a52-3f7e-4c1d-9a8e-2f5c6d7e8f90',
    },
    merchant: true,
    auth: false,
    encrypted: true,
    reads: [
      ['token', 'string'],
      ['id', 'id'],
      ['userName', 'string'],
      ['customerType', 'number'],
      ['firstTimeLogin', 'boolean'],
    ],
    outcome: 'ok',
    captures: { token: 'token' },
  }),
  go444({
    id: 'register-settings',
    purpose: 'the register form rules',
    method: 'GET',
    path: '/wps/system/setting/register',
    merchant: true,
    auth: false,
    reads: [['username', 'object']],
    outcome: 'ok',
  }),
  go444({
    id: 'country-list',
    purpose: 'the dialing-code picker of the register and SMS-login forms',
    method: 'GET',
    path: '/wps/system/country',
    merchant: true,
    auth: false,
    reads: [
      ['[].countryCode', 'string'],
      ['[].countryDialingCode', 'string'],
    ],
    outcome: 'ok',
  }),
  go444({
    id: 'captcha-with-cache-buster',
    purpose: 'the captcha image, a timestamp `t` against caches; reads value as base64 PNG',
    method: 'GET',
    path: '/wps/captcha',
    query: { t: 1764652800000 },
    merchant: true,
    auth: false,
    reads: [['', 'string']],
    outcome: 'ok',
  }),
  go444({
    id: 'member-info',
    purpose: 'decides guest or member from an identity field, shows the nickname',
    method: 'GET',
    path: '/wps/member/info',
    merchant: true,
    auth: true,
    reads: [
      ['account', 'string'],
      ['nickname?', 'string'],
    ],
    outcome: 'ok',
  }),
  go444({
    id: 'game-list-with-language',
    purpose: 'the home grid: a page of every game type, language set when not searching',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    query: { merchant: 'demo', ...gameMeta, pageNo: 1, pageSize: 24, language: 'en' },
    merchant: true,
    auth: true,
    reads: [
      ['games[].nodeId', 'id'],
      ['games[].gameType', 'string'],
      ['games[].vassalage', 'string'],
      ['games[].gameName', 'string'],
      ['games[].showIcon?', 'string'],
      ['totalPages', 'number'],
      ['totalCount', 'number'],
    ],
    outcome: 'ok',
  }),
  go444({
    id: 'game-list-search-without-language',
    purpose: 'the name search: `language` left out so vendor and name filters combine',
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    query: { merchant: 'demo', ...gameMeta, pageNo: 1, pageSize: 24, gameType: 'RNG' },
    merchant: true,
    auth: false,
    reads: [
      ['games[].nodeId', 'id'],
      ['games[].vassalage', 'string'],
      ['totalPages', 'number'],
    ],
    outcome: 'ok',
  }),
  go444({
    id: 'new-game-vendor',
    purpose: 'vendor lanes for the provider strip and the footer logos: value.lanes[].cards[]',
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    query: { merchant: 'demo', ...gameMeta, language: 'en' },
    merchant: true,
    auth: false,
    reads: [
      ['lanes[].title', 'string'],
      ['lanes[].cards[].vassalage', 'string'],
      ['lanes[].cards[].displayName', 'string'],
      ['lanes[].cards[].smallIcon?', 'string'],
    ],
    outcome: 'ok',
  }),
  go444({
    id: 'hot-games-by-post',
    purpose: 'hot games, posted',
    method: 'POST',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    body: { merchantCode: 'demo', isPlatform: 2, platform: 'html5', language: 'en' },
    merchant: true,
    auth: false,
    reads: [
      ['[].nodeId', 'id'],
      ['[].gameName', 'string'],
    ],
    outcome: 'ok',
  }),
  go444({
    id: 'vass-game-type',
    purpose: 'which vendors exist per game type (the category menu)',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    merchant: true,
    auth: false,
    reads: [['', 'array']],
    outcome: 'ok',
  }),
  go444({
    id: 'winner-board-rank-list',
    purpose: 'the home winner board: { gameCategory: ALL, language, limitNum }',
    method: 'GET',
    path: '/wps/relay/GCSGAME_getRankList',
    query: { gameCategory: 'ALL', language: 'en', limitNum: 50 },
    merchant: true,
    auth: false,
    reads: [
      ['list', 'array'],
      ['list[].gameName?', 'string'],
      ['list[].customerName?', 'string'],
      ['list[].winAmount?', 'number'],
    ],
    outcome: 'ok',
  }),
  go444({
    id: 'announcements-ccsfe',
    purpose: 'home banners: value.promotion[] with content or images',
    method: 'GET',
    path: '/wps/relay/CCSFE_getListAnnouncements',
    query: { types: 'PR', platform: 'M' },
    merchant: true,
    auth: false,
    reads: [
      ['promotion[].id', 'id'],
      ['promotion[].title', 'string'],
    ],
    outcome: 'ok',
  }),
  go444({
    id: 'launch-by-get',
    purpose: 'opens a tile: launch as a GET with the game in the query, reads value.content.game_url',
    method: 'GET',
    path: '/wps/game/launchGame',
    query: {
      gameType: '{{gameType}}',
      vassalage: '{{vassalage}}',
      gameId: '{{nodeId}}',
      nodeId: '{{nodeId}}',
      platform: 'html5',
      launchMode: 'GLS',
      accountType: 1,
      language: 'EN',
    },
    merchant: true,
    auth: true,
    reads: [['content.game_url', 'string']],
    outcome: 'ok',
  }),
  go444({
    id: 'claim-ticket-unknown',
    purpose: 'claims a reward ticket (here one that does not exist)',
    method: 'POST',
    path: '/wps/relay/PROMOFE_claimTicket',
    body: { ticketId: 'no-such-ticket' },
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'refused',
  }),
  go444({
    id: 'claim-issued-unknown',
    purpose: 'claims an issued promotion (here one that does not exist)',
    method: 'POST',
    path: '/wps/relay/MCSFE_claimIssuedPromotion',
    body: { id: 'no-such-promotion' },
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'refused',
  }),
  web({
    id: 'status-customer-service-path',
    purpose: 'the status call: customerService[].path (type 3 opened in a popup)',
    method: 'GET',
    path: '/wps/system/status',
    merchant: true,
    auth: false,
    reads: [
      ['maintenance', 'boolean'],
      ['info.whitelabel', 'array'],
      ['info.customerService[].path', 'string'],
      ['info.customerService[].type', 'string'],
    ],
    outcome: 'ok',
  }),
  web({
    id: 'hot-games-v2-get',
    purpose: 'hot games as the spec sends them, no token',
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    query: { merchantCode: 'demo', isPlatform: 2, platform: 'html5-desktop', language: 'EN' },
    merchant: true,
    auth: false,
    reads: [['[].nodeId', 'id']],
    outcome: 'ok',
  }),
  web({
    id: 'vass-game-type-gls2',
    purpose: 'the vendor-type map under its GLS2 name',
    method: 'GET',
    path: '/wps/relay/GLS2_getVassGameType',
    merchant: true,
    auth: true,
    reads: [['[].gameCategory', 'string']],
    outcome: 'ok',
  }),
  web({
    id: 'room-list-without-vendor',
    purpose: 'the PVP rooms without a vendor',
    method: 'GET',
    path: '/wps/relay/GLS2_roomList',
    merchant: true,
    auth: true,
    reads: [
      ['[].roomId', 'id'],
      ['[].roomName', 'string'],
    ],
    outcome: 'ok',
  }),
  web({
    id: 'favourite-add-v2',
    purpose: 'adds a favourite from a lobby tile',
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    body: { nodeId: '{{nodeId}}', vassalage: '{{vassalage}}', gameType: '{{gameType}}', source: 'lobby' },
    merchant: true,
    auth: true,
    reads: [['', 'array']],
    outcome: 'ok',
  }),
  web({
    id: 'favourites-list',
    purpose: 'the favourites page',
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'ok',
  }),
  web({
    id: 'favourite-remove-v2',
    purpose: 'removes it again',
    method: 'POST',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    body: { nodeId: '{{nodeId}}', vassalage: '{{vassalage}}', gameType: '{{gameType}}' },
    merchant: true,
    auth: true,
    reads: [['', 'array']],
    outcome: 'ok',
  }),
  web({
    id: 'winner-board-odsfe2',
    purpose: 'the winner board under its ODSFE2 name',
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    merchant: true,
    auth: false,
    reads: [['list', 'array']],
    outcome: 'ok',
  }),
  web({
    id: 'feedback-by-put',
    purpose: 'sends a feedback by PUT',
    method: 'PUT',
    path: '/wps/feedback',
    body: {
      questionType: 'other',
      content: 'The lobby search finds nothing when I type part of a game name, please have a look.',
    },
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'ok',
  }),
  web({
    id: 'hour-salary-by-post',
    purpose: 'the hourly salary contract, posted under its MCSFE name (a member has none)',
    method: 'POST',
    path: '/wps/relay/MCSFE_processContractHourSalary',
    body: {},
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'refused',
  }),
  web({
    id: 'real-time-salary-by-post',
    purpose: 'the real-time salary contract, posted',
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    body: {},
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'refused',
  }),
  web({
    id: 'point-balance-mcsfe',
    purpose: 'the points balance under its MCSFE name',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPointBalance',
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'ok',
  }),
  web({
    id: 'merchant-wallet',
    purpose: 'the vendor wallets of the transfer page',
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    merchant: true,
    auth: true,
    reads: [
      ['[].accountTypeId', 'id'],
      ['[].accountTypeName', 'string'],
    ],
    outcome: 'ok',
  }),
  web({
    id: 'launch-spec-payload',
    purpose: "the spec's launch payload: username, token, merchantCode ride along",
    method: 'POST',
    path: '/wps/game/launchGame',
    body: {
      gameId: '{{nodeId}}',
      nodeId: '{{nodeId}}',
      accountType: 1,
      confirmTrans: 0,
      vassalage: '{{vassalage}}',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'demomember',
      token: '{{token}}',
      merchantCode: 'demo',
      language: 'EN',
    },
    merchant: true,
    auth: true,
    reads: [['content.game_url', 'string']],
    outcome: 'ok',
  }),
  web({
    id: 'wallet-transfer-without-key',
    purpose: 'a transfer to a vendor wallet without any idempotency key: done once per request',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    body: { fromAccountTypeId: '0', toAccountTypeId: '11', amount: 100 },
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'ok',
  }),
  web({
    id: 'wallet-transfer-header-key',
    purpose: 'the same transfer with an Idempotency-Key header, sent twice: moves once',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    body: { fromAccountTypeId: '0', toAccountTypeId: '11', amount: 100 },
    headers: { 'Idempotency-Key': 'compat-transfer-1' },
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'ok',
    movesOnce: true,
  }),
  web({
    id: 'wallet-transfer-overdraw',
    purpose: 'a transfer of more than the member has: refused, nothing moves',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    body: { fromAccountTypeId: '0', toAccountTypeId: '11', amount: 900_000_000_000, credit: 5 },
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'refused',
  }),
  go444({
    id: 'sms-login-code',
    purpose: 'asks for an SMS login code (number and dialing code)',
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    body: { mobileNum: '9170000009', countryDialingCode: '63' },
    merchant: true,
    auth: false,
    reads: [],
    outcome: 'ok',
  }),
  go444({
    id: 'register-with-device-id',
    purpose: 'registers (encrypted, PUT) with a loginDeviceId and its own referral field',
    method: 'PUT',
    path: '/wps/member/register',
    body: {
      username: 'compat01',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      referralCode: '',
      loginDeviceId: '0b1c9a52-3f7e-4c1d-9a8e-2f5c6d7e8f90',
    },
    merchant: true,
    auth: false,
    encrypted: true,
    reads: [
      ['token', 'string'],
      ['userName', 'string'],
    ],
    outcome: 'ok',
  }),
  go444({
    id: 'logout-by-post',
    purpose: 'logs out by POST',
    method: 'POST',
    path: '/wps/session/logout',
    body: {},
    merchant: true,
    auth: true,
    reads: [],
    outcome: 'ok',
  }),
];
