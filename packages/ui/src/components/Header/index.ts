export type { HeaderLabels, HeaderProps } from './Header';
export { Header } from './Header';
