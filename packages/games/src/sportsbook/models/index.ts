import type { SportId } from '../feed/types.ts';
import { basketball } from './basketball.ts';
import { cricket } from './cricket.ts';
import { football } from './football.ts';
import { arena, badminton, cards, moba, shooter, tableTennis, tennis, volleyball } from './rally.ts';
import type { MatchModel } from './types.ts';

/** The match model of every sport. */
export const models: Record<SportId, MatchModel> = {
  football,
  basketball,
  tennis,
  badminton,
  volleyball,
  cricket,
  'table-tennis': tableTennis,
  moba,
  shooter,
  arena,
  cards,
} as Record<SportId, MatchModel>;

/** Sports whose match can end level (the winner market has a draw). */
export const drawSports: ReadonlySet<SportId> = new Set(['football']);
