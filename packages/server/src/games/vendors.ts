import { lotteryVendors, seaLotteryAccountType, vnLotteryAccountType } from './lottery.ts';
import type { NameScript } from './names.ts';

/** Product line of a vendor before the ESPORTS split. */
export type Product = 'SPORTS' | 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'LOTT' | 'ELOTT' | 'COCKFIGHT';

export interface VendorDef {
  vassalage: string;
  displayName: string;
  product: Product;
  /** Wallet account type name; the lottery ones route launches (docs/product.md § Game launch). */
  accountTypeName: string;
  /** How many games of its own the generator makes (lottery vendors take theirs from the draw list). */
  size: number;
  /** Weighted scripts of its game names. */
  scripts: readonly NameScript[];
  /** Hue of its artwork, 0–359. */
  hue: number;
  /** Opens a popup game list instead of one game (docs/product.md § Game popup). */
  vassalageList?: boolean;
}

/** Sports brands that the lobby shows in their own ESPORTS lane. */
export const esportsBrands: readonly string[] = ['PXARENA', 'NEONGG'];

/** Live casino table categories (docs/product.md § Game categories), with their display names. */
export const liveCategories = {
  BAC: 'Baccarat',
  SIC: 'Sic Bo',
  ROU: 'Roulette',
  DAT: 'Dragon Tiger',
  BJ: 'Blackjack',
  HE: "Casino Hold'em",
  MT: 'Money Tree',
  TCP: 'Three Card Poker',
  WZPJ: 'Wenzhou Pai Gow',
  SD: 'Xóc Đĩa',
  FT: 'Fan Tan',
  NN: 'Niu Niu',
  YSX: 'Fish Prawn Crab',
  ZJH: 'Zha Jin Hua',
  MJ: 'Mahjong',
} as const;
export type LiveCategory = keyof typeof liveCategories;

const latin: NameScript[] = ['en'];
const mixed: NameScript[] = ['en', 'en', 'en', 'vi', 'vi', 'th', 'zh', 'ko'];

const vendor = (
  vassalage: string,
  displayName: string,
  product: Product,
  size: number,
  hue: number,
  scripts: readonly NameScript[] = mixed,
  extra: Partial<VendorDef> = {},
): VendorDef => ({
  vassalage,
  displayName,
  product,
  accountTypeName: vassalage,
  size,
  scripts,
  hue,
  ...extra,
});

/** Every vendor is invented; none is a real brand. */
export const vendorDefs: readonly VendorDef[] = [
  vendor('DS88', 'DS88 Sports', 'SPORTS', 6, 210, latin),
  vendor('APEXSB', 'Apex Sportsbook', 'SPORTS', 6, 200, latin),
  vendor('KFSPORT', 'Kingfield Sports', 'SPORTS', 6, 150, latin),
  vendor('NOVABET', 'Nova Bet', 'SPORTS', 6, 260, latin),
  vendor('PXARENA', 'Pixel Arena Esports', 'SPORTS', 8, 290, latin),
  vendor('NEONGG', 'NeonGG', 'SPORTS', 8, 320, latin),
  vendor('LUMLIVE', 'Lumière Live', 'LIVE', 0, 340),
  vendor('ORCLIVE', 'Orchid Live', 'LIVE', 0, 300),
  vendor('JADELIVE', 'Jade Palace Live', 'LIVE', 0, 160),
  vendor('VELVETLV', 'Velvet Room Live', 'LIVE', 0, 0),
  vendor('SFORGE', 'Starforge Slots', 'RNG', 450, 230),
  vendor('LOTUSRS', 'Lotus Reel Studio', 'RNG', 430, 330, ['en', 'vi', 'vi', 'th']),
  vendor('REDPANDA', 'Red Panda Gaming', 'RNG', 440, 10, ['zh', 'zh', 'en', 'en', 'vi']),
  vendor('KITSUNE', 'Kitsune Play', 'RNG', 420, 25, ['ko', 'ko', 'en', 'zh']),
  vendor('MONSOON', 'Monsoon Games', 'RNG', 440, 190, ['th', 'th', 'en', 'vi']),
  vendor('BORCHID', 'Blue Orchid Gaming', 'RNG', 420, 220),
  vendor('GLANTERN', 'Golden Lantern', 'RNG', 440, 45, ['vi', 'vi', 'en', 'zh'], { vassalageList: true }),
  vendor('TIGERSPIN', 'Tiger Spin', 'RNG', 430, 30),
  vendor('AURORA', 'Aurora Interactive', 'RNG', 420, 170, ['en', 'en', 'ko', 'th']),
  vendor('MEKONG', 'Mekong Studio', 'RNG', 440, 140, ['vi', 'vi', 'vi', 'en', 'th']),
  vendor('DEEPBLUE', 'Deep Blue Fishing', 'FISH', 36, 200),
  vendor('CORALHUNT', 'Coral Hunter', 'FISH', 30, 185),
  vendor('TEAHOUSE', 'Tea House Cards', 'PVP', 0, 100),
  vendor('LUCKYTBL', 'Lucky Table', 'PVP', 0, 280),
  vendor(lotteryVendors.sea, 'Seawave Lottery', 'LOTT', 0, 195, latin, {
    accountTypeName: seaLotteryAccountType,
  }),
  vendor(lotteryVendors.vn, 'Lô Tô Việt', 'LOTT', 0, 355, latin, { accountTypeName: vnLotteryAccountType }),
  vendor(lotteryVendors.tcgSea, 'TCG SEA', 'LOTT', 0, 215, latin),
  vendor('FASTLOTTO', 'Fast Lotto', 'ELOTT', 0, 50),
  vendor('SPURARENA', 'Spur Arena', 'COCKFIGHT', 0, 15),
];
