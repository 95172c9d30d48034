import type { StakeRange } from '../../engine/kind.ts';
import { type GameFamily, isSlotFamily, type Volatility } from './family.ts';
import type { ScratchMath } from './scratch/types.ts';
import type { SlotMath, SlotSymbol, SymbolTier, WildKind } from './slot/types.ts';

/**
 * The checked-in form of a game's math (data/slots/<VENDOR>.json): one object per game whose
 * values are short strings and numbers, so the file stays compact and reads as a table.
 * Slot: layout "5x3 lines 20" or "5x4 ways coins 50"; symbols "motif:tier …" (paying first,
 * then the wild and the scatter); strips "ABCA…/…" (letter = symbol index); pays "3 12 40/…"
 * (runs of 3 … reels per paying symbol); wild "plain", "expanding" or "multiplier 2", with
 * " line N" when a full line of wilds pays; scatter "pays 2 10 50 free 10 x2"; jackpot
 * "share 150 odds 2000000000"; stakes "min-max/step".
 * Scratch: prizes "multiple:tickets …" out of `tickets`; symbols "motif:tier" one per prize.
 */
export type GameRecord = Record<string, string | number>;
export type GameMath = SlotMath | ScratchMath;

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const encodeStakes = (stakes: StakeRange) => `${stakes.min}-${stakes.max}/${stakes.step}`;

function decodeStakes(text: string): StakeRange {
  const match = /^(\d+)-(\d+)\/(\d+)$/.exec(text);
  if (!match) throw new SyntaxError(`bad stakes ${text}`);
  return { min: Number(match[1]), max: Number(match[2]), step: Number(match[3]) };
}

const numbers = (text: string) => text.split(' ').map(Number);

export function encodeGame(math: GameMath): GameRecord {
  if (math.family === 'SCRATCH') {
    return {
      family: math.family,
      theme: math.theme,
      volatility: math.volatility,
      tickets: math.tickets,
      prizes: math.prizes.map((prize) => `${prize.multiple}:${prize.tickets}`).join(' '),
      symbols: math.prizes.map((prize) => `${prize.symbol.motif}:${prize.symbol.tier}`).join(' '),
      stakes: encodeStakes(math.stakes),
    };
  }
  const record: GameRecord = {
    family: math.family,
    theme: math.theme,
    volatility: math.volatility,
    layout:
      math.mode === 'lines'
        ? `${math.reels}x${math.rows} lines ${math.lines}`
        : `${math.reels}x${math.rows} ways coins ${math.coins}`,
    symbols: math.symbols.map((symbol) => `${symbol.motif}:${symbol.tier}`).join(' '),
    strips: math.strips.map((strip) => strip.map((symbol) => letters[symbol]).join('')).join('/'),
    pays: math.pays.map((pays) => pays.join(' ')).join('/'),
    wild:
      (math.wild.kind === 'multiplier' ? `multiplier ${math.wild.multiplier}` : math.wild.kind) +
      (math.wild.linePay > 0 ? ` line ${math.wild.linePay}` : ''),
  };
  if (math.scatter) {
    const { pays, freeSpins, multiplier } = math.scatter;
    record.scatter = `pays ${pays.join(' ')} free ${freeSpins} x${multiplier}`;
  }
  if (math.jackpot) record.jackpot = `share ${math.jackpot.shareBp} odds ${math.jackpot.odds}`;
  record.stakes = encodeStakes(math.stakes);
  return record;
}

const symbolOf = (motif: string, tier: SymbolTier): SlotSymbol => ({
  id: motif,
  name: `symbol.${motif}`,
  tier,
  motif,
});

function text(record: GameRecord, key: string): string {
  const value = record[key];
  if (typeof value !== 'string') throw new SyntaxError(`missing ${key}`);
  return value;
}

export function decodeGame(record: GameRecord): GameMath {
  const family = text(record, 'family') as GameFamily;
  const theme = text(record, 'theme');
  const volatility = text(record, 'volatility') as Volatility;
  const stakes = decodeStakes(text(record, 'stakes'));
  if (family === 'SCRATCH') {
    const symbols = text(record, 'symbols')
      .split(' ')
      .map((entry) => {
        const [motif = '', tier = ''] = entry.split(':');
        return symbolOf(motif, tier as SymbolTier);
      });
    return {
      family,
      theme,
      volatility,
      tickets: Number(record.tickets),
      prizes: text(record, 'prizes')
        .split(' ')
        .map((entry, index) => {
          const [multiple, tickets] = entry.split(':').map(Number);
          return {
            multiple: multiple as number,
            tickets: tickets as number,
            symbol: symbols[index] as SlotSymbol,
          };
        }),
      stakes,
    };
  }
  if (!isSlotFamily(family)) throw new SyntaxError(`unknown family ${family}`);
  const layout = /^(\d)x(\d) (lines (\d+)|ways coins (\d+))$/.exec(text(record, 'layout'));
  if (!layout) throw new SyntaxError(`bad layout ${record.layout}`);
  const lines = layout[4] ? Number(layout[4]) : 0;
  const wild = /^(plain|expanding|multiplier (\d+))( line (\d+))?$/.exec(text(record, 'wild'));
  if (!wild) throw new SyntaxError(`bad wild ${record.wild}`);
  const math: SlotMath = {
    family,
    theme,
    volatility,
    reels: Number(layout[1]),
    rows: Number(layout[2]),
    mode: lines ? 'lines' : 'ways',
    lines,
    coins: lines || Number(layout[5]),
    symbols: text(record, 'symbols')
      .split(' ')
      .map((entry) => {
        const [motif = '', tier = ''] = entry.split(':');
        return symbolOf(motif, tier as SymbolTier);
      }),
    strips: text(record, 'strips')
      .split('/')
      .map((strip) => [...strip].map((letter) => letters.indexOf(letter))),
    pays: text(record, 'pays').split('/').map(numbers),
    wild: {
      kind: (wild[2] ? 'multiplier' : wild[1]) as WildKind,
      multiplier: wild[2] ? Number(wild[2]) : 1,
      linePay: wild[4] ? Number(wild[4]) : 0,
    },
    stakes,
  };
  if (record.scatter !== undefined) {
    const scatter = /^pays ([\d ]+) free (\d+) x(\d+)$/.exec(text(record, 'scatter'));
    if (!scatter) throw new SyntaxError(`bad scatter ${record.scatter}`);
    math.scatter = {
      pays: numbers(scatter[1] as string),
      freeSpins: Number(scatter[2]),
      multiplier: Number(scatter[3]),
    };
  }
  if (record.jackpot !== undefined) {
    const jackpot = /^share (\d+) odds (\d+)$/.exec(text(record, 'jackpot'));
    if (!jackpot) throw new SyntaxError(`bad jackpot ${record.jackpot}`);
    math.jackpot = { shareBp: Number(jackpot[1]), odds: Number(jackpot[2]) };
  }
  return math;
}
