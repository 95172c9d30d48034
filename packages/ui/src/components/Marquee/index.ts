export type { MarqueeItem, MarqueeLabels, MarqueeProps } from './Marquee';
export { defaultMarqueeLabels, Marquee } from './Marquee';
