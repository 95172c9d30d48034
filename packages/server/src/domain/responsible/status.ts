import type { ResponsibleStatus } from '@playsite/api/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { activeBreak } from './breaks.ts';
import { playFigures } from './figures.ts';
import { limitsOf } from './limits.ts';
import type { JurisdictionProfile } from './profiles.ts';

export interface RgMember {
  merchant: string;
  memberId: number;
  /** Hash of the caller's session token: its start is the start of "this session". */
  tokenHash: string;
}

async function sessionStartOf(db: Queryable, tokenHash: string, fallback: number): Promise<number> {
  const [row] = await db.query<{ created_at: bigint }>(
    'SELECT created_at FROM sessions WHERE token_hash = $1',
    [tokenHash],
  );
  return row ? Number(row.created_at) : fallback;
}

/** The member's settings, limits, break and this session's figures, as the member centre shows them. */
export async function responsibleStatus(
  db: Queryable,
  member: RgMember,
  profile: JurisdictionProfile,
  now: number,
): Promise<ResponsibleStatus> {
  const limits = await limitsOf(db, member.memberId, now);
  const [settings] = await db.query<{
    reality_check_minutes: number | null;
    deposit_prompt_answered_at: bigint | null;
  }>('SELECT reality_check_minutes, deposit_prompt_answered_at FROM rg_members WHERE member_id = $1', [
    member.memberId,
  ]);
  const deposits = await db.query('SELECT 1 FROM deposits WHERE member_id = $1 LIMIT 1', [member.memberId]);
  const hasDepositLimit = limits.some((limit) => limit.kind === 'deposit' && limit.amount !== null);
  const startedAt = await sessionStartOf(db, member.tokenHash, now);
  const { session } = await playFigures(db, member.memberId, { session: startedAt });
  const found = await activeBreak(db, member.merchant, member.memberId, now);
  return {
    jurisdiction: profile.jurisdiction,
    coolingHours: profile.coolingMs / 3_600_000,
    promptDepositLimit:
      profile.promptDepositLimit &&
      !hasDepositLimit &&
      !deposits.length &&
      !settings?.deposit_prompt_answered_at,
    showSessionFigures: profile.showSessionFigures,
    limits: limits.map((limit) => ({
      kind: limit.kind,
      period: limit.period,
      amount: limit.amount === null ? null : Number(limit.amount),
      pending: limit.pending
        ? {
            amount: limit.pending.amount === null ? null : Number(limit.pending.amount),
            effectiveAt: limit.pending.effectiveAt,
          }
        : null,
    })),
    activeBreak: found ?? null,
    realityCheckMinutes: settings?.reality_check_minutes ?? profile.realityCheckDefaultMinutes,
    session: { startedAt, wagered: Number(session.wagered), net: Number(-session.lost) },
  };
}

/** Saves the member's own settings row (reality-check interval, first-deposit prompt answered). */
export async function saveSettings(
  db: Database,
  member: RgMember,
  change: { realityCheckMinutes?: number | null; depositPromptAnswered?: boolean },
  now: number,
): Promise<void> {
  await db.query(
    `INSERT INTO rg_members (member_id, merchant_code, reality_check_minutes, deposit_prompt_answered_at, updated_at)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id) DO UPDATE SET
       reality_check_minutes = CASE WHEN $6 THEN EXCLUDED.reality_check_minutes ELSE rg_members.reality_check_minutes END,
       deposit_prompt_answered_at = coalesce(rg_members.deposit_prompt_answered_at, EXCLUDED.deposit_prompt_answered_at),
       updated_at = EXCLUDED.updated_at`,
    [
      member.memberId,
      member.merchant,
      change.realityCheckMinutes ?? null,
      change.depositPromptAnswered ? now : null,
      now,
      change.realityCheckMinutes !== undefined,
    ],
  );
}
