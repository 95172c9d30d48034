import type { ReactNode } from 'react';
import { Link } from '../../navigation';
import { type Language, LanguageSelector } from '../LanguageSelector';
import * as styles from './Header.css';

export interface HeaderLabels {
  /** Name of the language selector (LanguageSelector's own default when left out). */
  language: string;
}

export interface HeaderProps {
  /** The brand logo (an image or SVG); it links home. */
  logo: ReactNode;
  /** Accessible name of the logo link, e.g. the brand name. */
  logoLabel: string;
  logoHref?: string;
  /** Languages of the brand; the selector only shows when there is more than one. */
  languages?: Language[];
  language?: string;
  onLanguageChange?: (code: string) => void;
  labels?: Partial<HeaderLabels>;
  /** The login form for guests, or `<LoggedInBar>` for members. */
  account?: ReactNode;
  /** The navigation row, usually `<BottomNav>`. */
  navigation?: ReactNode;
}

/** Site header: logo, language selector, login form or logged-in bar, and navigation. */
export function Header({
  logo,
  logoLabel,
  logoHref = '/index',
  languages = [],
  language = languages[0]?.code ?? '',
  onLanguageChange,
  labels,
  account,
  navigation,
}: HeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.top}>
        <Link href={logoHref} aria-label={logoLabel} className={styles.logo}>
          {logo}
        </Link>
        {account ? <div className={styles.account}>{account}</div> : null}
        {onLanguageChange ? (
          <div className={styles.language}>
            <LanguageSelector
              languages={languages}
              value={language}
              onChange={onLanguageChange}
              label={labels?.language}
            />
          </div>
        ) : null}
      </div>
      {navigation ? <div className={styles.navigation}>{navigation}</div> : null}
    </div>
  );
}
