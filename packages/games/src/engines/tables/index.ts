import type { GameKind } from '../../engine/kind.ts';
import { baccarat } from './baccarat/baccarat.ts';
import { blackjack } from './blackjack/blackjack.ts';
import { rngBlackjack } from './blackjack/rng-blackjack.ts';
import { casinoHoldem } from './casino-holdem/casino-holdem.ts';
import type { TableGame } from './common/game.ts';
import { instantTableKind, scheduledTableKind } from './common/kinds.ts';
import { fishPrawnCrab } from './dice/fish-prawn-crab.ts';
import { sicbo } from './dice/sicbo.ts';
import { dragonTiger } from './dragon-tiger/dragon-tiger.ts';
import { fanTan } from './fan-tan/fan-tan.ts';
import { mahjong } from './mahjong/er-ba-gang.ts';
import { moneyWheel } from './money-wheel/money-wheel.ts';
import { niuNiu } from './niu-niu/niu-niu.ts';
import { paiGow } from './pai-gow/pai-gow.ts';
import { roulette } from './roulette/roulette.ts';
import { threeCardPoker } from './three-card/three-card-poker.ts';
import { zhaJinHua } from './three-card/zha-jin-hua.ts';
import { xocDia } from './xoc-dia/xoc-dia.ts';

export { tableStrings } from './strings.ts';

/** The live tables' games, one per LIVE classification. */
export const liveTableGames: readonly TableGame<unknown>[] = [
  baccarat,
  roulette,
  sicbo,
  dragonTiger,
  fanTan,
  xocDia,
  fishPrawnCrab,
  moneyWheel,
  niuNiu,
  zhaJinHua,
  threeCardPoker,
  paiGow,
  casinoHoldem,
  mahjong,
  blackjack,
] as TableGame<unknown>[];

/**
 * Every kind of the table family: a live table (ScheduledKind) per LIVE classification, and the
 * single-player RNG versions (InstantKind) that share the RNG lane's TABLE games by a hash of
 * the game code.
 */
export const tableKinds: GameKind[] = [
  ...liveTableGames.map((game) => scheduledTableKind(game)),
  instantTableKind(roulette, 'rng-roulette'),
  instantTableKind(baccarat, 'rng-baccarat'),
  rngBlackjack,
  instantTableKind(sicbo, 'rng-sicbo'),
  instantTableKind(dragonTiger, 'rng-dragon-tiger'),
];
