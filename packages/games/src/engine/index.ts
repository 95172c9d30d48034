export * from './kind.ts';
export * from './ratio.ts';
export * from './rng.ts';
export * from './simulate.ts';
