import { fail } from '../errors.ts';
import { verifyPassword } from '../security/password.ts';
import type { MemberRow } from './members.ts';

/** The platform's default weak pattern: digits counting up from 1 (123456, 1234567, …). */
export const isDefaultWeakPattern = (password: string) =>
  password.length >= 6 && '1234567890'.startsWith(password);

/**
 * A new password may not be the username, the default weak pattern, or the current password.
 * `compareWithCurrent` checks the stored hash (when the caller did not type the old password).
 */
export async function checkNewPassword(member: MemberRow, password: string, compareWithCurrent: boolean) {
  if (
    password.trim().toLowerCase() === member.username.trim().toLowerCase() ||
    isDefaultWeakPattern(password)
  )
    fail('fieldInvalid', 'newPassword', { fields: ['newPassword'] });
  if (compareWithCurrent && (await verifyPassword(password, member.password_hash))) fail('passwordSame');
}
