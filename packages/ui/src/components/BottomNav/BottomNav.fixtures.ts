// Demo data for stories. Not exported by the package.
import { storyGames, storyVendors } from '../GameTile/GameTile.fixtures';
import type { NavCategory } from './BottomNav';

export const storyCategories: NavCategory[] = [
  { code: 'SPORTS', label: 'Sports', href: '/sports' },
  {
    code: 'LIVE',
    label: 'Live Casino',
    href: '/live',
    vendors: storyVendors.LIVE,
    games: storyGames.slice(3, 5),
  },
  { code: 'ESPORTS', label: 'Esports', href: '/sports?type=esports' },
  { code: 'RNG', label: 'Slots', href: '/rng', vendors: storyVendors.RNG, games: storyGames },
  { code: 'FISH', label: 'Fish', href: '/fish', vendors: storyVendors.FISH, games: storyGames.slice(1, 2) },
  { code: 'PVP', label: 'Card rooms', href: '/pvp' },
  { code: 'LOTT', label: 'Lottery', href: '/lottery' },
];
