export type { Icon, IconProps } from './createIcon';
export * from './icons';
