import { BottomNav, type NavCategory, type NavGame } from '@playsite/ui';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useIdleReady } from '../../common/idle/useIdleReady.ts';
import { requireRealAccount } from '../../common/router/guards.ts';
import { openModal } from '../../common/stores/modals.ts';
import { session } from '../../common/stores/session.ts';
import { vip } from '../../common/stores/vip.ts';
import type { LobbyGame } from '../../features/lobby/index.ts';
import { type Category, categoryRoutes, defaultCategories } from '../../features/lobby/index.ts';
import { loadNavGames, loadNavVendors, type NavGamesModule } from '../../features/lobby/lazy.ts';
import { loadNotices } from '../../features/notices/index.ts';
import { rewardsBadge } from '../../features/promotions/index.ts';

const guestCategories: Category[] = defaultCategories.map((code) => ({ code, vendors: [] }));

/** Vendor categories of a member (the vendor list needs a session); the standard set for guests. */
function useCategories(token: string | null): Category[] {
  const [categories, setCategories] = useState<Category[]>(guestCategories);
  useEffect(() => {
    if (!token) {
      setCategories(guestCategories);
      return;
    }
    let current = true;
    loadNavVendors()
      .then((vendors) => vendors.loadCategories())
      .then(
        (loaded) => current && setCategories(loaded.length > 0 ? loaded : guestCategories),
        () => current && setCategories(guestCategories),
      );
    return () => {
      current = false;
    };
  }, [token]);
  return categories;
}

interface HotGames {
  games: LobbyGame[];
  module: NavGamesModule;
}

/** Hot games for the drop-downs' game grids (open to guests), loaded with their code once the page has painted. */
function useHotGames(): HotGames | null {
  const [hot, setHot] = useState<HotGames | null>(null);
  const ready = useIdleReady();
  useEffect(() => {
    if (!ready) return;
    let current = true;
    loadNavGames()
      .then((module) => module.hotGames().then((games) => ({ games, module })))
      .then(
        (loaded) => current && startTransition(() => setHot(loaded)),
        () => undefined, // silent call: the drop-downs then show vendors only
      );
    return () => {
      current = false;
    };
  }, [ready]);
  return hot;
}

/** Bottom navigation: home, categories with vendors and hot games, promotions, rewards (badge), VIP rank. */
export function Navigation() {
  const { t } = useTranslation();
  // The lobby's namespace loads on first use; until then the drop-down keeps English defaults.
  const { t: tg, ready } = useTranslation('games');
  const { pathname, search } = useLocation();
  const { token } = useSnapshot(session);
  const { rankLabel } = useSnapshot(vip);
  const { count: rewardsCount } = useSnapshot(rewardsBadge);
  const categories = useCategories(token);
  const hot = useHotGames();
  const navigate = useNavigate();

  useEffect(() => {
    loadNotices();
  }, []);

  const vendorNames = useMemo(
    () =>
      new Map(
        categories.flatMap((c) =>
          c.vendors.map((v) => [v.code, { ...v, vendor: v.code, displayName: v.name }] as const),
        ),
      ),
    [categories],
  );

  const navCategories: NavCategory[] = categories.map((category) => ({
    code: category.code,
    label: t(`nav.${category.code}`),
    href: categoryRoutes[category.code] ?? '/index',
    vendors: category.vendors.map((vendor) => ({
      code: vendor.code,
      name: vendor.name,
      href: vendor.href,
    })),
    games: hot?.module.navGamesOf(hot.games, category.code, vendorNames),
  }));

  const play = (game: NavGame, freePlay: boolean) =>
    hot?.module.playHotGame(hot.games, game, freePlay, vendorNames, {
      navigate,
      returnTo: pathname + search,
    });

  return (
    <BottomNav
      categories={navCategories}
      currentHref={pathname + search}
      rewardsCount={token ? rewardsCount : 0}
      onRewards={() => {
        if (requireRealAccount()) openModal('memberCenter', { page: 'rewardCenter' });
      }}
      vipRank={token ? (rankLabel ?? undefined) : undefined}
      onPlayGame={(game) => play(game, false)}
      onFreeTrial={(game) => play(game, true)}
      labels={{
        navigation: t('header.mainNavigation'),
        home: t('nav.home'),
        promotions: t('nav.promotions'),
        rewards: t('nav.rewards'),
        rewardsCount: t('nav.rewardsCount'),
        vip: t('nav.vip'),
        noRank: t('nav.noRank'),
        dropdownToggle: t('nav.dropdownToggle'),
      }}
      vendorDropdownLabels={ready ? { vendors: tg('nav.vendors'), games: tg('nav.popularGames') } : undefined}
      gameTileLabels={ready && hot ? hot.module.tileLabels(tg) : undefined}
    />
  );
}
