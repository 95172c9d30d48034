/**
 * The points mall's records as member-centre pages (docs/product.md § Member centre). They come with
 * the points mall's own chunk, so the start-up path's list of chunks does not grow.
 */
export const loadRedeemHistory = () =>
  import('./pointMall/index.tsx').then((module) => ({ default: module.RedeemHistoryPage }));
export const loadPointsDetails = () =>
  import('./pointMall/index.tsx').then((module) => ({ default: module.PointsDetails }));
