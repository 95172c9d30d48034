import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGames } from '../../src/domain/games/catalogue.ts';
import { registerByUsername } from '../../src/domain/register.ts';
import { roomSeats } from '../../src/games/catalogue.ts';
import { backends } from '../support/backends.ts';
import type { WireAnswer } from '../support/wire-client.ts';
import { freshClientIp } from '../support/wire-client.ts';
import { answerValue, type GamesHarness, launchOf, startGames } from './http-support.ts';

const onPostgres = backends.includes('postgres');
if (!onPostgres)
  console.warn(
    '[rooms] PostgreSQL not reachable: the concurrent room joins test skipped (PGlite runs one call at a time).',
  );

const games = sharedGames();
const vendor = 'TEAHOUSE';
const niuNiu = games.catalogue.games.find((game) => game.vassalage === vendor && game.demo === 'pvp');
if (!niuNiu) throw new Error('PVP game missing from the catalogue');
const vendorRooms = games.catalogue.rooms[vendor] ?? [];

interface Room {
  roomId: string;
  seats: number;
  seated: number;
  status: string;
}

describe.skipIf(!onPostgres)('PVP room joins on real PostgreSQL under concurrency', () => {
  let h: GamesHarness;
  beforeAll(async () => {
    h = await startGames('postgres');
  });
  afterAll(() => h?.close());

  /** Fresh members, each with a session token. */
  async function players(prefix: string, count: number): Promise<string[]> {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const form = { username: `${prefix}${i}`, password: 'secret123', confirmPassword: 'secret123' };
      const outcome = await registerByUsername(h.ctx, 'demo', form, freshClientIp());
      tokens.push(outcome.login?.token ?? '');
    }
    return tokens;
  }
  const launch = (token: string, roomId?: string) =>
    h.call('launchGame', launchOf(niuNiu, { roomId }), token);
  const rooms = async () => answerValue<Room[]>(await h.call('roomList', { vassalage: vendor }));
  const outcomes = (answers: WireAnswer[]) => ({
    seated: answers.filter((answer) => answer.body.success).length,
    full: answers.filter((answer) => answer.body.errorCode === 'game.room.full').length,
  });

  it('seats exactly the free seats of a room when more players join it at once', async () => {
    const roomId = `${vendor}-3`;
    const [first, second, ...crowd] = await players('crowd', 12);
    expect((await launch(first ?? '', roomId)).body.success).toBe(true);
    expect((await launch(second ?? '', roomId)).body.success).toBe(true);
    const free = roomSeats - 2;

    const answers = await Promise.all(crowd.map((token) => launch(token, roomId)));
    expect(outcomes(answers)).toEqual({ seated: free, full: crowd.length - free });
    expect((await rooms()).find((room) => room.roomId === roomId)).toMatchObject({
      seated: roomSeats,
      status: 'full',
    });
  });

  it('fills every room exactly when players join without naming one', async () => {
    const before = await rooms();
    const free = before.reduce((sum, room) => sum + room.seats - room.seated, 0);
    expect(free).toBe(vendorRooms.length * roomSeats - roomSeats);
    const crowd = await players('walkin', free + 6);

    const answers = await Promise.all(crowd.map((token) => launch(token)));
    expect(outcomes(answers)).toEqual({ seated: free, full: 6 });
    expect((await rooms()).map((room) => room.seated)).toEqual(vendorRooms.map(() => roomSeats));
  });
});
