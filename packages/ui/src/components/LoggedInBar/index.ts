export type { LoggedInBarLabels, LoggedInBarProps } from './LoggedInBar';
export { defaultLoggedInBarLabels, LoggedInBar } from './LoggedInBar';
