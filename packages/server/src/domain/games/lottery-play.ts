import type { LottoDraw } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import {
  type DrawSlot,
  drawLottery,
  isOpenForBets,
  type LotteryBetTypeCode,
  type LotteryDraw,
  type LotteryGameDef,
  lotteryGame,
  lotteryGames,
  nextDraw,
  pastDraws,
  settleLotteryBet,
  toLottoDraw,
  validateLotteryBet,
} from '../../games/lottery.ts';
import { cryptoRng, type Rng } from '../../games/rng.ts';
import { checkStake, newRound, type Player, retriedRound } from './play.ts';
import { placeRound, type Round, settleRound } from './rounds.ts';
import type { LotteryBetRequest } from './wire.ts';

/** Past draws stored for each lottery when the server starts, so the lobby has results at once. */
export const backfillDraws = 3;

interface DrawRow {
  game_code: string;
  numero: string;
  draw_time: bigint;
  style: LotteryDraw['style'];
  prizes: LotteryDraw['prizes'];
}

const drawOf = (row: DrawRow): LotteryDraw => ({
  gameCode: row.game_code,
  style: row.style,
  numero: row.numero,
  drawTime: Number(row.draw_time),
  prizes: row.prizes,
});

/** Latest draw time stored per game, per database: a tick only writes the draws that fell due. */
const ensured = new WeakMap<Database, Map<string, number>>();

/**
 * Stores every due draw once (the last `backfill` of each lottery), in one statement; a draw
 * already stored keeps its numbers.
 */
export async function storeDueDraws(
  ctx: Context,
  rng: Rng = cryptoRng,
  backfill = backfillDraws,
): Promise<number> {
  const now = ctx.clock.now();
  const known = ensured.get(ctx.db) ?? new Map<string, number>();
  ensured.set(ctx.db, known);
  const draws: LotteryDraw[] = [];
  for (const game of lotteryGames) {
    const last = known.get(game.gameCode) ?? 0;
    for (const slot of pastDraws(game, now, backfill)) {
      if (slot.drawTime > last) draws.push(drawLottery(game, slot, rng));
    }
    known.set(game.gameCode, Math.max(last, pastDraws(game, now, 1)[0]?.drawTime ?? 0));
  }
  if (draws.length === 0) return 0;
  const params: unknown[] = [];
  const values = draws.map((draw, i) => {
    params.push(draw.gameCode, draw.numero, draw.drawTime, draw.style, JSON.stringify(draw.prizes));
    const at = i * 5;
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5})`;
  });
  await ctx.db.query(
    `INSERT INTO lottery_draws (game_code, numero, draw_time, style, prizes) VALUES ${values.join(', ')}
     ON CONFLICT (game_code, numero) DO NOTHING`,
    params,
  );
  return draws.length;
}

export async function storedDraw(db: Queryable, gameCode: string, numero: string) {
  const rows = await db.query<DrawRow>('SELECT * FROM lottery_draws WHERE game_code = $1 AND numero = $2', [
    gameCode,
    numero,
  ]);
  return rows[0] ? drawOf(rows[0]) : undefined;
}

/** The draw of a numero: the stored one, or drawn now (once) when it is due. */
export async function drawFor(
  ctx: Context,
  game: LotteryGameDef,
  slot: DrawSlot,
  rng: Rng = cryptoRng,
): Promise<LotteryDraw | undefined> {
  const stored = await storedDraw(ctx.db, game.gameCode, slot.numero);
  if (stored || ctx.clock.now() < slot.drawTime) return stored;
  const draw = drawLottery(game, slot, rng);
  await ctx.db.query(
    `INSERT INTO lottery_draws (game_code, numero, draw_time, style, prizes) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (game_code, numero) DO NOTHING`,
    [draw.gameCode, draw.numero, draw.drawTime, draw.style, JSON.stringify(draw.prizes)],
  );
  return storedDraw(ctx.db, game.gameCode, slot.numero);
}

/** Newest stored draws, of one game or of a set of games. */
export async function latestDraws(
  db: Queryable,
  filter: { gameCode?: string; styles?: readonly LotteryDraw['style'][] },
  limit: number,
): Promise<LotteryDraw[]> {
  const rows = await db.query<DrawRow>(
    `SELECT * FROM lottery_draws WHERE ($1::text IS NULL OR game_code = $1) AND ($2::text[] IS NULL OR style = ANY($2))
     ORDER BY draw_time DESC, game_code LIMIT $3`,
    [filter.gameCode ?? null, filter.styles ?? null, limit],
  );
  return rows.map(drawOf);
}

export const toWireDraws = (draws: LotteryDraw[]): LottoDraw[] => draws.map(toLottoDraw);

export function lotteryOf(gameCode: string): LotteryGameDef {
  return lotteryGame(gameCode) ?? fail('gameNotAvailable');
}

/** A bet on the next draw of a lottery, while it is open; the stake leaves the wallet at once. */
export async function placeLotteryBet(
  ctx: Context,
  player: Player,
  input: Pick<LotteryBetRequest, 'requestId' | 'numero' | 'betType' | 'pick'> & { stake: bigint },
): Promise<Round> {
  checkStake(input.stake);
  const game = lotteryOf(player.game.gameCode);
  const bet = {
    gameCode: game.gameCode,
    numero: input.numero,
    betType: input.betType as LotteryBetTypeCode,
    pick: input.pick,
    stake: input.stake,
  };
  try {
    validateLotteryBet(bet, game);
  } catch {
    fail('gameBetInvalid');
  }
  const slot = nextDraw(game, ctx.clock.now());
  const round = newRound(ctx, player, {
    requestId: input.requestId,
    scope: `${game.gameCode}-${input.numero}`,
    stake: input.stake,
    detail: { betType: input.betType, pick: input.pick, numero: input.numero },
    settlesAt: slot.drawTime,
  });
  const stored = await retriedRound(ctx, round);
  if (stored) return stored;
  if (!isOpenForBets(game, input.numero, ctx.clock.now())) fail('gameBettingClosed');
  // The round and its stake commit together: a concurrent retry is answered the committed round.
  const placed = await placeRound(ctx, round);
  return placed ?? (await retriedRound(ctx, round)) ?? fail('idempotencyConflict');
}

export function settleLotteryRound(ctx: Context, round: Round, draw: LotteryDraw): Promise<Round> {
  const bet = {
    gameCode: round.gameCode,
    numero: String(round.bet.numero),
    betType: String(round.bet.betType) as LotteryBetTypeCode,
    pick: String(round.bet.pick),
    stake: round.stake,
  };
  const win = settleLotteryBet(bet, draw);
  return settleRound(ctx, round, win, { numero: draw.numero, prizes: draw.prizes });
}

/** The draw slot a lottery round was placed on. */
export function slotOfRound(round: Round): DrawSlot {
  return { numero: String(round.bet.numero), drawTime: round.settlesAt, closeTime: round.settlesAt };
}
