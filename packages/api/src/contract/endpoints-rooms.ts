import { get, send } from './define.ts';
import * as rooms from './rooms.ts';
import { playBetValue, playTicketRequest } from './rounds.ts';

/**
 * Calls for PVP card rooms and fish games (issue 6): paths public clients do not show, chosen in the
 * platform's style. The room list is GLS2_roomList and joining a room is launchGame with roomId
 * (endpoints.ts); these are the JSON calls of the reference server's game pages, where the launch
 * ticket stands for the session.
 */
export const roomsEndpoints = {
  /** The seated room (players seated, status), balance and recent hands; keeps the seat taken. */
  playPvpState: get('playPvpState', '/play/api/pvp/state', playTicketRequest, rooms.pvpStateValue),
  /** One hand against the house banker: stake and win in one transfer, idempotent by requestId. */
  playPvpDeal: send('POST', 'playPvpDeal', '/play/api/pvp/deal', rooms.pvpDealRequest, playBetValue),
  /** The fish swimming now and in the next seconds, balance and recent shots. */
  playFishState: get('playFishState', '/play/api/fish/state', playTicketRequest, rooms.fishStateValue),
  /** One shot at a fish: the stake, and its multiplier when caught, in one transfer; idempotent by requestId. */
  playFishShoot: send('POST', 'playFishShoot', '/play/api/fish/shoot', rooms.fishShootRequest, playBetValue),
} as const;
