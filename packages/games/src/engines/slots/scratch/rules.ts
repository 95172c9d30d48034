import type { BetOption, Rules } from '../../../engine/kind.ts';
import { ratioPercent } from '../../../engine/ratio.ts';
import type { PreparedScratch } from './card.ts';
import { scratchRtp } from './exact.ts';
import { scratchCells, scratchMatch } from './types.ts';

export function scratchBetOptions(scratch: PreparedScratch): BetOption[] {
  return [{ id: 'ticket', label: 'bet.ticket', stakes: scratch.math.stakes }];
}

export function scratchRules(scratch: PreparedScratch): Rules {
  const { math } = scratch;
  const { rtp, hitRate, losing } = scratchRtp(math);
  return {
    paragraphs: [
      { key: 'scratch.rules.play', values: { cells: scratchCells, match: scratchMatch } },
      { key: 'scratch.rules.odds', values: { tickets: math.tickets } },
      { key: `slot.rules.volatility.${math.volatility}` },
      { key: 'scratch.rules.rtp', values: { rtp: ratioPercent(rtp, 2), hitRate: ratioPercent(hitRate, 2) } },
      {
        key: 'scratch.rules.stakes',
        values: { min: math.stakes.min, max: math.stakes.max, step: math.stakes.step },
      },
      { key: 'slot.rules.malfunction' },
    ],
    tables: [
      {
        title: 'scratch.table.prizes',
        rows: [
          ['slot.table.symbol', 'scratch.table.prize', 'scratch.table.tickets'],
          ...[...math.prizes].reverse().map((prize) => [prize.symbol.id, prize.multiple, prize.tickets]),
          ['scratch.table.noWin', 0, losing],
        ],
      },
      {
        title: 'slot.table.symbols',
        rows: math.prizes.map((prize) => [
          prize.symbol.id,
          prize.symbol.name,
          `slot.tier.${prize.symbol.tier}`,
          prize.symbol.motif,
        ]),
      },
    ],
  };
}
