import type { AgentRegisterRequest } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import { ApiError, fail } from '../../errors.ts';
import { hashPassword } from '../../security/password.ts';
import { newToken } from '../../security/tokens.ts';
import { openWallet } from '../ledger.ts';
import { insertMember, memberById, memberByUsername, memberType } from '../members.ts';
import { fieldMatches } from '../register-rules.ts';
import { getSetting } from '../settings.ts';

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * The register centre: an agent opens an account directly in its own downline, a member or an
 * agent of its own type (with a fresh affiliate code). Username and password follow the brand's
 * register field rules, as a self-registration does.
 */
export async function registerDownline(
  ctx: Context,
  merchant: string,
  agentId: number,
  input: AgentRegisterRequest,
  ip: string,
) {
  const settings = await getSetting(ctx.db, merchant, 'register');
  const username = input.username.trim();
  const invalid = (['username', 'password'] as const).filter((field) => {
    const setting = settings[field];
    return setting ? !fieldMatches(setting, field === 'username' ? username : input.password) : false;
  });
  if (invalid.length > 0) fail('fieldInvalid', invalid.join(','), { fields: invalid });
  if (input.confirmPassword !== input.password) fail('passwordMismatch');
  if (await memberByUsername(ctx.db, merchant, username)) fail('usernameTaken');
  const agent = await memberById(ctx.db, agentId);
  const customerType = input.accountType === 'agent' ? (agent?.customer_type ?? memberType) : memberType;
  const passwordHash = await hashPassword(input.password, ctx.config.passwordCost);
  try {
    const memberId = await ctx.db.transaction(async (tx) => {
      const id = await insertMember(tx, {
        merchant,
        username,
        passwordHash,
        customerType,
        now: ctx.clock.now(),
        ip,
        uplineId: agentId,
        affiliateCode:
          customerType === memberType
            ? undefined
            : `A${newToken()
                .replace(/[^A-Za-z0-9]/g, '')
                .slice(0, 9)
                .toUpperCase()}`,
      });
      await openWallet(tx, merchant, id);
      return id;
    });
    return { memberId, account: username, customerType };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('usernameTaken');
    throw error;
  }
}
