import { AppShell, Header, type Language } from '@playsite/ui';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutlet } from 'react-router-dom';
import { brand } from '../../common/brand/index.ts';
import {
  changeLanguage,
  currentLanguage,
  htmlLang,
  isLanguageCode,
  nativeNames,
} from '../../common/i18n/index.ts';
import { WhenNear } from '../../common/idle/WhenNear.tsx';
import { AccountArea } from './AccountArea.tsx';
import * as styles from './layout.css.ts';
import { Navigation } from './Navigation.tsx';

// The right bar (QR codes) and the footer are beside or below the fold: they load after the page,
// when their place comes near the viewport.
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
  // The page, as <Outlet /> would render it; read here, the layout renders again with the route
  // tree, as the brand (read below) changes in Storybook's page stories (test/storybook/brand.ts).
  const page = useOutlet();
  return (
    <AppShell
      layout={layout}
      labels={{ skipToContent: t('header.skipToContent'), aside: t('header.quickLinks') }}
      header={
        <Header
          logo={
            brand.logoUrl ? (
              // The link around it is named (logoLabel): the image itself is decoration.
              <img src={brand.logoUrl} alt="" className={styles.logoImage} />
            ) : (
              <span className={styles.logo}>{brand.name}</span>
            )
          }
          logoLabel={t('brand.home', { name: brand.name })}
          languages={languages}
          language={currentLanguage()}
          labels={{ language: t('header.language') }}
          onLanguageChange={
            languages.length > 1 ? (code) => isLanguageCode(code) && changeLanguage(code) : undefined
          }
          account={<AccountArea />}
          navigation={<Navigation />}
        />
      }
      aside={
        <WhenNear>
          <SiteRightBar />
        </WhenNear>
      }
      footer={
        <WhenNear>
          <SiteFooter />
        </WhenNear>
      }
    >
      {page}
    </AppShell>
  );
}
