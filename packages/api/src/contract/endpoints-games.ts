import { get, relay, send, T } from './define.ts';
import { favoriteKeysValue } from './games.ts';
import { launchGameRequest, launchGameValue } from './launch.ts';
import * as rounds from './rounds.ts';

export * from './rounds.ts';

/**
 * Calls for bet records (personalHistoryCopy) and the demo games: paths public clients do not show,
 * chosen in the platform's style.
 */
export const gameRoundEndpoints = {
  /** Adds a favourite; answers the member's favourite keys (as MCSFE_getFavoriteGames). Idempotent. */
  favoriteGameAdd: send(
    'POST',
    'favoriteGameAdd',
    relay('MCSFE_addFavoriteGame'),
    rounds.favoriteGameRequest,
    favoriteKeysValue,
    { ...T, moduleId: 'GAMELOFAV3' },
  ),
  /** Removes a favourite (no error when it was not one); answers the remaining keys. */
  favoriteGameRemove: send(
    'POST',
    'favoriteGameRemove',
    relay('MCSFE_removeFavoriteGame'),
    rounds.favoriteGameRequest,
    favoriteKeysValue,
    { ...T, moduleId: 'GAMELOFAV3' },
  ),
  /** Launches a game: its URL (GAMELO3). */
  launchGame: send('POST', 'launchGame', '/wps/game/launchGame', launchGameRequest, launchGameValue, {
    ...T,
    moduleId: 'GAMELO3',
  }),
  /** The launch-address action: the launch payload as a query string, same answer as launchGame. */
  launchAddress: get(
    'launchAddress',
    '/wps/game/launchAddress',
    rounds.launchAddressRequest,
    launchGameValue,
    {
      ...T,
      moduleId: 'GAMELO3',
    },
  ),
  /** Bet records of the logged-in member (member centre personalHistoryCopy), newest first. */
  betRecords: get(
    'betRecords',
    relay('ODSFE2_betRecords'),
    rounds.betRecordsRequest,
    rounds.betRecordsValue,
    {
      ...T,
      moduleId: 'MEMTRANS3',
    },
  ),

  /* The reference server's demo game pages (/play/…): the launch ticket stands for the session. */
  playSession: get('playSession', '/play/api/session', rounds.playTicketRequest, rounds.playSessionValue),
  playSlotSpin: send(
    'POST',
    'playSlotSpin',
    '/play/api/slot/spin',
    rounds.slotSpinRequest,
    rounds.playBetValue,
  ),
  playSlotFreeSpin: send(
    'POST',
    'playSlotFreeSpin',
    '/play/api/slot/free-spin',
    rounds.slotFreeSpinRequest,
    rounds.slotFreeSpinValue,
  ),
  playBaccaratState: get(
    'playBaccaratState',
    '/play/api/baccarat/state',
    rounds.playTicketRequest,
    rounds.baccaratStateValue,
  ),
  playBaccaratBet: send(
    'POST',
    'playBaccaratBet',
    '/play/api/baccarat/bet',
    rounds.baccaratBetRequest,
    rounds.playBetValue,
  ),
  playLotteryState: get(
    'playLotteryState',
    '/play/api/lottery/state',
    rounds.playTicketRequest,
    rounds.lotteryStateValue,
  ),
  playLotteryBet: send(
    'POST',
    'playLotteryBet',
    '/play/api/lottery/bet',
    rounds.lotteryBetRequest,
    rounds.playBetValue,
  ),
} as const;
