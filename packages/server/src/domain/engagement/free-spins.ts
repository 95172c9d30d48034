import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import { cryptoRng, type Rng } from '../../games/rng.ts';
import { roundIdOf } from '../../games/settlement.ts';
import { spinSlot } from '../../games/slot.ts';
import type { Player } from '../games/play.ts';
import { accountBalance } from '../games/wallets.ts';
import type { PlayRound } from '../games/wire.ts';
import { grantOrHoldBonus } from './bonuses.ts';

/*
 * Free spins on the demo slot (migration 021): granted when the operator approves a points-mall
 * reward of kind freeSpins, played from the slot page. The house pays each spin's stake, so no
 * wallet money moves for it and it is no valid bet; a win is a bonus (grantOrHoldBonus, source
 * 'freeSpin', one per spin) with the reward's turnover rule.
 */

export interface FreeSpinGrant {
  merchant: string;
  memberId: number;
  /** What granted them and which one: granted once per pair. */
  source: string;
  sourceRef: string;
  title: string;
  spins: number;
  /** Minor units the house stakes on each spin. */
  stake: bigint;
  turnoverMultiple: number;
}

/** Grants free spins inside the caller's transaction; a repeated (source, sourceRef) grants nothing more. */
export async function grantFreeSpins(ctx: Context, tx: Queryable, grant: FreeSpinGrant) {
  if (grant.spins <= 0) throw new RangeError('Free spins must be positive');
  await tx.query(
    `INSERT INTO free_spin_grants (merchant_code, member_id, source, source_ref, title, spins, stake, turnover_multiple, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (merchant_code, source, source_ref) DO NOTHING`,
    [
      grant.merchant,
      grant.memberId,
      grant.source,
      grant.sourceRef,
      grant.title,
      grant.spins,
      grant.stake,
      grant.turnoverMultiple,
      ctx.clock.now(),
    ],
  );
}

/** Free spins a member has left (all grants of the brand). */
export async function freeSpinsLeft(db: Queryable, merchant: string, memberId: number): Promise<number> {
  const rows = await db.query<{ left: bigint }>(
    `SELECT coalesce(sum(spins - used), 0)::bigint AS left FROM free_spin_grants
     WHERE merchant_code = $1 AND member_id = $2 AND used < spins`,
    [merchant, memberId],
  );
  return Number(rows[0]?.left ?? 0n);
}

interface FreeSpinRow {
  round_id: string;
  stake: bigint;
  win: bigint;
  outcome: unknown;
  balance_after: bigint;
  played_at: bigint;
}

/** A played free spin as the slot page's round: a settled round marked `bet.freeSpin`. */
function roundOfSpin(row: FreeSpinRow): PlayRound {
  const placedAt = Number(row.played_at);
  return {
    roundId: row.round_id,
    stake: Number(row.stake),
    win: Number(row.win),
    balanceBefore: Number(row.balance_after - row.win),
    balanceAfter: Number(row.balance_after),
    status: 'settled',
    placedAt,
    settledAt: placedAt,
    bet: { freeSpin: true },
    outcome: row.outcome,
  };
}

async function playedSpin(db: Queryable, roundId: string) {
  const rows = await db.query<FreeSpinRow>('SELECT * FROM free_spins WHERE round_id = $1', [roundId]);
  return rows[0];
}

/**
 * One free spin of the slot page's player, idempotent by request id. In one transaction: the
 * member's grants with spins left are locked (so concurrent spins queue here and none can take a
 * spin another took), a retry of the same request answers its stored spin, one spin is taken by a
 * guarded UPDATE, the reels spin at the grant's stake, a win is credited as a bonus and the spin is
 * stored. Free play (demo credit) has no free spins.
 */
export async function playFreeSpin(
  ctx: Context,
  player: Player,
  input: { requestId: string },
  rng: Rng = cryptoRng,
): Promise<{ round: PlayRound; freeSpins: number }> {
  const { ticket, game } = player;
  if (ticket.mode !== 'real') return fail('gameFreeSpinsNone');
  const roundId = `${roundIdOf(ticket.memberId, game.nodeId, input.requestId)}:free`;
  const round = await ctx.db.transaction(async (tx) => {
    const grants = await tx.query<{ id: number; stake: bigint; title: string; turnover_multiple: number }>(
      `SELECT id, stake, title, turnover_multiple FROM free_spin_grants
       WHERE merchant_code = $1 AND member_id = $2 AND used < spins ORDER BY id FOR UPDATE`,
      [ticket.merchant, ticket.memberId],
    );
    const stored = await playedSpin(tx, roundId);
    if (stored) return roundOfSpin(stored);
    const grant = grants[0] ?? fail('gameFreeSpinsNone');
    const taken = await tx.query(
      'UPDATE free_spin_grants SET used = used + 1 WHERE id = $1 AND used < spins RETURNING used',
      [grant.id],
    );
    if (!taken[0]) return fail('gameFreeSpinsNone');
    const spin = spinSlot({ stake: grant.stake, rng });
    const outcome = {
      stops: spin.stops,
      window: spin.window,
      lineWins: spin.lineWins.map((line) => ({ ...line, win: Number(line.win) })),
    };
    if (spin.win > 0n) {
      // Quiet: a member without the brand's verification hears it once, not after every spin.
      await grantOrHoldBonus(
        ctx,
        tx,
        {
          merchant: ticket.merchant,
          memberId: ticket.memberId,
          source: 'freeSpin',
          sourceRef: roundId,
          title: `${grant.title}: ${game.gameName}`,
          amount: spin.win,
          turnoverMultiple: grant.turnover_multiple,
        },
        { quiet: true },
      );
    }
    const balance = await accountBalance(tx, ticket.merchant, player.wallet);
    const rows = await tx.query<FreeSpinRow>(
      `INSERT INTO free_spins (round_id, grant_id, member_id, node_id, stake, win, outcome, balance_after, played_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        roundId,
        grant.id,
        ticket.memberId,
        game.nodeId,
        grant.stake,
        spin.win,
        JSON.stringify(outcome),
        balance,
        ctx.clock.now(),
      ],
    );
    return roundOfSpin(rows[0] ?? fail('internal'));
  });
  return { round, freeSpins: await freeSpinsLeft(ctx.db, ticket.merchant, ticket.memberId) };
}
