import type { PvpRoom, RoomList, RoomStatus } from '@playsite/api/contract';
import type { Context } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { fail } from '../../errors.ts';
import type { CatalogueGame } from '../../games/catalogue.ts';
import { playPvpHand, pvpOutcome } from '../../games/pvp.ts';
import { cryptoRng, type Rng } from '../../games/rng.ts';
import { sha256 } from '../../security/tokens.ts';
import type { GameIndex } from './catalogue.ts';
import { playInstantRound } from './instant-play.ts';
import { type Player, playerOf } from './play.ts';
import type { Round } from './rounds.ts';

/** A seat counts as taken while its game page called within this time. */
export const seatIdleMs = 2 * 60_000;

type CatalogueRoom = RoomList[number] & { roomId: string; minBet: number; maxBet: number; seats: number };

export const roomStatus = (seated: number, seats: number): RoomStatus =>
  seated === 0 ? 'waiting' : seated >= seats ? 'full' : 'playing';

function roomsOf(games: GameIndex, vassalage: string): CatalogueRoom[] {
  return (games.catalogue.rooms[vassalage] ?? []) as CatalogueRoom[];
}

function findRoom(games: GameIndex, roomId: string): CatalogueRoom | undefined {
  const vassalage = roomId.replace(/-\d+$/, '');
  return roomsOf(games, vassalage).find((room) => String(room.roomId) === roomId);
}

/** Members seated in each room of a brand now, optionally not counting one member. */
async function seatedCounts(db: Queryable, merchant: string, now: number, exceptMember = 0) {
  const rows = await db.query<{ room_id: string; seated: number }>(
    `SELECT room_id, count(DISTINCT member_id)::int AS seated FROM pvp_seats
     WHERE merchant_code = $1 AND last_seen_at > $2 AND member_id <> $3 GROUP BY room_id`,
    [merchant, now - seatIdleMs, exceptMember],
  );
  return new Map(rows.map((row) => [row.room_id, Number(row.seated)]));
}

function withSeats(room: CatalogueRoom, seated: number): PvpRoom {
  return {
    roomId: room.roomId,
    roomName: room.roomName,
    minBet: room.minBet,
    maxBet: room.maxBet,
    seats: room.seats,
    seated,
    status: roomStatus(seated, room.seats),
  };
}

/** GLS2_roomList: a vendor's rooms with the game they play, players seated and status. */
export async function roomList(ctx: Context, games: GameIndex, merchant: string, vassalage: string) {
  const counts = await seatedCounts(ctx.db, merchant, ctx.clock.now());
  return roomsOf(games, vassalage).map((room) => ({
    ...room,
    ...withSeats(room, counts.get(room.roomId) ?? 0),
  }));
}

/**
 * The seat a PVP launch takes: in the room asked for (one of the game vendor's), or the first with
 * a free seat. A full room is refused unless the member sits there already. The seat is bound to
 * the launch ticket `issue` makes, in one transaction that holds a lock on the vendor's rooms of
 * the brand: concurrent launches are seated one after the other, so a room never takes more
 * players than it has seats.
 */
export async function seatAndIssue(
  ctx: Context,
  games: GameIndex,
  grant: { merchant: string; memberId: number; game: CatalogueGame; roomId?: string | undefined },
  issue: (db: Queryable) => Promise<string>,
): Promise<{ roomId: string; ticket: string }> {
  const rooms = roomsOf(games, grant.game.vassalage);
  const room = grant.roomId
    ? (rooms.find((one) => one.roomId === grant.roomId) ?? fail('gameRoomNotAvailable'))
    : undefined;
  if (!room && rooms.length === 0) fail('gameRoomNotAvailable');
  return ctx.db.transaction(async (tx) => {
    // Rooms are catalogue entries, not rows: a transaction-scoped advisory lock stands for them.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `pvp-seats:${grant.merchant}:${grant.game.vassalage}`,
    ]);
    const now = ctx.clock.now();
    const counts = await seatedCounts(tx, grant.merchant, now, grant.memberId);
    const free = (one: CatalogueRoom) => (counts.get(one.roomId) ?? 0) < one.seats;
    const seat = room ?? rooms.find(free);
    if (!seat || !free(seat)) return fail('gameRoomFull');
    const ticket = await issue(tx);
    await tx.query(
      `INSERT INTO pvp_seats (ticket_hash, merchant_code, member_id, room_id, seated_at, last_seen_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [sha256(ticket), grant.merchant, grant.memberId, seat.roomId, now],
    );
    return { roomId: seat.roomId, ticket };
  });
}

export interface SeatedPlayer {
  player: Player;
  room: CatalogueRoom;
}

/** The room a game page's ticket sits in; the call keeps the seat taken. */
export async function seatOf(ctx: Context, games: GameIndex, ticket: string): Promise<CatalogueRoom> {
  const rows = await ctx.db.query<{ room_id: string }>(
    'UPDATE pvp_seats SET last_seen_at = $2 WHERE ticket_hash = $1 RETURNING room_id',
    [sha256(ticket), ctx.clock.now()],
  );
  const room = rows[0] ? findRoom(games, rows[0].room_id) : undefined;
  return room ?? fail('gameRoomNotAvailable');
}

/** The game page's player and the room its ticket sits in. */
export async function seatedPlayerOf(ctx: Context, games: GameIndex, ticket: string): Promise<SeatedPlayer> {
  const player = await playerOf(ctx, games, ticket, 'pvp');
  return { player, room: await seatOf(ctx, games, ticket) };
}

/** The seated room as its game page shows it. */
export async function seatedRoom(ctx: Context, seated: SeatedPlayer): Promise<PvpRoom> {
  const counts = await seatedCounts(ctx.db, seated.player.ticket.merchant, ctx.clock.now());
  return withSeats(seated.room, counts.get(seated.room.roomId) ?? 0);
}

/** One hand against the house banker, within the room's stake limits (see `playInstantRound`). */
export async function playPvpRound(
  ctx: Context,
  seated: SeatedPlayer,
  input: { stake: bigint; requestId: string },
  rng: Rng = cryptoRng,
): Promise<Round> {
  const { room } = seated;
  if (input.stake < BigInt(room.minBet) || input.stake > BigInt(room.maxBet)) fail('gameStakeInvalid');
  return playInstantRound(
    ctx,
    seated.player,
    { requestId: input.requestId, stake: input.stake, detail: { roomId: room.roomId } },
    () => {
      const { hand, win } = playPvpHand({ stake: input.stake, rng });
      return { win, outcome: pvpOutcome(room.roomId, hand) };
    },
  );
}
