export type { LobbyGame } from './catalogue.ts';
export { gameKey } from './catalogue.ts';
export { type Category, categoryRoutes, defaultCategories } from './categories.ts';
export { GameLobby } from './GameLobby.tsx';
export { hotGamesQuery } from './hotGames.ts';
export { targetOf, tileLabels, tileOf } from './tiles.ts';
