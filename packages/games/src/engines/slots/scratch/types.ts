import type { StakeRange } from '../../../engine/kind.ts';
import type { Volatility } from '../family.ts';
import type { SlotSymbol } from '../slot/types.ts';

/** A ticket has this many cells; three showing the same prize win it. */
export const scratchCells = 9;
export const scratchMatch = 3;

export interface ScratchPrize {
  /** Times the ticket price. */
  multiple: number;
  /** Tickets (out of `ScratchMath.tickets`) that win this prize. */
  tickets: number;
  symbol: SlotSymbol;
}

/** A scratch card's math: prizes (cheapest first) with their exact chances, out of `tickets`. */
export interface ScratchMath {
  family: 'SCRATCH';
  theme: string;
  volatility: Volatility;
  tickets: number;
  prizes: ScratchPrize[];
  stakes: StakeRange;
}
