import { Footer, type FooterLink } from '@playsite/ui';
import { useTranslation } from 'react-i18next';
import { brand } from '../../common/brand/index.ts';
import { categoryRoutes, defaultCategories } from '../../features/lobby/index.ts';
import { responsibleHref } from '../../features/responsible/index.ts';

const aboutIds = ['company', 'contact', 'terms', 'responsible', 'privacy', 'affiliates', 'refund'] as const;

/** Footer: three steps, about-links (help centre articles), navigation, copyright 2023. */
export function SiteFooter() {
  const { t } = useTranslation();
  const aboutLinks: FooterLink[] = aboutIds.map((id) => ({
    id,
    label: t(`footer.about.${id}`),
    href: `/help?topic=${id}`,
  }));
  aboutLinks.splice(aboutIds.indexOf('responsible') + 1, 0, {
    id: 'limits',
    label: t('footer.about.limits'),
    href: responsibleHref,
  });
  const navItems: FooterLink[] = [
    { id: 'home', label: t('nav.home'), href: '/index' },
    ...defaultCategories.map((code) => ({ id: code, label: t(`nav.${code}`), href: categoryRoutes[code] })),
    { id: 'promotions', label: t('nav.promotions'), href: '/promotions' },
    { id: 'vip', label: t('nav.vip'), href: '/vip' },
    { id: 'down', label: t('pages.down.title'), href: '/down' },
  ];
  return (
    <Footer
      brandName={brand.name}
      year={2023}
      steps={[
        { title: t('footer.steps.register'), description: t('footer.steps.registerText') },
        { title: t('footer.steps.play'), description: t('footer.steps.playText') },
        { title: t('footer.steps.win'), description: t('footer.steps.winText') },
      ]}
      aboutLinks={aboutLinks}
      navItems={navItems}
      labels={{
        steps: t('footer.stepsTitle'),
        about: t('footer.about.title'),
        navigation: t('footer.navigation'),
        copyright: t('footer.copyright'),
      }}
    />
  );
}
