export * from './client/index.ts';
export * from './contract/index.ts';
export * from './edge/index.ts';
export * from './wire/index.ts';
