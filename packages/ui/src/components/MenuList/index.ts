export * from './MenuList';
