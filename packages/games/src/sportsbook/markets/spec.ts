/**
 * The markets the book offers, as data. A market's id says everything settlement needs (kind,
 * measure, line), so a bet keeps only ids: `winner`, `handicap:goals:-0.25`, `total:games:21.5`,
 * `btts`, `correct-score:goals:4`, `correct-score:sets`, `outright`.
 */

/** What a handicap, total or correct score counts: goals, points, games, sets, maps, runs … */
export type Measure = string;

export type MarketSpec =
  /** Who wins: home / draw / away when a draw is possible, else home / away (a tie: dead heat). */
  | { kind: 'winner'; draw: boolean }
  /** Asian handicap: `line` is added to the home side's measure (quarter lines split the stake). */
  | { kind: 'handicap'; measure: Measure; line: number }
  /** Over / under `line` of the two sides' measure added up (quarter lines split the stake). */
  | { kind: 'total'; measure: Measure; line: number }
  /** Both teams to score (football): yes / no. */
  | { kind: 'btts' }
  /**
   * The final measure exactly: `h-a` for every score with both sides ≤ `max`, and `other` (either
   * side above `max`). Without `max` every possible score is a selection (sets, maps).
   */
  | { kind: 'correct-score'; measure: Measure; max?: number }
  /** Winner of a league's season, by points; teams level on top share it (dead heat). */
  | { kind: 'outright' };

export function marketId(spec: MarketSpec): string {
  switch (spec.kind) {
    case 'winner':
      return 'winner';
    case 'handicap':
    case 'total':
      return `${spec.kind}:${spec.measure}:${spec.line}`;
    case 'btts':
      return 'btts';
    case 'correct-score':
      return spec.max === undefined
        ? `correct-score:${spec.measure}`
        : `correct-score:${spec.measure}:${spec.max}`;
    case 'outright':
      return 'outright';
  }
}

const isLine = (line: number, allowNegative: boolean) =>
  Number.isFinite(line) && Number.isInteger(line * 4) && Math.abs(line) <= 500 && (allowNegative || line > 0);

/** The spec of a market id, or undefined when the id is not one the book makes. */
export function parseMarketId(id: string, draw: boolean): MarketSpec | undefined {
  const [kind, measure, value, ...rest] = id.split(':');
  if (rest.length > 0) return undefined;
  if (kind === 'winner' && measure === undefined) return { kind, draw };
  if (kind === 'btts' && measure === undefined) return { kind };
  if (kind === 'outright' && measure === undefined) return { kind };
  if (!measure || !/^[a-z]+$/.test(measure)) return undefined;
  if ((kind === 'handicap' || kind === 'total') && value !== undefined) {
    const line = Number(value);
    return isLine(line, kind === 'handicap') && String(line) === value ? { kind, measure, line } : undefined;
  }
  if (kind === 'correct-score') {
    if (value === undefined) return { kind, measure };
    const max = Number(value);
    return Number.isInteger(max) && max > 0 && max < 20 && String(max) === value
      ? { kind, measure, max }
      : undefined;
  }
  return undefined;
}

/** A quarter line (±0.25, ±0.75 …) splits the stake over the two half lines next to it. */
export const isQuarterLine = (line: number) => Math.abs((line * 4) % 2) === 1;

/** The selection ids of a market; correct scores need the possible scores of a race format. */
export function selectionIds(
  spec: MarketSpec,
  possibleScores?: readonly (readonly [number, number])[],
): string[] {
  switch (spec.kind) {
    case 'winner':
      return spec.draw ? ['home', 'draw', 'away'] : ['home', 'away'];
    case 'handicap':
      return ['home', 'away'];
    case 'total':
      return ['over', 'under'];
    case 'btts':
      return ['yes', 'no'];
    case 'correct-score': {
      if (spec.max === undefined) return (possibleScores ?? []).map(([h, a]) => `${h}-${a}`);
      const ids: string[] = [];
      for (let h = 0; h <= spec.max; h++) for (let a = 0; a <= spec.max; a++) ids.push(`${h}-${a}`);
      return [...ids, 'other'];
    }
    case 'outright':
      return [];
  }
}
