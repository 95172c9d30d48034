import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import {
  type BaccaratHand,
  type BaccaratRound,
  baccaratRoundAt,
  createShoe,
  dealBaccarat,
  needsNewShoe,
  type Shoe,
  settleBaccaratBet,
} from '../../games/baccarat.ts';
import { cryptoRng, type Rng } from '../../games/rng.ts';
import { checkStake, newRound, type Player, retriedRound } from './play.ts';
import { placeRound, type Round, settleRound } from './rounds.ts';
import type { BaccaratBetRequest } from './wire.ts';

/** A round is dealt late (after a pause of the loop) only this long after its betting closed. */
const dealGraceMs = 60_000;

export interface StoredHand {
  tableRoundId: string;
  hand: BaccaratHand;
}

export async function storedHands(db: Queryable, tableCode: string, limit: number): Promise<StoredHand[]> {
  const rows = await db.query<{ table_round_id: string; hand: BaccaratHand }>(
    'SELECT table_round_id, hand FROM baccarat_hands WHERE table_code = $1 ORDER BY dealt_at DESC LIMIT $2',
    [tableCode, limit],
  );
  return rows.map((row) => ({ tableRoundId: row.table_round_id, hand: row.hand }));
}

export async function handOf(db: Queryable, tableRoundId: string): Promise<BaccaratHand | undefined> {
  const rows = await db.query<{ hand: BaccaratHand }>(
    'SELECT hand FROM baccarat_hands WHERE table_round_id = $1',
    [tableRoundId],
  );
  return rows[0]?.hand;
}

/** Deals one table round from the table's stored shoe, once (the shoe row is locked). */
async function deal(ctx: Context, tableCode: string, round: BaccaratRound, rng: Rng) {
  await ctx.db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO baccarat_shoes (table_code, cards, position, cut_card, updated_at) VALUES ($1, '[]', 0, 0, $2)
       ON CONFLICT (table_code) DO NOTHING`,
      [tableCode, ctx.clock.now()],
    );
    const rows = await tx.query<{ cards: number[]; position: number; cut_card: number }>(
      'SELECT cards, position, cut_card FROM baccarat_shoes WHERE table_code = $1 FOR UPDATE',
      [tableCode],
    );
    if ((await tx.query('SELECT 1 FROM baccarat_hands WHERE table_round_id = $1', [round.roundId])).length)
      return;
    const row = rows[0];
    let shoe: Shoe = { cards: row?.cards ?? [], position: row?.position ?? 0, cutCard: row?.cut_card ?? 0 };
    if (shoe.cards.length === 0 || needsNewShoe(shoe)) shoe = createShoe(rng);
    const dealt = dealBaccarat(shoe);
    await tx.query(
      'INSERT INTO baccarat_hands (table_round_id, table_code, hand, dealt_at) VALUES ($1, $2, $3, $4)',
      [round.roundId, tableCode, JSON.stringify(dealt.hand), round.bettingClosesAt],
    );
    await tx.query(
      'UPDATE baccarat_shoes SET cards = $2, position = $3, cut_card = $4, updated_at = $5 WHERE table_code = $1',
      [tableCode, JSON.stringify(dealt.shoe.cards), dealt.shoe.position, dealt.shoe.cutCard, ctx.clock.now()],
    );
  });
}

/** Deals the table's rounds whose betting has closed: the running one, and the last one if missed. */
export async function dealDueRounds(ctx: Context, tableCode: string, rng: Rng = cryptoRng): Promise<void> {
  const now = ctx.clock.now();
  const current = baccaratRoundAt(tableCode, now);
  const previous = baccaratRoundAt(tableCode, current.startsAt - 1);
  for (const round of [previous, current]) {
    if (now < round.bettingClosesAt || now - round.bettingClosesAt > dealGraceMs) continue;
    if (!(await handOf(ctx.db, round.roundId))) await deal(ctx, tableCode, round, rng);
  }
}

/** A bet on the table round in its betting phase; the stake leaves the wallet at once. */
export async function placeBaccaratBet(
  ctx: Context,
  player: Player,
  input: Pick<BaccaratBetRequest, 'requestId' | 'tableRoundId' | 'betType'> & { stake: bigint },
): Promise<Round> {
  checkStake(input.stake);
  const current = baccaratRoundAt(player.game.gameCode, ctx.clock.now());
  const round = newRound(ctx, player, {
    requestId: input.requestId,
    scope: input.tableRoundId,
    stake: input.stake,
    detail: { betType: input.betType },
    settlesAt: current.settlesAt,
  });
  const stored = await retriedRound(ctx, round);
  if (stored) return stored;
  if (input.tableRoundId !== current.roundId || current.phase !== 'betting') fail('gameBettingClosed');
  // The round and its stake commit together: a concurrent retry is answered the committed round.
  const placed = await placeRound(ctx, round);
  return placed ?? (await retriedRound(ctx, round)) ?? fail('idempotencyConflict');
}

/** Settles an open baccarat round against its dealt hand (undefined when not dealt yet). */
export async function settleBaccaratRound(ctx: Context, round: Round, hand: BaccaratHand): Promise<Round> {
  const type = String(round.bet.betType) as Parameters<typeof settleBaccaratBet>[0]['type'];
  const win = settleBaccaratBet({ type, stake: round.stake }, hand);
  return settleRound(ctx, round, win, { tableRoundId: round.scope, ...hand });
}
