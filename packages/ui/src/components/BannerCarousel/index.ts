export type { BannerCarouselLabels, BannerCarouselProps, BannerSlide } from './BannerCarousel';
export { BannerCarousel, defaultBannerCarouselLabels } from './BannerCarousel';
