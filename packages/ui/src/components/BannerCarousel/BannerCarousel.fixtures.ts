// Demo data for stories (generated artwork). Not exported by the package.
import type { BannerSlide } from './BannerCarousel';
import cashback from './fixtures/cashback.svg';
import vip from './fixtures/vip.svg';
import welcome from './fixtures/welcome.svg';

export const storySlides: BannerSlide[] = [
  { id: 'welcome', imageSrc: welcome, alt: 'Welcome bonus 100%', width: 1200, height: 400 },
  { id: 'cashback', imageSrc: cashback, alt: 'Weekly cashback 10%', width: 1200, height: 400 },
  { id: 'vip', imageSrc: vip, alt: 'VIP club', width: 1200, height: 400 },
];
