import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

export const appShellLayouts = ['full', 'headerOnly'] as const;
export type AppShellLayout = (typeof appShellLayouts)[number];

export interface AppShellProps {
  /** The site header (usually `<Header>`); rendered inside the banner landmark. */
  header: ReactNode;
  /** Page content; rendered inside the main landmark. */
  children: ReactNode;
  /** Side menu / right bar (usually `<RightBar>`); hidden in the header-only layout. */
  aside?: ReactNode;
  /** Site footer (usually `<Footer>`); hidden in the header-only layout. */
  footer?: ReactNode;
  /** `headerOnly` is the layout of the lottery routes and /game. */
  layout?: AppShellLayout;
  /** Accessible name of the side region. */
  asideLabel?: string;
  /** Text of the skip link that jumps to the main content. */
  skipToContentLabel?: string;
  /** id of the main landmark (target of the skip link). */
  mainId?: string;
}

/** Page frame: skip link, header, main area, side menu / right bar and footer. */
export function AppShell({
  header,
  children,
  aside,
  footer,
  layout = 'full',
  asideLabel = 'Quick links',
  skipToContentLabel = 'Skip to main content',
  mainId = 'main-content',
}: AppShellProps) {
  const full = layout === 'full';
  return (
    <div className={styles.shell({ layout })} data-layout={layout}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {skipToContentLabel}
      </a>
      <header className={styles.header}>{header}</header>
      <div className={styles.body({ layout })}>
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {full && aside ? (
          <aside aria-label={asideLabel} className={styles.aside}>
            {aside}
          </aside>
        ) : null}
      </div>
      {full && footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
