import * as account from './account.ts';
import { get, relay, T } from './define.ts';
import * as games from './games.ts';
import * as lottery from './lottery.ts';

/** Game lobby lists beyond the home page and the lottery lobby: loaded on first call. */
export const lobbyEndpoints = {
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
} as const;
