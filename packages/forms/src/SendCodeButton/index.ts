export * from './SendCodeButton.tsx';
