import type { BetOption, Rules } from '../../../engine/kind.ts';
import { ratioPercent } from '../../../engine/ratio.ts';
import { expectedPool, type SlotRtp } from './exact.ts';
import type { PreparedSlot } from './prepare.ts';
import { minRun } from './types.ts';

export function slotBetOptions(slot: PreparedSlot): BetOption[] {
  return [{ id: 'spin', label: 'bet.spin', stakes: slot.math.stakes }];
}

const percent = (bp: number) => `${(bp / 100).toFixed(2)} %`;

/** The published rules: paragraphs (i18n keys of strings.ts) and the tables a page shows. */
export function slotRules(slot: PreparedSlot, rtp: SlotRtp, hitRate: string): Rules {
  const { math, reels, rows } = slot;
  const symbol = (index: number) => math.symbols[index]?.id ?? '';
  const wild = symbol(slot.wild);
  const paragraphs: Rules['paragraphs'] = [];
  if (math.mode === 'lines') {
    paragraphs.push({ key: 'slot.rules.lines', values: { reels, rows, lines: math.lines } });
    paragraphs.push({ key: 'slot.rules.lines.pay', values: { min: minRun } });
  } else {
    paragraphs.push({
      key: 'slot.rules.ways',
      values: { reels, rows, ways: rows ** reels, coins: math.coins },
    });
    paragraphs.push({ key: 'slot.rules.ways.pay', values: { min: minRun } });
  }
  paragraphs.push({ key: reels > minRun ? 'slot.rules.wild.reels' : 'slot.rules.wild', values: { wild } });
  if (math.wild.kind === 'expanding') paragraphs.push({ key: 'slot.rules.wild.expanding', values: { wild } });
  if (math.wild.kind === 'multiplier')
    paragraphs.push({
      key: 'slot.rules.wild.multiplier',
      values: { wild, multiplier: math.wild.multiplier },
    });
  if (math.wild.linePay > 0)
    paragraphs.push({ key: 'slot.rules.wild.line', values: { wild, count: reels, pay: math.wild.linePay } });
  if (math.scatter) {
    const scatter = symbol(slot.scatter);
    paragraphs.push({ key: 'slot.rules.scatter', values: { scatter, min: minRun } });
    paragraphs.push({
      key: math.scatter.multiplier > 1 ? 'slot.rules.freeSpins.multiplier' : 'slot.rules.freeSpins',
      values: { scatter, min: minRun, spins: math.scatter.freeSpins, multiplier: math.scatter.multiplier },
    });
  }
  if (math.jackpot) {
    const values = {
      share: percent(math.jackpot.shareBp),
      odds: math.jackpot.odds,
      expected: expectedPool(slot),
    };
    paragraphs.push({ key: 'slot.rules.jackpot', values });
    paragraphs.push({ key: 'slot.rules.jackpot.rtp', values });
  }
  paragraphs.push({ key: `slot.rules.volatility.${math.volatility}` });
  paragraphs.push({
    key: 'slot.rules.rtp',
    values: { rtp: ratioPercent(rtp.total, 2), hitRate },
  });
  paragraphs.push({
    key: 'slot.rules.stakes',
    values: { min: math.stakes.min, max: math.stakes.max, step: math.stakes.step },
  });
  paragraphs.push({ key: 'slot.rules.malfunction' });

  const runs = Array.from({ length: reels - minRun + 1 }, (_, i) => `slot.table.run${i + minRun}`);
  const tables: NonNullable<Rules['tables']> = [
    {
      title: 'slot.table.symbols',
      rows: math.symbols.map((s) => [s.id, s.name, `slot.tier.${s.tier}`, s.motif]),
    },
    {
      title: math.mode === 'lines' ? 'slot.table.linePays' : 'slot.table.wayPays',
      rows: [
        ['slot.table.symbol', ...runs],
        ...math.pays.map((pays, index) => [symbol(index), ...pays]),
        ...(math.wild.linePay > 0
          ? [[wild, ...runs.map((_, i) => (i === runs.length - 1 ? math.wild.linePay : 0))]]
          : []),
      ],
    },
  ];
  if (math.scatter) {
    tables.push({
      title: 'slot.table.scatterPays',
      rows: [
        ['slot.table.symbol', ...runs],
        [symbol(slot.scatter), ...math.scatter.pays],
      ],
    });
  }
  if (math.mode === 'lines') {
    tables.push({ title: 'slot.table.paylines', rows: slot.lines.map((line) => [...line]) });
  }
  tables.push({ title: 'slot.table.reels', rows: math.strips.map((strip) => strip.map(symbol)) });
  return { paragraphs, tables };
}
