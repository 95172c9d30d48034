import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

export const appShellLayouts = ['full', 'headerOnly'] as const;
export type AppShellLayout = (typeof appShellLayouts)[number];

export interface AppShellLabels {
  /** Accessible name of the side region. */
  aside: string;
  /** Text of the skip link that jumps to the main content. */
  skipToContent: string;
}

export const defaultAppShellLabels: AppShellLabels = {
  aside: 'Quick links',
  skipToContent: 'Skip to main content',
};

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
  labels?: Partial<AppShellLabels>;
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
  labels,
  mainId = 'main-content',
}: AppShellProps) {
  const text = { ...defaultAppShellLabels, ...labels };
  const full = layout === 'full';
  return (
    <div className={styles.shell({ layout })} data-layout={layout}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {text.skipToContent}
      </a>
      <header className={styles.header}>{header}</header>
      <div className={styles.body({ layout })}>
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {full && aside ? (
          <aside aria-label={text.aside} className={styles.aside}>
            {aside}
          </aside>
        ) : null}
      </div>
      {full && footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
