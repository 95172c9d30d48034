import { createRequire } from 'node:module';
import { decodeGame } from '../../engines/slots/codec.ts';
import { gameRecords } from '../../engines/slots/data.ts';
import { paylinesFor } from '../../engines/slots/slot/paylines.ts';

/** Fluent Emoji Flat (Microsoft, MIT): 32×32 flat drawings, read from the installed package. */
interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}
let iconSet: IconSet | undefined;
const icons = () => {
  iconSet ??= createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;
  return iconSet;
};

/** A motif's drawing as a data: URI (the page's CSP allows `img-src data:`), or undefined. */
export function motifArt(motif: string): string | undefined {
  const set = icons();
  const body = set.icons[motif]?.body ?? set.icons[set.aliases?.[motif]?.parent ?? '']?.body;
  if (!body) return undefined;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface SlotSymbolArt {
  id: string;
  tier: string;
  art?: string;
}

/**
 * What a slot page draws its machine from: the layout, the reel strips (so the reels spin
 * through the game's real symbols and stop where the round's stops say), the paylines and each
 * symbol's art and tier. Only the page's own game travels.
 */
export interface SlotBoot {
  reels: number;
  rows: number;
  mode: 'lines' | 'ways';
  paylines: (readonly number[])[];
  strips: string[][];
  symbols: SlotSymbolArt[];
}

export interface ScratchBoot {
  symbols: SlotSymbolArt[];
}

const cache = new Map<string, { slot?: SlotBoot; scratch?: ScratchBoot } | null>();

/** The machine of a slot or scratch game of the checked-in math; undefined for other games. */
export function slotBootFor(gameCode: string): { slot?: SlotBoot; scratch?: ScratchBoot } | undefined {
  let found = cache.get(gameCode);
  if (found === undefined) {
    const record = gameRecords().get(gameCode);
    found = record ? describe(decodeGame(record)) : null;
    cache.set(gameCode, found);
  }
  return found ?? undefined;
}

function describe(math: ReturnType<typeof decodeGame>): { slot?: SlotBoot; scratch?: ScratchBoot } {
  if ('prizes' in math)
    return {
      scratch: {
        symbols: math.prizes.map(({ symbol }) => ({
          id: symbol.id,
          tier: symbol.tier,
          art: motifArt(symbol.motif),
        })),
      },
    };
  const ids = math.symbols.map((symbol) => symbol.id);
  return {
    slot: {
      reels: math.reels,
      rows: math.rows,
      mode: math.mode,
      paylines: math.mode === 'lines' ? paylinesFor(math.reels, math.rows).slice(0, math.lines) : [],
      strips: math.strips.map((strip) => strip.map((index) => ids[index] ?? '')),
      symbols: math.symbols.map((symbol) => ({
        id: symbol.id,
        tier: symbol.tier,
        art: motifArt(symbol.motif),
      })),
    },
  };
}
