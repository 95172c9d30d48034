import { type Arrangement, fouled, handOf, type Instant } from './arrange.ts';

/** Chi a seat wins from another (− when it loses): one per hand won, doubled when all three are. */
export const scoopChi = 6;

export interface Declared {
  arrangement: Arrangement;
  instant?: Instant;
}

/** A declared hand's three scores (back, middle, front), whether it is fouled, its instant hand. */
interface Scored {
  scores: number[];
  foul: boolean;
  instant: boolean;
}

const scored = (declared: Declared): Scored => {
  const { back, middle, front } = declared.arrangement;
  const scores = [back, middle, front].map((part) => handOf(part).score);
  return { scores, foul: fouled(declared.arrangement), instant: declared.instant !== undefined };
};

function chiOf(a: Scored, b: Scored): number {
  if (a.instant || b.instant) return a.instant && b.instant ? 0 : a.instant ? scoopChi : -scoopChi;
  if (a.foul || b.foul) return a.foul && b.foul ? 0 : a.foul ? -scoopChi : scoopChi;
  let won = 0;
  let lost = 0;
  for (let part = 0; part < 3; part++) {
    const diff = (a.scores[part] as number) - (b.scores[part] as number);
    if (diff > 0) won++;
    else if (diff < 0) lost++;
  }
  if (won === 3) return scoopChi;
  if (lost === 3) return -scoopChi;
  return won - lost;
}

/** What `a` wins from `b`, in chi. */
export const chiBetween = (a: Declared, b: Declared) => chiOf(scored(a), scored(b));

/** Each seat's total chi against every other seat. */
export function chiTotals(seats: readonly Declared[]): number[] {
  const all = seats.map(scored);
  return all.map((a, i) => all.reduce((sum, b, j) => (i === j ? sum : sum + chiOf(a, b)), 0));
}
