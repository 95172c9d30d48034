export { brandIdForHost, type HostMap, hostName, parseHostMap } from './hosts.ts';
export { type Brand, BrandFolderError, brandsDir, loadBrands, withTokens } from './load.ts';
export {
  type BrandAsset,
  brandAssetPath,
  type ServedBrand,
  serveBrand,
  unknownHostPage,
} from './page.ts';
