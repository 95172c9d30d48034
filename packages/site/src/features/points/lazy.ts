/** The points mall's records as member-centre pages (docs/product.md § Member centre), each its own chunk. */
export const loadRedeemHistory = () =>
  import('./pointMall/RedeemHistory.tsx').then((module) => ({ default: module.RedeemHistory }));
export const loadPointsDetails = () =>
  import('./pointMall/PointsDetails.tsx').then((module) => ({ default: module.PointsDetails }));
