import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import type { PlayMode } from '../../games/settlement.ts';
import { walletCode } from '../games/wallets.ts';
import { guardStake } from '../responsible/guard.ts';

export interface BetForLimits {
  merchant: string;
  memberId: number;
  mode: PlayMode;
  /** Minor units the bet takes. */
  amount: bigint;
  now: number;
}

/**
 * The responsible-gaming check of the provider wallet (docs/responsible-gaming.md): called for
 * every bet inside its database transaction, after the bet is claimed and before any money moves
 * (`db` is that transaction, the member's wallet row already locked). Answers the refusal's status,
 * and nothing of the bet is kept: a break answers RS_ERROR_USER_DISABLED, a limit
 * RS_ERROR_LIMIT_REACHED. Free play is not limited.
 */
export async function refusedByResponsibleGaming(
  db: Queryable,
  bet: BetForLimits,
): Promise<'RS_ERROR_USER_DISABLED' | 'RS_ERROR_LIMIT_REACHED' | undefined> {
  if (bet.mode !== 'real') return undefined;
  try {
    await guardStake(db, { ...bet, wallet: walletCode(bet.memberId, 'real') }, bet.now);
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.errorName === 'rgTimeout' || error.errorName === 'rgExcluded'
      ? 'RS_ERROR_USER_DISABLED'
      : 'RS_ERROR_LIMIT_REACHED';
  }
}
