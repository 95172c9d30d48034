import { mergeStrings, type Strings } from '../../engine/locale.ts';
import { bjStrings } from './bj/strings.ts';
import { climbingStrings } from './climbing/strings.ts';
import { commonStrings } from './common/strings.ts';
import { ddzStrings } from './ddz/strings.ts';
import { dummyStrings } from './dummy/strings.ts';
import { gostopStrings } from './gostop/strings.ts';
import { maubinhStrings } from './maubinh/strings.ts';
import { mjStrings } from './mj/strings.ts';
import { nnStrings } from './nn/strings.ts';
import { phomStrings } from './phom/strings.ts';
import { pokdengStrings } from './pokdeng/strings.ts';
import { rummyStrings } from './rummy/strings.ts';
import { samlocStrings } from './samloc/strings.ts';
import { seotdaStrings } from './seotda/strings.ts';
import { texasStrings } from './texas/strings.ts';
import { tlmnStrings } from './tlmn/strings.ts';
import { zjhStrings } from './zjh/strings.ts';

/** Every string of the PVP rooms, in the seven languages (en cn ja th vi ko id). */
export const roomStrings: Strings = mergeStrings(
  commonStrings,
  nnStrings,
  zjhStrings,
  ddzStrings,
  texasStrings,
  tlmnStrings,
  climbingStrings,
  phomStrings,
  samlocStrings,
  maubinhStrings,
  pokdengStrings,
  dummyStrings,
  gostopStrings,
  seotdaStrings,
  mjStrings,
  rummyStrings,
  bjStrings,
);
