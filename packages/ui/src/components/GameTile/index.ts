export type { GameTileLabels, GameTileProps, GameTileSize } from './GameTile';
export { defaultGameTileLabels, GameTile, gameTileSizes } from './GameTile';
