import type { GameKind } from '../../engine/kind.ts';
import { crashKind } from './crash.ts';
import { diceKind } from './dice.ts';
import { hiloKind } from './hilo.ts';
import { kenoInstantKind } from './keno-instant.ts';
import { minesKind } from './mines.ts';
import { plinkoKind } from './plinko.ts';

export { crashCurveAt, crashKind, crashPointOf, crashRtpAt, crashTimeOf } from './crash.ts';
export { diceKind, diceRtpAt } from './dice.ts';
export * from './fair.ts';
export { hiloKind, hiloRtpOf } from './hilo.ts';
export { kenoInstantKind } from './keno-instant.ts';
export { minesKind, minesMultiplier, minesRtpAt } from './mines.ts';
export { miniLane, miniRtp } from './mini.ts';
export { plinkoKind, plinkoTable } from './plinko.ts';
export { instantStrings } from './strings.ts';

/**
 * The in-house provably fair games ("mini" games): instant kinds and crash, a shared scheduled
 * round. They serve games of gameType MINI with classification DICE, MINES, PLINKO, HILO, CRASH
 * or KENO; the catalogue has none yet. Every round draws from `fairRng` (fair.ts).
 */
export const miniKinds: readonly GameKind[] = [
  diceKind,
  minesKind,
  plinkoKind,
  hiloKind,
  crashKind,
  kenoInstantKind,
];

/** This folder's kinds for the registry (the mini kinds). */
export const instantKinds: readonly GameKind[] = miniKinds;
