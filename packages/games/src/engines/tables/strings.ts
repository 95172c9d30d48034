import { mergeStrings } from '../../engine/locale.ts';
import { baccaratStrings } from './baccarat/strings.ts';
import { blackjackStrings } from './blackjack/strings.ts';
import { holdemStrings } from './casino-holdem/strings.ts';
import { commonStrings } from './common/strings.ts';
import { diceStrings } from './dice/strings.ts';
import { dragonTigerStrings } from './dragon-tiger/strings.ts';
import { fanTanStrings } from './fan-tan/strings.ts';
import { mahjongStrings } from './mahjong/strings.ts';
import { moneyWheelStrings } from './money-wheel/strings.ts';
import { niuNiuStrings } from './niu-niu/strings.ts';
import { paiGowStrings } from './pai-gow/strings.ts';
import { rouletteStrings } from './roulette/strings.ts';
import { threeCardStrings } from './three-card/strings.ts';
import { xocDiaStrings } from './xoc-dia/strings.ts';

/** The table family's strings in the seven languages: rules, bet names, refusals, card words. */
export const tableStrings = mergeStrings(
  commonStrings,
  baccaratStrings,
  rouletteStrings,
  diceStrings,
  dragonTigerStrings,
  fanTanStrings,
  xocDiaStrings,
  moneyWheelStrings,
  threeCardStrings,
  niuNiuStrings,
  paiGowStrings,
  mahjongStrings,
  holdemStrings,
  blackjackStrings,
);
