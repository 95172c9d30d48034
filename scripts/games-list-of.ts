import { generateCatalogue } from '../packages/server/src/games/catalogue.ts';

/** The catalogue's games as the game server knows them (sports and esports are the sportsbook's). */
export function gameListOf() {
  return generateCatalogue('playsite')
    .games.filter((game) => game.gameType !== 'SPORTS' && game.gameType !== 'ESPORTS')
    .map(({ gameCode, gameType, classification, vassalage, gameName }) => ({
      gameCode,
      gameType,
      classification,
      vassalage,
      gameName,
    }));
}
