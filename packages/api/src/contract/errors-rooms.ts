/** Error codes of the calls in endpoints-rooms.ts (translated in locales/<lang>/errors.json). */
export const roomsErrorCodes = {
  /** Every seat of the PVP room is taken (a member already seated there may come back). */
  gameRoomFull: 'game.room.full',
  /** The room is not one of the game vendor's rooms, or the seat of the game page has lapsed. */
  gameRoomNotAvailable: 'game.room.not.available',
  /** The fish shot at has left the pond, or this player caught it already. */
  gameFishGone: 'game.fish.gone',
} as const;
