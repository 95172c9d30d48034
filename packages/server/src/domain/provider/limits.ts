import type { Queryable } from '../../db/database.ts';
import type { PlayMode } from '../../games/settlement.ts';

export interface BetForLimits {
  merchant: string;
  memberId: number;
  mode: PlayMode;
  /** Minor units the bet takes. */
  amount: bigint;
}

/**
 * The responsible-gaming hook of the provider wallet: called for every bet inside its database
 * transaction, after the bet is claimed and before any money moves (`db` is that transaction).
 * Answering true refuses the bet with RS_ERROR_LIMIT_REACHED and nothing of it is kept. There are
 * no limits yet: loss and deposit limits, cool-off and self-exclusion belong here.
 */
export async function refusedByResponsibleGaming(_db: Queryable, _bet: BetForLimits): Promise<boolean> {
  return false;
}
