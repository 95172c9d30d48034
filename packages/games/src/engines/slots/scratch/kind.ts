import { BetRefused, checkStake, type GameRef, type InstantKind } from '../../../engine/kind.ts';
import { drawCard, type PreparedScratch } from './card.ts';
import { scratchRtp } from './exact.ts';
import { scratchBetOptions, scratchRules } from './rules.ts';
import { scratchCells, scratchMatch } from './types.ts';

/**
 * The scratch card kind (`scratch`): every SCRATCH game of the RNG lane. A ticket costs the
 * stake; three cells with the same prize pay that prize × the stake.
 */
export function createScratchKind(
  lookup: (game: GameRef) => PreparedScratch | undefined,
): InstantKind<PreparedScratch, null> {
  return {
    kind: 'scratch',
    mode: 'instant',
    configFor: lookup,
    betOptions: scratchBetOptions,
    rules: scratchRules,
    rtp(scratch) {
      const { math } = scratch;
      return {
        theoretical: scratchRtp(math).rtp,
        method: `exact: the prize table, ${math.prizes.length} prizes out of ${math.tickets.toLocaleString('en')} tickets (${scratchCells} cells, match ${scratchMatch})`,
      };
    },
    start(scratch, bet, rng) {
      if (bet.option !== 'ticket') throw new BetRefused('bet.option.unknown', { option: bet.option });
      checkStake(bet.stake, scratch.math.stakes);
      const card = drawCard(scratch, rng);
      const win = card.multiple * bet.stake;
      return {
        state: null,
        done: true,
        win,
        view: {
          game: scratch.gameCode,
          stake: bet.stake,
          cells: card.cells,
          prize: card.prize,
          multiple: card.multiple,
          win,
        },
      };
    },
  };
}
