export type { GameGridItem, GameGridLabels, GameGridProps } from './GameGrid';
export { defaultGameGridLabels, GameGrid } from './GameGrid';
