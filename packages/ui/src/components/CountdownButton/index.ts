export { CountdownButton, type CountdownButtonProps, defaultCountdownLabel } from './CountdownButton';
