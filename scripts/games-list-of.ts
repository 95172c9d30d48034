import { generateCatalogue } from '../packages/server/src/games/catalogue.ts';

/**
 * The catalogue's games as the game server knows them: every casino game but the lotteries of the
 * LOTT lane, which the platform draws itself (its /lgw/ lottery gateway).
 */
export function gameListOf() {
  return generateCatalogue('playsite')
    .games.filter((game) => !['SPORTS', 'ESPORTS', 'LOTT'].includes(game.gameType))
    .map(({ gameCode, gameType, classification, vassalage, gameName }) => ({
      gameCode,
      gameType,
      classification,
      vassalage,
      gameName,
    }));
}
