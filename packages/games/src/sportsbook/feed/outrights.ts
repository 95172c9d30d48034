import type { FinalScore } from '../markets/grade.ts';
import type { SportId } from './types.ts';

/*
 * A season's outright: the side with the most points after the round robin wins; sides level on
 * points share first place (a dead heat: no tie-breakers). Football gives 3 points a win and 1 a
 * draw, the other sports 2 a win and 1 a tie (cricket). Cancelled matches count for nobody.
 * The price is a seeded Monte Carlo of 4,000 seasons over the matches still to finish, each
 * drawn from its fair winner price (live matches at their live price): a side's fair chance is
 * its expected share of first place (1/k when k share it), so the shares add up to 1.
 */

export const outrightPaths = 4_000;

export const pointsFor = (sport: SportId) =>
  sport === 'football' ? { win: 3, draw: 1 } : { win: 2, draw: 1 };

/** Points of one finished match for its two sides. */
export function matchPoints(sport: SportId, score: FinalScore): [number, number] {
  const { win, draw } = pointsFor(sport);
  if (score.winner === 'home') return [win, 0];
  if (score.winner === 'away') return [0, win];
  return [draw, draw];
}

/** The sides sharing the most points. */
export function leaders(points: readonly number[]): number[] {
  const best = Math.max(...points);
  return points.flatMap((p, team) => (p === best ? [team] : []));
}

export interface OpenMatch {
  home: number;
  away: number;
  /** Fair chances of home, draw (0 when impossible) and away. */
  home_: number;
  draw: number;
}

/** Each side's expected share of first place. */
export function outrightShares(
  sport: SportId,
  points: readonly number[],
  open: readonly OpenMatch[],
  random: () => number,
  paths = outrightPaths,
): number[] {
  const { win, draw } = pointsFor(sport);
  const shares = new Array<number>(points.length).fill(0);
  const table = [...points];
  for (let path = 0; path < paths; path++) {
    for (let i = 0; i < points.length; i++) table[i] = points[i] as number;
    for (const match of open) {
      const u = random();
      if (u < match.home_) table[match.home] = (table[match.home] as number) + win;
      else if (u < match.home_ + match.draw) {
        table[match.home] = (table[match.home] as number) + draw;
        table[match.away] = (table[match.away] as number) + draw;
      } else table[match.away] = (table[match.away] as number) + win;
    }
    const top = leaders(table);
    for (const team of top) shares[team] = (shares[team] as number) + 1 / top.length / paths;
  }
  return shares;
}
