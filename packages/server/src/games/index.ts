/** Database-free games core (issue 6): catalogue, artwork, search, demo games, settlement plans. */
export * from './art.ts';
export * from './baccarat.ts';
export * from './catalogue.ts';
export * from './fish.ts';
export * from './launch.ts';
export * from './lobby.ts';
export * from './lottery.ts';
export * from './pvp.ts';
export * from './rng.ts';
export * from './search.ts';
export * from './settlement.ts';
export * from './slot.ts';
export * from './text.ts';
export * from './vendors.ts';
export * from './winners.ts';
