export type { LobbyGame } from './catalogue.ts';
export { gameKey, hotGamesQuery } from './catalogue.ts';
export { type Category, categoryRoutes, defaultCategories } from './categories.ts';
export { GameLobby } from './GameLobby.tsx';
export { targetOf, tileLabels, tileOf } from './tiles.ts';
