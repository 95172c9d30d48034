import type { GameKind } from '../../engine/kind.ts';
import { bjKind } from './bj/kind.ts';
import { ddzKind } from './ddz/kind.ts';
import { dummyKind } from './dummy/kind.ts';
import { gostopKind } from './gostop/kind.ts';
import { maubinhKind } from './maubinh/kind.ts';
import { mjKind } from './mj/kind.ts';
import { nnKind } from './nn/kind.ts';
import { phomKind } from './phom/kind.ts';
import { pokdengKind } from './pokdeng/kind.ts';
import { rummyKind } from './rummy/kind.ts';
import { samlocKind } from './samloc/kind.ts';
import { seotdaKind } from './seotda/kind.ts';
import { texasKind } from './texas/kind.ts';
import { tlmnKind } from './tlmn/kind.ts';
import { zjhKind } from './zjh/kind.ts';

/**
 * The PVP card rooms, one InstantKind per family (`room-<family>`), each recognising the PVP
 * games of its classification. The member sits at seat 0; house players, who follow the
 * published strategy (`autoplay`), fill the other seats.
 */
export const roomKinds: GameKind[] = [
  nnKind,
  zjhKind,
  ddzKind,
  texasKind,
  tlmnKind,
  phomKind,
  samlocKind,
  maubinhKind,
  pokdengKind,
  dummyKind,
  gostopKind,
  seotdaKind,
  mjKind,
  rummyKind,
  bjKind,
];

export { roomStrings } from './strings.ts';
