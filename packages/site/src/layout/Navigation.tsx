import { BottomNav, type NavCategory } from '@playsite/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loadNotices } from '../account/notices.ts';
import { loadCategories } from '../account/vendors.ts';
import { requireRealAccount } from '../router/guards.ts';
import { openModal } from '../stores/modals.ts';
import { notices } from '../stores/notices.ts';
import { session } from '../stores/session.ts';
import { vip } from '../stores/vip.ts';
import { type Category, categoryRoutes, defaultCategories } from './categories.ts';

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
    loadCategories().then(
      (loaded) => current && setCategories(loaded.length > 0 ? loaded : guestCategories),
      () => current && setCategories(guestCategories),
    );
    return () => {
      current = false;
    };
  }, [token]);
  return categories;
}

/** Bottom navigation: home, categories with vendors, promotions, rewards (badge), VIP rank. */
export function Navigation() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { token } = useSnapshot(session);
  const { rankLabel } = useSnapshot(vip);
  const { value } = useSnapshot(notices);
  const categories = useCategories(token);

  useEffect(() => {
    loadNotices();
  }, []);

  const navCategories: NavCategory[] = categories.map((category) => {
    const href = categoryRoutes[category.code] ?? '/index';
    return {
      code: category.code,
      label: t(`nav.${category.code}`),
      href,
      vendors: category.vendors.map((vendor) => ({
        code: vendor.code,
        name: vendor.name,
        href: category.code === 'RNG' ? `/rng?page=${encodeURIComponent(vendor.code)}` : href,
      })),
    };
  });

  return (
    <BottomNav
      categories={navCategories}
      currentHref={pathname + search}
      rewardsCount={value.promotion?.length ?? 0}
      onRewards={() => {
        if (requireRealAccount()) openModal('memberCenter', { page: 'rewardCenter' });
      }}
      vipRank={token ? (rankLabel ?? undefined) : undefined}
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
    />
  );
}
