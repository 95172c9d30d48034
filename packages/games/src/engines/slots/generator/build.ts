import type { GameRef } from '../../../engine/kind.ts';
import type { GameMath } from '../codec.ts';
import { familyOf, rtpBand, type Volatility } from '../family.ts';
import { designScratch } from './scratch-design.ts';
import { between, gameRng, weighted } from './seed.ts';
import { designSlot } from './slot-design.ts';
import { tuneSlot } from './slot-tune.ts';
import { themeFor } from './themes.ts';

const attempts = 40;

/**
 * A game's math from its family and its seed, `playsite:<gameCode>`: the theme from the words
 * of its name (else the seed), then volatility, an RTP target inside the band, and the
 * structure; a structure whose paytable can not land in the band is drawn again.
 */
export function buildGame(game: GameRef): GameMath {
  const family = familyOf(game);
  if (!family) throw new RangeError(`${game.gameCode} is not a slot or scratch game`);
  const theme = themeFor(game.gameName, gameRng(game.gameCode, 'theme'));
  const rng = gameRng(game.gameCode);
  const volatility = weighted<Volatility>(rng, [
    ['low', 30],
    ['medium', 45],
    ['high', 25],
  ]);
  const target = between(rng, rtpBand.aimMin, rtpBand.aimMax) / 10_000;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (family === 'SCRATCH') {
      const math = designScratch(theme, volatility, target, rng);
      if (math) return math;
      continue;
    }
    const math = tuneSlot(game.gameCode, designSlot(family, theme, volatility, rng), target);
    if (math) return math;
  }
  throw new RangeError(`${game.gameCode}: no math in the band after ${attempts} draws`);
}
