import type { EventResult } from '../feed/types.ts';
import { type Grade, gradeOutright, gradeSelection } from '../markets/grade.ts';
import { parseMarketId } from '../markets/spec.ts';
import { drawSports } from '../models/index.ts';
import type { BetLeg } from '../store/types.ts';

/** How a leg came out against its event's result: a cancelled event voids it. */
export function gradeLeg(leg: BetLeg, result: EventResult): Grade {
  if (result.cancelled) return { outcome: 'void' };
  if (leg.marketId === 'outright') return gradeOutright(leg.selectionId, result.winners ?? []);
  const spec = parseMarketId(leg.marketId, drawSports.has(leg.sport));
  if (!spec || !result.score) return { outcome: 'void' };
  return gradeSelection(spec, leg.selectionId, result.score);
}
