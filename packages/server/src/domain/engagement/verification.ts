import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { type BonusVerification, getSetting } from '../settings.ts';

/* Bonus verification (issue 20, item 3; docs/security.md § Bonus verification): the brand names
 * what a member must have proved with a code before any bonus is credited. grantBonus asks here
 * on every path that pays one. */

/** The brand's requirement; `none` where the security setting predates it. */
export async function bonusVerificationOf(db: Queryable, merchant: string): Promise<BonusVerification> {
  return (await getSetting(db, merchant, 'security')).bonusVerification ?? 'none';
}

interface ContactProof {
  mobile_num: string | null;
  mobile_verified_at: bigint | null;
  email: string | null;
  email_verified_at: bigint | null;
}

/** What the member still has to verify before a bonus may be credited, or undefined when nothing. */
export async function missingVerification(
  db: Queryable,
  merchant: string,
  memberId: number,
): Promise<Exclude<BonusVerification, 'none'> | undefined> {
  // Read through `db`: inside a transaction, PGlite's one connection serves nothing else.
  const need = await bonusVerificationOf(db, merchant);
  if (need === 'none') return undefined;
  const rows = await db.query<ContactProof>(
    'SELECT mobile_num, mobile_verified_at, email, email_verified_at FROM members WHERE id = $1',
    [memberId],
  );
  const member = rows[0];
  const proved =
    need === 'mobile'
      ? member?.mobile_num && member.mobile_verified_at !== null
      : member?.email && member.email_verified_at !== null;
  return proved ? undefined : need;
}

/**
 * Refuses (before anything is spent) a member's request that would credit a bonus while the
 * brand's verification is missing: `bonus.verification.mobile.required` or `…email…`, with
 * `value: { verification }`.
 */
export async function requireBonusVerification(db: Queryable, merchant: string, memberId: number) {
  const need = await missingVerification(db, merchant, memberId);
  if (need === 'mobile') fail('bonusMobileRequired', undefined, { verification: need });
  if (need === 'email') fail('bonusEmailRequired', undefined, { verification: need });
}

/** The member proved the bound number (or address) with a code just now. */
export async function markContactVerified(
  ctx: Context,
  db: Queryable,
  memberId: number,
  contact: 'mobile' | 'email',
) {
  const column = contact === 'mobile' ? 'mobile_verified_at' : 'email_verified_at';
  await db.query(`UPDATE members SET ${column} = $2 WHERE id = $1`, [memberId, ctx.clock.now()]);
}
