export type { HeaderProps } from './Header';
export { Header } from './Header';
