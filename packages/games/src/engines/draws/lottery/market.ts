import { type Ratio, ratio, sumRatios } from '../../../engine/ratio.ts';

/**
 * One bet of an e-lottery game (a "market"): what of the draw it reads, how many equally likely
 * draws give each value it reads, and what each value pays. Settling and the published RTP both
 * go through `look`, so the figure is the exact return of the code that pays.
 */

/** A value a bet reads from the draw: a number, a sum, "dragon", a count of hits. */
export type Key = string | number;

/** The numbers a bet asks the player to choose (`extra.picks`). */
export interface PickRule {
  count: number;
  /** Numbers a pick may name. */
  from: readonly number[];
  /** True when the order is part of the bet (a direct bet on places), else the picks are a set. */
  ordered: boolean;
}

export interface Market {
  /** The bet option id ("place:1:7", "any:3"). */
  id: string;
  label: string;
  labelValues?: Record<string, string | number>;
  picks?: PickRule;
  /** The value of the drawn numbers this bet is paid on, for the player's picks. */
  look(draw: readonly number[], picks: readonly number[]): Key;
  /** Every value of `look` with the number of equally likely draws giving it (the same for any valid picks). */
  space(): ReadonlyMap<Key, bigint>;
  /** Gross return in hundredths of the stake of each value that wins (stake included). */
  pays(): ReadonlyMap<Key, bigint>;
}

type Looked = Pick<Market, 'look' | 'space'>;
type Named = Pick<Market, 'id' | 'label' | 'labelValues' | 'picks'>;

/** A function computed on its first call only. */
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

function tally<T>(parts: Iterable<T>, classify: (part: T) => Key): Map<Key, bigint> {
  const ways = new Map<Key, bigint>();
  for (const part of parts) {
    const key = classify(part);
    ways.set(key, (ways.get(key) ?? 0n) + 1n);
  }
  return ways;
}

/**
 * A bet on part of the draw (a place, two places, three digits, the whole set): `parts` lists
 * that part's equally likely values, `read` takes it from a draw, `classify` says what the bet
 * sees in it. The space is counted with the picks `sample` (the same for any picks by symmetry).
 */
export function counted<T>(
  parts: () => Iterable<T>,
  read: (draw: readonly number[]) => T,
  classify: (part: T, picks: readonly number[]) => Key,
  sample: readonly number[] = [],
): Looked {
  return {
    look: (draw, picks) => classify(read(draw), picks),
    space: lazy(() => tally(parts(), (part) => classify(part, sample))),
  };
}

/** A bet paid on a value whose distribution is known in closed form (hits of a keno ticket). */
export function formula(look: Market['look'], ways: () => ReadonlyMap<Key, bigint>): Looked {
  return { look, space: lazy(ways) };
}

const totalOf = (space: ReadonlyMap<Key, bigint>) => [...space.values()].reduce((a, b) => a + b, 0n);

/** Gross hundredths of share × fair odds of `hits` in `of`, rounded down. */
export function sharedOdds(share: Ratio, hits: bigint, of: bigint): bigint {
  return (100n * share.num * of) / (share.den * hits);
}

/** One prize: every winning value pays the share of the fair odds of winning, floored to hundredths. */
export function onePrize(named: Named, looked: Looked, wins: (key: Key) => boolean, share: Ratio): Market {
  const pays = lazy(() => {
    const space = looked.space();
    const winning = [...space.keys()].filter(wins);
    const hits = winning.reduce((sum, key) => sum + (space.get(key) ?? 0n), 0n);
    if (hits === 0n) throw new RangeError(`${named.id} never wins`);
    const odds = sharedOdds(share, hits, totalOf(space));
    return new Map(winning.map((key) => [key, odds]));
  });
  return { ...named, ...looked, pays };
}

/**
 * A pay table (keno hits): `shape` gives each winning value's prize relative to the others; the
 * table is scaled so the bet returns the share, each prize floored to hundredths.
 */
export function prizeTable(
  named: Named,
  looked: Looked,
  shape: ReadonlyMap<Key, number>,
  share: Ratio,
): Market {
  const pays = lazy(() => {
    const space = looked.space();
    let weighted = 0n;
    for (const [key, weight] of shape) weighted += (space.get(key) ?? 0n) * BigInt(weight);
    const total = totalOf(space);
    return new Map(
      [...shape].map(([key, weight]) => [
        key,
        (100n * share.num * BigInt(weight) * total) / (share.den * weighted),
      ]),
    );
  });
  return { ...named, ...looked, pays };
}

/** The exact return of a bet per unit staked: Σ ways × pays / (100 × all ways). */
export function marketRtp(market: Market): Ratio {
  const space = market.space();
  const total = totalOf(space);
  const pays = market.pays();
  return sumRatios([...space].map(([key, ways]) => ratio(ways * (pays.get(key) ?? 0n), 100n * total)));
}

/** The one prize of a single-prize bet, as a ratio, or undefined for a pay table. */
export function singlePrize(market: Market): Ratio | undefined {
  const values = new Set(market.pays().values());
  const [only] = values;
  return values.size === 1 && only !== undefined ? ratio(only, 100n) : undefined;
}

/** A bet that wins or loses on a test of the part of the draw it reads (`counted`). */
export function hitOrMiss<T>(
  named: Named,
  parts: () => Iterable<T>,
  read: (draw: readonly number[]) => T,
  test: (part: T, picks: readonly number[]) => boolean,
  share: Ratio,
  sample: readonly number[] = [],
): Market {
  return onePrize(
    named,
    counted(parts, read, (part, picks) => (test(part, picks) ? 'hit' : 'miss'), sample),
    (key) => key === 'hit',
    share,
  );
}
