import type { Ratio } from '../../../engine/ratio.ts';
import { exactShare } from './room.ts';

/** How a hand ends: the winners split the pot, or the seats settle points among themselves. */
export type Outcome =
  /** The pot, less the rake, goes to these seats in equal shares. */
  | { winners: number[] }
  /**
   * Points games (go-stop): minor units each seat wins (+) or pays (−), summing to 0; a seat pays
   * at most what it put in less its share of the rake. Every seat pays the rake on what it put in.
   */
  | { net: number[] };

export interface Settlement {
  pot: number;
  rake: number;
  /** Gross return of each seat, minor units: what it takes back of the pot. */
  paid: number[];
  winners: number[];
}

/** Seats in the order odd chips go: the seat after the button first. */
const fromButton = (seats: number[], button: number, count: number) =>
  [...seats].sort((a, b) => ((a - button - 1 + count) % count) - ((b - button - 1 + count) % count));

/**
 * Settles a hand: the house keeps exactly `rake` of the pot (every ante and bet is whole units of
 * 1.00, so the share is whole minor units). Winners split the rest; a share that does not divide
 * evenly leaves odd minor units, one each to the winners nearest the button's left, as at a poker
 * table, so no seat is favoured by its number.
 */
export function settle(put: readonly number[], outcome: Outcome, rake: Ratio, button: number): Settlement {
  const pot = put.reduce((sum, amount) => sum + amount, 0);
  if ('winners' in outcome) {
    const kept = exactShare(pot, rake);
    const winners = fromButton([...new Set(outcome.winners)], button, put.length);
    if (winners.length === 0) throw new RangeError('A pot needs a winner');
    const net = pot - kept;
    const share = Math.floor(net / winners.length);
    const paid = put.map(() => 0);
    winners.forEach((seat, i) => {
      paid[seat] = share + (i < net - share * winners.length ? 1 : 0);
    });
    return { pot, rake: kept, paid, winners: [...winners].sort((a, b) => a - b) };
  }
  if (outcome.net.reduce((sum, amount) => sum + amount, 0) !== 0)
    throw new RangeError('Points must sum to 0');
  let kept = 0;
  const paid = put.map((amount, seat) => {
    const fee = exactShare(amount, rake);
    kept += fee;
    const back = amount - fee + (outcome.net[seat] ?? 0);
    if (back < 0) throw new RangeError(`Seat ${seat} would pay more than it put in`);
    return back;
  });
  const winners = outcome.net.flatMap((amount, seat) => (amount > 0 ? [seat] : []));
  return { pot, rake: kept, paid, winners };
}

/** The seats whose score is `best` share the pot. */
export const winnersScoring = (scores: readonly number[], best: number): Outcome => ({
  winners: scores.flatMap((score, seat) => (score === best ? [seat] : [])),
});
