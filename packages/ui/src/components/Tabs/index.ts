export * from './Tabs';
