import type { FavoriteKeys, RankList } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import type { CatalogueGame } from '../../games/catalogue.ts';
import { fishDetail } from '../../games/fish.ts';
import { pvpDetail } from '../../games/pvp.ts';
import type { RoundRecord } from '../../games/settlement.ts';
import { winnerBoard } from '../../games/winners.ts';
import { providerRoundRecords } from '../provider/rounds.ts';
import type { GameIndex } from './catalogue.ts';
import { type Round, selectRounds } from './rounds.ts';
import type { BetRecord, BetRecords, BetRecordsRequest } from './wire.ts';

/* Favourites, recently launched games, bet records and the winner board of a member or brand. */

export async function favouriteKeys(db: Queryable, memberId: number): Promise<FavoriteKeys> {
  const rows = await db.query<{ node_id: string; vassalage: string; game_type: string }>(
    'SELECT node_id, vassalage, game_type FROM game_favourites WHERE member_id = $1 ORDER BY created_at DESC, node_id',
    [memberId],
  );
  return rows.map((row) => ({ nodeId: row.node_id, vassalage: row.vassalage, gameType: row.game_type }));
}

export async function favouriteGames(
  db: Queryable,
  games: GameIndex,
  memberId: number,
): Promise<CatalogueGame[]> {
  const keys = await favouriteKeys(db, memberId);
  return keys.flatMap((key) => games.byNode.get(String(key.nodeId)) ?? []);
}

/** The catalogue game a favourite key names; the key must match the game's vendor and type. */
function keyedGame(games: GameIndex, key: { nodeId: string | number; vassalage: string; gameType: string }) {
  const game = games.byNode.get(String(key.nodeId));
  if (!game || game.vassalage !== key.vassalage || game.gameType !== key.gameType)
    return fail('gameNotAvailable');
  return game;
}

export async function addFavourite(
  ctx: Context,
  games: GameIndex,
  memberId: number,
  key: { nodeId: string | number; vassalage: string; gameType: string },
) {
  const game = keyedGame(games, key);
  await ctx.db.query(
    `INSERT INTO game_favourites (member_id, node_id, vassalage, game_type, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id, node_id) DO NOTHING`,
    [memberId, game.nodeId, game.vassalage, game.gameType, ctx.clock.now()],
  );
  return favouriteKeys(ctx.db, memberId);
}

export async function removeFavourite(ctx: Context, memberId: number, nodeId: string | number) {
  await ctx.db.query('DELETE FROM game_favourites WHERE member_id = $1 AND node_id = $2', [
    memberId,
    String(nodeId),
  ]);
  return favouriteKeys(ctx.db, memberId);
}

export async function touchRecent(ctx: Context, memberId: number, nodeId: string) {
  await ctx.db.query(
    `INSERT INTO game_recents (member_id, node_id, last_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id, node_id) DO UPDATE SET last_at = greatest(game_recents.last_at, excluded.last_at)`,
    [memberId, nodeId, ctx.clock.now()],
  );
}

/** Games the member launched, most recent first. */
export async function recentGames(db: Queryable, games: GameIndex, memberId: number, limit = 30) {
  const rows = await db.query<{ node_id: string }>(
    'SELECT node_id FROM game_recents WHERE member_id = $1 ORDER BY last_at DESC, node_id LIMIT $2',
    [memberId, limit],
  );
  return rows.flatMap((row) => games.byNode.get(row.node_id) ?? []);
}

/** Winner board from real-money settled rounds: the biggest net wins, names masked. */
export async function rankList(
  db: Queryable,
  games: GameIndex,
  merchant: string,
  filter: { gameType?: string; vassalage?: string; count?: number },
): Promise<RankList> {
  const count = filter.count ?? 20;
  const rows = await db.query<{ username: string } & Parameters<typeof toRecord>[0]>(
    `SELECT r.*, m.username FROM game_rounds r JOIN members m ON m.id = r.member_id
     WHERE r.merchant_code = $1 AND r.status = 'settled' AND r.mode = 'real' AND r.win > r.stake
       AND ($2::text IS NULL OR r.game_type = $2) AND ($3::text IS NULL OR r.vassalage = $3)
     ORDER BY r.win - r.stake DESC, r.settled_at DESC LIMIT $4`,
    [merchant, filter.gameType ?? null, filter.vassalage ?? null, count],
  );
  const names = new Map(rows.map((row) => [row.member_id, row.username]));
  return winnerBoard(games.catalogue, rows.map(toRecord), names, { ...filter, count });
}

function toRecord(row: {
  round_id: string;
  merchant_code: string;
  member_id: number;
  node_id: string;
  game_code: string;
  vassalage: string;
  game_type: string;
  stake: bigint;
  win: bigint;
  settled_at: bigint | null;
  placed_at: bigint;
}): RoundRecord {
  return {
    roundId: row.round_id,
    merchant: row.merchant_code,
    memberId: row.member_id,
    mode: 'real',
    nodeId: row.node_id,
    gameCode: row.game_code,
    vassalage: row.vassalage,
    gameType: row.game_type,
    stake: row.stake,
    win: row.win,
    balanceBefore: 0n,
    balanceAfter: 0n,
    outcome: null,
    status: 'settled',
    placedAt: Number(row.placed_at),
    settledAt: row.settled_at === null ? null : Number(row.settled_at),
  };
}

/** A language-neutral one-line summary of a round's bet and outcome. */
export function roundDetail(round: Round): string {
  const outcome = (round.outcome ?? {}) as Record<string, unknown>;
  if (round.kind === 'slot') {
    const lines = Array.isArray(outcome.lineWins) ? outcome.lineWins.length : 0;
    return `SPIN · ${lines} line${lines === 1 ? '' : 's'}`;
  }
  if (round.kind === 'baccarat') {
    const bet = `${String(round.bet.betType)} · ${round.scope}`;
    if (!('winner' in outcome)) return bet;
    return `${bet} · ${String(outcome.winner)} ${String(outcome.playerTotal)}:${String(outcome.bankerTotal)}`;
  }
  if (round.kind === 'pvp') return pvpDetail(outcome, round.bet.roomId);
  if (round.kind === 'fish') return fishDetail(outcome);
  return `${String(round.bet.betType)} ${String(round.bet.pick)} · ${String(round.bet.numero)}`;
}

function toBetRecord(round: Round, games: GameIndex): BetRecord {
  const settled = round.status === 'settled';
  return {
    roundId: round.roundId,
    nodeId: round.nodeId,
    gameCode: round.gameCode,
    gameName: games.byNode.get(round.nodeId)?.gameName ?? round.gameCode,
    vassalage: round.vassalage,
    gameType: round.gameType,
    accountType: round.mode === 'real' ? 1 : 0,
    stake: Number(round.stake),
    win: settled ? Number(round.win) : 0,
    profit: settled ? Number(round.win - round.stake) : round.status === 'open' ? -Number(round.stake) : 0,
    balanceBefore: round.balanceBefore === null ? null : Number(round.balanceBefore),
    balanceAfter: round.balanceAfter === null ? null : Number(round.balanceAfter),
    status: round.status,
    placedAt: round.placedAt,
    settledAt: round.settledAt,
    detail: roundDetail(round),
  };
}

/**
 * Bet records of a member with filters, one page, and totals over all pages: the platform's own
 * rounds (game_rounds) and the rounds of game providers (provider_rounds), newest first.
 */
export async function betRecords(
  db: Queryable,
  games: GameIndex,
  memberId: number,
  query: BetRecordsRequest,
): Promise<BetRecords> {
  const pageSize = query.pageSize ?? 20;
  const pageNum = query.pageNo ?? 1;
  // The same columns in both tables.
  const where = `member_id = $1 AND mode = $2 AND ($3::bigint IS NULL OR placed_at >= $3)
    AND ($4::bigint IS NULL OR placed_at < $4) AND ($5::text IS NULL OR game_type = $5)
    AND ($6::text IS NULL OR vassalage = $6) AND ($7::text IS NULL OR status = $7)`;
  const params = [
    memberId,
    query.accountType === 0 ? 'demo' : 'real',
    query.startTime ?? null,
    query.endTime ?? null,
    query.gameType || null,
    query.vassalage || null,
    query.status ?? null,
  ];
  // A provider round's win is paid as it comes (a round may pay before it closes).
  const totals = await db.query<{ count: number; total: number; stake: bigint | null; win: bigint | null }>(
    `SELECT count(*) FILTER (WHERE status <> 'refunded')::int AS count, count(*)::int AS total,
       sum(stake) FILTER (WHERE status <> 'refunded')::bigint AS stake,
       sum(win) FILTER (WHERE status <> 'refunded')::bigint AS win
     FROM (SELECT stake, CASE WHEN status = 'settled' THEN win ELSE 0 END AS win, status FROM game_rounds
           WHERE ${where}
           UNION ALL
           SELECT stake, win, status FROM provider_rounds WHERE ${where}) rounds`,
    params,
  );
  const page = await db.query<{ source: 'game' | 'provider'; ref: string }>(
    `SELECT 'game' AS source, round_id AS ref, placed_at FROM game_rounds WHERE ${where}
     UNION ALL
     SELECT 'provider', provider_id || ':' || round_id, placed_at FROM provider_rounds WHERE ${where}
     ORDER BY placed_at DESC, ref LIMIT $8 OFFSET $9`,
    [...params, pageSize, (pageNum - 1) * pageSize],
  );
  const refsOf = (source: 'game' | 'provider') =>
    page.filter((row) => row.source === source).map((row) => row.ref);
  const rounds = new Map(
    (await selectRounds(db, 'round_id = ANY ($1::text[])', [refsOf('game')])).map((round) => [
      round.roundId,
      toBetRecord(round, games),
    ]),
  );
  const provided = await providerRoundRecords(db, games, memberId, refsOf('provider'));
  const totalCount = totals[0]?.total ?? 0;
  const stake = totals[0]?.stake ?? 0n;
  const win = totals[0]?.win ?? 0n;
  return {
    list: page.flatMap((row) => (row.source === 'game' ? rounds : provided).get(row.ref) ?? []),
    pageNum,
    pageSize,
    totalPages: Math.ceil(totalCount / pageSize),
    totalCount,
    summary: {
      count: totals[0]?.count ?? 0,
      stake: Number(stake),
      win: Number(win),
      profit: Number(win - stake),
    },
  };
}
