export * from './sign.ts';
export * from './wallet.ts';
