import type { GameKind } from '../../engine/kind.ts';
import { scratchConfigFor, slotConfigFor } from './data.ts';
import { createScratchKind } from './scratch/kind.ts';
import { createSlotKind } from './slot/kind.ts';

/** The slot (`slot`: VIDEO_SLOT, WAYS, CLASSIC, JACKPOT) and scratch card (`scratch`) kinds. */
export const slotKind = createSlotKind(slotConfigFor);
export const scratchKind = createScratchKind(scratchConfigFor);
export const slotKinds: GameKind[] = [slotKind, scratchKind];

export { createScratchKind } from './scratch/kind.ts';
export { createSlotKind } from './slot/kind.ts';
