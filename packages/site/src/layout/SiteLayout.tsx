import { AppShell, Header, type Language } from '@playsite/ui';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useHref, useNavigate } from 'react-router-dom';
import { brand } from '../brand/index.ts';
import { changeLanguage, currentLanguage, htmlLang, isLanguageCode, nativeNames } from '../i18n/index.ts';
import { ModalHost } from '../modals/ModalHost.tsx';
import { AccountArea } from './AccountArea.tsx';
import * as styles from './layout.css.ts';
import { Navigation } from './Navigation.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteRightBar } from './SiteRightBar.tsx';

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
  return (
    <AriaRouterProvider navigate={(to) => navigate(to)} useHref={useHref}>
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
        aside={<SiteRightBar />}
        footer={<SiteFooter />}
      >
        <Outlet />
      </AppShell>
      <ModalHost />
    </AriaRouterProvider>
  );
}
