import { type Catalogue, type CatalogueGame, generateCatalogue } from '../../games/catalogue.ts';

/** The catalogue with lookups by node id and game code. */
export interface GameIndex {
  catalogue: Catalogue;
  byNode: ReadonlyMap<string, CatalogueGame>;
  byCode: ReadonlyMap<string, CatalogueGame>;
}

export function indexCatalogue(catalogue: Catalogue): GameIndex {
  return {
    catalogue,
    byNode: new Map(catalogue.games.map((game) => [game.nodeId, game])),
    byCode: new Map(catalogue.games.map((game) => [game.gameCode, game])),
  };
}

/** Seed of the reference server's catalogue: node ids stay stable across restarts. */
export const catalogueSeed = 'playsite';

let shared: GameIndex | undefined;

/** Built once per process (~0.2 s), on first use. */
export function sharedGames(): GameIndex {
  shared ??= indexCatalogue(generateCatalogue(catalogueSeed));
  return shared;
}
