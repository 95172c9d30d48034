export * from './MobileField.tsx';
