export { Link, type LinkProps } from './Link';
export { NavigationProvider } from './NavigationProvider';
