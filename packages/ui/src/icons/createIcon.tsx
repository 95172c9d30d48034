import type { ReactNode, SVGProps } from 'react';
import * as styles from './icons.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Accessible name. Without it the icon is decorative and hidden from assistive technology. */
  title?: string;
}

export type Icon = ((props: IconProps) => ReactNode) & { displayName: string };

/**
 * Builds a 24×24 line icon that draws in `currentColor` at the theme's icon size; a caller's
 * className can resize it. Colour always comes from the surrounding theme-styled element.
 * Free of side effects (the annotation tells the bundler), so each chunk keeps only the icons it draws.
 */
/* #__NO_SIDE_EFFECTS__ */
export function createIcon(name: string, paths: ReactNode): Icon {
  const Component = ({ title, className, ...props }: IconProps) => (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; a titled icon gets <title> and role img.
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      {...props}
      className={className ? `${styles.icon} ${className}` : styles.icon}
    >
      {title ? <title>{title}</title> : null}
      {paths}
    </svg>
  );
  Component.displayName = `${name}Icon`;
  return Component;
}
