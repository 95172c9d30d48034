import { AppShell, Header, type Language, NavigationProvider } from '@playsite/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { brand } from '../brand/index.ts';
import { changeLanguage, currentLanguage, htmlLang, isLanguageCode, nativeNames } from '../i18n/index.ts';
import { ModalHost } from '../modals/ModalHost.tsx';
import { AccountArea } from './AccountArea.tsx';
import * as styles from './layout.css.ts';
import { Navigation } from './Navigation.tsx';
import { useIdleReady } from './useIdleReady.ts';

// The right bar (QR codes) and the footer are below the fold or beside it: they load after the page.
const SiteRightBar = lazy(() => import('./SiteRightBar.tsx').then((m) => ({ default: m.SiteRightBar })));
const SiteFooter = lazy(() => import('./SiteFooter.tsx').then((m) => ({ default: m.SiteFooter })));

export type SiteLayoutKind = 'full' | 'headerOnly';

const languages: Language[] = brand.languages.map((code) => ({
  code,
  label: nativeNames[code],
  lang: htmlLang[code],
}));

/** Header, main, side menu and footer; the lottery routes and /game show only the header. */
export function SiteLayout({ layout }: { layout: SiteLayoutKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The side bar and the footer are beside or below the fold: they render once the page has painted.
  const idle = useIdleReady();
  return (
    <NavigationProvider navigate={(to) => navigate(to)}>
      <AppShell
        layout={layout}
        skipToContentLabel={t('header.skipToContent')}
        asideLabel={t('header.quickLinks')}
        header={
          <Header
            logo={<span className={styles.logo}>{brand.name}</span>}
            logoLabel={t('brand.home', { name: brand.name })}
            languages={languages}
            language={currentLanguage()}
            languageLabel={t('header.language')}
            onLanguageChange={
              languages.length > 1 ? (code) => isLanguageCode(code) && changeLanguage(code) : undefined
            }
            account={<AccountArea />}
            navigation={<Navigation />}
          />
        }
        aside={
          idle ? (
            <Suspense fallback={null}>
              <SiteRightBar />
            </Suspense>
          ) : null
        }
        footer={
          idle ? (
            <Suspense fallback={null}>
              <SiteFooter />
            </Suspense>
          ) : null
        }
      >
        <Outlet />
      </AppShell>
      <ModalHost />
    </NavigationProvider>
  );
}
