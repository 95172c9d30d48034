import { HomeIcon, MenuIcon, PromotionsIcon, SlotsIcon, TabBar, UserIcon } from '@playsite/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { requireRealAccount } from '../../../common/router/guards.ts';
import { openModal } from '../../../common/stores/modals.ts';
import { session } from '../../../common/stores/session.ts';
import { categoryRoutes } from '../../../features/lobby/index.ts';
import { rewardsBadge } from '../../../features/promotions/index.ts';

const PhoneMenu = lazy(() => import('./PhoneMenu.tsx'));

/** The lobby pages the Games tab stands for. */
const lobbyPaths = new Set(Object.values(categoryRoutes).map((href) => href.split('?')[0]));

function currentTab(pathname: string): string | undefined {
  if (pathname === '/index') return 'home';
  if (lobbyPaths.has(pathname)) return 'games';
  if (pathname === '/promotions' || pathname === '/promoDetail') return 'promotions';
  return undefined;
}

/**
 * The phone's bottom tab bar (below 768 px): home, games, promotions, the member's own area (the
 * login for a guest) and a menu with the rest of the account actions and the languages.
 */
export default function PhoneTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { token } = useSnapshot(session);
  const { count } = useSnapshot(rewardsBadge);
  const [menuOpen, setMenuOpen] = useState(false);
  // What the member can claim (the rewards centre); guests have nothing to claim.
  const rewards = token ? count : 0;

  const openMine = () => {
    if (!token) openModal('loginPopupModal');
    else if (requireRealAccount()) openModal('memberCenter', { page: 'securityCenter' });
  };

  return (
    <>
      <TabBar
        label={t('phone.tabs')}
        currentId={currentTab(pathname)}
        items={[
          { id: 'home', label: t('nav.home'), icon: HomeIcon, href: '/index' },
          { id: 'games', label: t('nav.games'), icon: SlotsIcon, href: '/rng' },
          {
            id: 'promotions',
            label: t('phone.promotions'),
            icon: PromotionsIcon,
            href: '/promotions',
            badge: rewards,
            badgeLabel: t('nav.rewardsCount'),
          },
          {
            id: 'mine',
            label: token ? t('phone.mine') : t('account.login'),
            icon: UserIcon,
            onPress: openMine,
          },
          { id: 'menu', label: t('phone.menu'), icon: MenuIcon, onPress: () => setMenuOpen(true) },
        ]}
      />
      {menuOpen ? (
        <Suspense fallback={null}>
          <PhoneMenu onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
