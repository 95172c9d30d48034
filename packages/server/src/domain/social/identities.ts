import { randomInt } from 'node:crypto';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { hashPassword } from '../../security/password.ts';
import { newToken } from '../../security/tokens.ts';
import { openWallet } from '../ledger.ts';
import { insertMember, type MemberRow, memberById, memberByUsername, memberType } from '../members.ts';
import type { ProviderUser } from './provider-http.ts';

/**
 * Provider accounts and members. Only an identity already linked logs in to its member; any other
 * creates a new member, even when its e-mail is a member's: providers vouch for e-mails unevenly,
 * so matching on one would hand an account to whoever can show that address at some provider.
 */

async function linkedMember(db: Queryable, merchant: string, provider: string, subject: string) {
  const rows = await db.query<MemberRow>(
    `SELECT m.* FROM social_identities i JOIN members m ON m.id = i.member_id
     WHERE i.merchant_code = $1 AND i.provider = $2 AND i.subject = $3`,
    [merchant, provider, subject],
  );
  return rows[0];
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Two letters of the provider and eight random ones: 10 characters, letter first (the username rule). */
async function freeUsername(db: Queryable, merchant: string, provider: string): Promise<string> {
  for (;;) {
    const tail = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
    const username = `${provider.slice(0, 2)}${tail}`;
    if (!(await memberByUsername(db, merchant, username))) return username;
  }
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** A new member account for a provider identity: generated username, a password nobody knows, a wallet. */
async function createMember(
  ctx: Context,
  merchant: string,
  provider: string,
  user: ProviderUser,
  ip: string,
): Promise<number> {
  const username = await freeUsername(ctx.db, merchant, provider);
  const passwordHash = await hashPassword(newToken(), ctx.config.passwordCost);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const id = await insertMember(tx, {
      merchant,
      username,
      passwordHash,
      customerType: memberType,
      now,
      ip,
      nickname: user.name,
    });
    await tx.query('UPDATE members SET social_provider = $2 WHERE id = $1', [id, provider]);
    await openWallet(tx, merchant, id);
    // The primary key makes a second sign-in racing this one fail here, and roll the member back.
    await tx.query(
      `INSERT INTO social_identities (merchant_code, provider, subject, member_id, email, name, created_at, last_login_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [merchant, provider, user.subject, id, user.email ?? null, user.name ?? null, now],
    );
    return id;
  });
}

/** The member of a provider identity: the linked one, else a new account linked to it. */
export async function memberForIdentity(
  ctx: Context,
  merchant: string,
  provider: string,
  user: ProviderUser,
  ip: string,
): Promise<MemberRow> {
  const linked = await linkedMember(ctx.db, merchant, provider, user.subject);
  if (linked) {
    await ctx.db.query(
      `UPDATE social_identities SET last_login_at = $4, email = $5, name = $6
       WHERE merchant_code = $1 AND provider = $2 AND subject = $3`,
      [merchant, provider, user.subject, ctx.clock.now(), user.email ?? null, user.name ?? null],
    );
    return linked;
  }
  try {
    const id = await createMember(ctx, merchant, provider, user, ip);
    const member = await memberById(ctx.db, id);
    if (!member) throw new Error('Social member vanished');
    return member;
  } catch (error) {
    const raced = isUniqueViolation(error)
      ? await linkedMember(ctx.db, merchant, provider, user.subject)
      : undefined;
    if (raced) return raced;
    throw error;
  }
}
