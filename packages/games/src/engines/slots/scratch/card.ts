import type { Rng } from '../../../engine/rng.ts';
import { shuffle } from '../../../engine/rng.ts';
import { type ScratchMath, scratchCells, scratchMatch } from './types.ts';

/** A scratch game ready to play: the prize table's cumulative tickets, for one draw per ticket. */
export interface PreparedScratch {
  gameCode: string;
  math: ScratchMath;
  /** cumulative[i]: tickets winning prize 0 … i. */
  cumulative: number[];
}

export function prepareScratch(gameCode: string, math: ScratchMath): PreparedScratch {
  // A losing card shows every prize at most twice: it needs 5 prizes for 9 cells.
  if (math.prizes.length * (scratchMatch - 1) < scratchCells)
    throw new RangeError(`${gameCode}: too few prizes`);
  const cumulative: number[] = [];
  let sum = 0;
  for (const prize of math.prizes) {
    if (!(Number.isSafeInteger(prize.tickets) && prize.tickets >= 0 && prize.multiple >= 1))
      throw new RangeError(`${gameCode}: bad prize`);
    sum += prize.tickets;
    cumulative.push(sum);
  }
  if (sum > math.tickets || math.tickets > 2 ** 32) throw new RangeError(`${gameCode}: bad ticket count`);
  return { gameCode, math, cumulative };
}

export interface ScratchCell {
  symbol: string;
  /** Times the ticket price. */
  multiple: number;
}

export interface ScratchCard {
  cells: ScratchCell[];
  /** Index of the prize won (into the prize table), or −1. */
  prize: number;
  /** Times the ticket price won (0 when none). */
  multiple: number;
}

/**
 * One ticket: the prize is drawn first, from the table (rng.int(tickets) against the cumulative
 * counts), so its chances are exactly the published ones; the card is then laid out to show it:
 * the prize won three times and every other prize at most twice, in shuffled cells.
 */
export function drawCard(scratch: PreparedScratch, rng: Rng): ScratchCard {
  const { math, cumulative } = scratch;
  const draw = rng.int(math.tickets);
  let prize = cumulative.findIndex((upTo) => draw < upTo);
  const levels: number[] = [];
  const shown = new Array<number>(math.prizes.length).fill(0);
  if (prize >= 0) {
    for (let i = 0; i < scratchMatch; i++) levels.push(prize);
    shown[prize] = scratchMatch;
  } else prize = -1;
  // Prizes that may still show once more (fewer than two so far), drawn uniformly.
  const open: number[] = [];
  for (let level = 0; level < shown.length; level++) if (level !== prize) open.push(level);
  while (levels.length < scratchCells) {
    const at = rng.int(open.length);
    const level = open[at] as number;
    levels.push(level);
    shown[level] = (shown[level] as number) + 1;
    if (shown[level] === scratchMatch - 1) {
      open[at] = open[open.length - 1] as number;
      open.pop();
    }
  }
  shuffle(rng, levels);
  const cells = levels.map((level) => {
    const entry = math.prizes[level];
    return { symbol: entry?.symbol.id ?? '', multiple: entry?.multiple ?? 0 };
  });
  return { cells, prize, multiple: prize >= 0 ? (math.prizes[prize]?.multiple ?? 0) : 0 };
}
