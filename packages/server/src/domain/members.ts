import type { Queryable } from '../db/database.ts';

export const memberType = 0;
export const trialType = 4;
export const agentTypes = [1, 2, 41, 42] as const;

export interface MemberRow {
  id: number;
  merchant_code: string;
  username: string;
  password_hash: string;
  password_changed_at: bigint;
  password_must_change: boolean;
  /** A temporary password sent by e-mail, usable until it expires (then it becomes the password). */
  temp_password_hash: string | null;
  temp_password_expires_at: bigint | null;
  customer_type: number;
  nickname: string | null;
  email: string | null;
  dialing_code: string | null;
  mobile_num: string | null;
  /** When the bound number / address was last proved with a code (null: never). */
  mobile_verified_at: bigint | null;
  email_verified_at: bigint | null;
  upline_id: number | null;
  affiliate_code: string | null;
  avatar: string;
  avatar_type: string;
  club_label: { labelName: string; rankLevel: number } | null;
  member_label: string[];
  created_at: bigint;
  last_login_at: bigint | null;
}

export const usernameKey = (username: string) => username.trim().toLowerCase();

export async function memberByUsername(db: Queryable, merchant: string, username: string) {
  const rows = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant_code = $1 AND username_key = $2',
    [merchant, usernameKey(username)],
  );
  return rows[0];
}

export async function memberById(db: Queryable, id: number) {
  return (await db.query<MemberRow>('SELECT * FROM members WHERE id = $1', [id]))[0];
}

export async function memberByPhone(db: Queryable, merchant: string, dialingCode: string, mobileNum: string) {
  const rows = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant_code = $1 AND dialing_code = $2 AND mobile_num = $3',
    [merchant, dialingCode, mobileNum],
  );
  return rows[0];
}

export async function agentByAffiliateCode(db: Queryable, merchant: string, code: string) {
  const rows = await db.query<MemberRow>(
    'SELECT * FROM members WHERE merchant_code = $1 AND affiliate_code = $2 AND customer_type = ANY($3)',
    [merchant, code.trim(), [...agentTypes]],
  );
  return rows[0];
}

export interface NewMember {
  merchant: string;
  username: string;
  passwordHash: string;
  customerType: number;
  now: number;
  ip: string;
  nickname?: string | undefined;
  email?: string | undefined;
  dialingCode?: string | undefined;
  mobileNum?: string | undefined;
  uplineId?: number | undefined;
  affiliateCode?: string | undefined;
  clubLabel?: { labelName: string; rankLevel: number } | undefined;
  profile?: Record<string, string> | undefined;
  mustChangePassword?: boolean;
}

export async function insertMember(db: Queryable, member: NewMember): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, username, username_key, password_hash, password_changed_at,
       password_must_change, customer_type, nickname, email, dialing_code, mobile_num, upline_id,
       affiliate_code, club_label, profile, reg_ip, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $5) RETURNING id`,
    [
      member.merchant,
      member.username.trim(),
      usernameKey(member.username),
      member.passwordHash,
      member.now,
      member.mustChangePassword ?? false,
      member.customerType,
      member.nickname ?? null,
      member.email ?? null,
      member.dialingCode ?? null,
      member.mobileNum ?? null,
      member.uplineId ?? null,
      member.affiliateCode ?? null,
      member.clubLabel ? JSON.stringify(member.clubLabel) : null,
      JSON.stringify(member.profile ?? {}),
      member.ip,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('Member insert returned nothing');
  await db.query('INSERT INTO known_ips VALUES ($1, $2, $3, $3) ON CONFLICT DO NOTHING', [
    row.id,
    member.ip,
    member.now,
  ]);
  return row.id;
}

/** "+63 917****567": dialing code, first 3 and last 3 digits. */
export function maskMobile(dialingCode: string | null, mobileNum: string | null): string {
  if (!mobileNum) return '';
  const visible = mobileNum.length > 6 ? `${mobileNum.slice(0, 3)}****${mobileNum.slice(-3)}` : '****';
  return dialingCode ? `${dialingCode} ${visible}` : visible;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/** What member info shows of the member's bound number and address. */
export const boundContacts = (member: MemberRow) => ({
  mobile: maskMobile(member.dialing_code, member.mobile_num) || null,
  email: maskEmail(member.email),
});
