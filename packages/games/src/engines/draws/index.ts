import type { GameKind } from '../../engine/kind.ts';
import { cockfightKind } from './cockfight/cockfight.ts';
import { elevenFiveKind } from './lottery/eleven-five.ts';
import { k3Kind } from './lottery/k3.ts';
import { kenoKind } from './lottery/keno.ts';
import { kl10Kind } from './lottery/kl10.ts';
import { pc28Kind } from './lottery/pc28.ts';
import { pk10Kind } from './lottery/pk10.ts';
import { sscKind } from './lottery/ssc.ts';

export { cockfightKind, fightCard } from './cockfight/cockfight.ts';
export { elevenFiveKind } from './lottery/eleven-five.ts';
export { k3Kind } from './lottery/k3.ts';
export { kenoKind } from './lottery/keno.ts';
export { kl10Kind } from './lottery/kl10.ts';
export { pc28Kind } from './lottery/pc28.ts';
export { pk10Kind } from './lottery/pk10.ts';
export { sscKind } from './lottery/ssc.ts';
export { drawStrings } from './strings.ts';

/** The scheduled kinds of the ELOTT lane (by classification) and the COCKFIGHT lane. */
export const drawKinds: readonly GameKind[] = [
  pk10Kind,
  sscKind,
  elevenFiveKind,
  k3Kind,
  pc28Kind,
  kl10Kind,
  kenoKind,
  cockfightKind,
];
