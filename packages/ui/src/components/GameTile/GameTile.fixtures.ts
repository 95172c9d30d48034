// Demo data for stories (generated artwork, no third-party brand assets). Not exported by the package.
import baccarat from './fixtures/baccarat.svg';
import fortuneGems from './fixtures/fortune-gems.svg';
import goldenTiger from './fixtures/golden-tiger.svg';
import luckyDragon from './fixtures/lucky-dragon.svg';
import mahjongWays from './fixtures/mahjong-ways.svg';
import oceanKing from './fixtures/ocean-king.svg';
import sicBo from './fixtures/sic-bo.svg';
import speedRoulette from './fixtures/speed-roulette.svg';

export const storyGames = [
  {
    id: 'lucky-dragon',
    name: 'Lucky Dragon',
    vendor: 'Nova Slots',
    imageSrc: luckyDragon,
    hot: true,
    hasFreeTrial: true,
  },
  { id: 'ocean-king', name: 'Ocean King', vendor: 'Deep Sea', imageSrc: oceanKing, hasFreeTrial: true },
  {
    id: 'golden-tiger',
    name: 'Golden Tiger',
    vendor: 'Nova Slots',
    imageSrc: goldenTiger,
    hot: true,
    hasFreeTrial: false,
  },
  { id: 'baccarat', name: 'Baccarat', vendor: 'Royal Live', imageSrc: baccarat, hasFreeTrial: false },
  {
    id: 'speed-roulette',
    name: 'Speed Roulette',
    vendor: 'Royal Live',
    imageSrc: speedRoulette,
    hasFreeTrial: false,
  },
  {
    id: 'mahjong-ways',
    name: 'Mahjong Ways',
    vendor: 'Jade Games',
    imageSrc: mahjongWays,
    hasFreeTrial: true,
  },
  {
    id: 'fortune-gems',
    name: 'Fortune Gems',
    vendor: 'Jade Games',
    imageSrc: fortuneGems,
    hot: true,
    hasFreeTrial: false,
  },
  { id: 'sic-bo', name: 'Sic Bo', vendor: 'Royal Live', imageSrc: sicBo, hasFreeTrial: false },
];

export const storyVendors = {
  RNG: [
    { code: 'NOVA', name: 'Nova Slots', href: '/rng?page=NOVA' },
    { code: 'JADE', name: 'Jade Games', href: '/rng?page=JADE' },
  ],
  LIVE: [{ code: 'ROYAL', name: 'Royal Live', href: '/live?page=ROYAL' }],
  FISH: [{ code: 'DEEP', name: 'Deep Sea', href: '/fish?page=DEEP' }],
};
