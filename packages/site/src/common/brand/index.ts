export { brand } from './active.ts';
export * from './types.ts';
