import { endpointList } from '@playsite/api/contract';
import { validate } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedGames } from '../../src/domain/games/catalogue.ts';
import { shootAt } from '../../src/domain/games/fish-play.ts';
import { newRound, type Player } from '../../src/domain/games/play.ts';
import { playPvpRound, type SeatedPlayer } from '../../src/domain/games/pvp-play.ts';
import { findRound, insertOpenRound } from '../../src/domain/games/rounds.ts';
import { prepareGameAccounts, walletCode } from '../../src/domain/games/wallets.ts';
import { type CatalogueGame, roomSeats } from '../../src/games/catalogue.ts';
import { pondAt } from '../../src/games/fish.ts';
import { playPvpHand, pvpOutcome } from '../../src/games/pvp.ts';
import { seededRng } from '../../src/games/rng.ts';
import { backends } from '../support/backends.ts';
import type { WireAnswer } from '../support/wire-client.ts';
import { answerValue, type Bet, type GamesHarness, launchOf, startGames } from './http-support.ts';
import { expectLedgerBalanced, settledRounds } from './ledger-check.ts';

const games = sharedGames();
const vendor = 'TEAHOUSE';
const niuNiu = games.catalogue.games.find((game) => game.vassalage === vendor && game.demo === 'pvp');
const texas = games.catalogue.games.find(
  (game) => game.vassalage === vendor && game.classification === 'TEXAS',
);
const fishGame = games.catalogue.games.find((game) => game.gameType === 'FISH');
if (!niuNiu || !texas || !fishGame) throw new Error('PVP and fish games missing from the catalogue');

interface Room {
  roomId: string;
  roomName: string;
  minBet: number;
  maxBet: number;
  nodeId: string;
  seats: number;
  seated: number;
  status: string;
}

const members = [
  'demomember',
  'demovip',
  'demoweak',
  'demoagent1',
  'demoagent2',
  'demoagent41',
  'demoagent42',
];

describe.each(backends)('PVP rooms and fish over HTTP (%s)', (backend) => {
  let h: GamesHarness;
  const tokens = new Map<string, { token: string; memberId: number }>();
  const member = (name = 'demovip') => tokens.get(name) ?? { token: '', memberId: 0 };

  beforeAll(async () => {
    h = await startGames(backend);
    for (const name of members) tokens.set(name, await h.login(name));
  });
  afterAll(() => h?.close());

  const rooms = async (token = member().token) =>
    answerValue<Room[]>(await h.call('roomList', { vassalage: vendor }, token));
  const launch = (game: CatalogueGame, roomId?: string, name = 'demovip') =>
    h.call('launchGame', launchOf(game, { roomId }), member(name).token);
  const urlOf = (answer: WireAnswer) =>
    answerValue<{ content: { game_url: string } }>(answer).content.game_url;
  const ticketOf = (answer: WireAnswer) => new URL(urlOf(answer), h.url).searchParams.get('ticket') ?? '';
  const play = async <T>(path: string, body: Record<string, unknown>) => {
    const answer = await h.client.call(path, { json: body, merchant: null });
    const endpoint = endpointList.find((item) => item.path === path);
    if (answer.body.success && endpoint) {
      expect(validate(answer.body.value, endpoint.response)[0]?.message).toBeUndefined();
    }
    return answer as WireAnswer & { body: { value: T; errorCode?: string } };
  };
  const state = async <T>(path: string, ticket: string) =>
    answerValue<T>(await h.client.call(path, { query: { ticket }, merchant: null }));

  it('lists a vendor’s rooms to guests and members with limits, seats and status', async () => {
    const list = await rooms('');
    expect(list.map((room) => room.roomName)).toEqual(['Beginner', 'Intermediate', 'Advanced', 'VIP']);
    expect(list[0]).toMatchObject({
      roomId: `${vendor}-1`,
      minBet: 100,
      nodeId: niuNiu.nodeId,
      seats: roomSeats,
      seated: 0,
      status: 'waiting',
    });
    expect(answerValue<Room[]>(await h.call('roomList', { vassalage: 'NOPE' }))).toEqual([]);
  });

  it('seats a player by launch, refuses a full room and other vendors’ rooms', async () => {
    const url = urlOf(await launch(niuNiu, `${vendor}-2`));
    expect(url).toMatch(
      new RegExp(`^/play/pvp/${niuNiu.gameCode}\\?.*roomId=${vendor}-2&ticket=[\\w-]{43}$`),
    );
    const html = await (await fetch(new URL(url, h.url))).text();
    expect(html).toContain('<button id="play" type="submit" disabled>Deal</button>');
    expect((await rooms()).find((room) => room.roomId === `${vendor}-2`)).toMatchObject({
      seated: 1,
      status: 'playing',
    });

    // Six seats: five more members fill the room, the seventh is refused, a seated one comes back.
    for (const name of members.slice(2))
      expect(urlOf(await launch(niuNiu, `${vendor}-2`, name))).toBeTruthy();
    expect((await rooms()).find((room) => room.roomId === `${vendor}-2`)).toMatchObject({
      seated: roomSeats,
      status: 'full',
    });
    expect((await launch(niuNiu, `${vendor}-2`, 'demomember')).body.errorCode).toBe('game.room.full');
    expect(urlOf(await launch(niuNiu, `${vendor}-2`, 'demovip'))).toContain(`roomId=${vendor}-2`);

    // Without a room, the first with a free seat; a seat lapses once its page stops calling.
    expect(urlOf(await launch(niuNiu, undefined, 'demomember'))).toContain(`roomId=${vendor}-1`);
    expect((await launch(niuNiu, 'LUCKYTBL-1')).body.errorCode).toBe('game.room.not.available');
    expect((await launch(texas)).body.errorCode).toBe('game.maintenance');
    h.clock.advance(3 * 60_000);
    expect((await rooms()).every((room) => room.seated === 0)).toBe(true);
  });

  it('plays a hand in the room: stake debited, win credited, idempotent, in the bet records', async () => {
    const ticket = ticketOf(await launch(niuNiu, `${vendor}-1`));
    const session = await state<{ kind: string; stakes: number[]; rules: { rtp: number } }>(
      '/play/api/session',
      ticket,
    );
    expect(session.kind).toBe('pvp');
    expect(session.stakes).toEqual([100, 200, 500, 1_000, 2_000, 5_000, 10_000]);
    expect(session.rules.rtp).toBeCloseTo(0.9799, 4);
    const room = await state<{ room: Room; balance: number }>('/play/api/pvp/state', ticket);
    expect(room.room).toMatchObject({ roomId: `${vendor}-1`, roomName: 'Beginner', seated: 1 });

    const body = { ticket, requestId: 'pvp-hand-0001', stake: 500 };
    const first = await play<Bet>('/play/api/pvp/deal', body);
    const { round, balance } = first.body.value;
    expect(round).toMatchObject({ stake: 500, status: 'settled', balanceBefore: room.balance });
    expect([0, 1_000, 2_000]).toContain(round.win);
    expect(balance).toBe(room.balance - 500 + round.win);
    expect(round.balanceAfter).toBe(balance);
    expect(round.outcome).toMatchObject({ roomId: `${vendor}-1` });
    expect(round.outcome.player).toHaveLength(5);

    const retry = await play<Bet>('/play/api/pvp/deal', body);
    expect(retry.body.value.round).toEqual(round);
    expect(retry.body.value.balance).toBe(balance);
    expect((await play('/play/api/pvp/deal', { ...body, stake: 1_000 })).body.errorCode).toBe(
      'idempotency.key.conflict',
    );
    expect(
      (await play('/play/api/pvp/deal', { ticket, requestId: 'pvp-hand-0002', stake: 20_000 })).body
        .errorCode,
    ).toBe('game.stake.invalid');

    const records = answerValue<{
      list: { roundId: string; gameName: string; detail: string; stake: number }[];
    }>(await h.call('betRecords', { gameType: 'PVP' }, member().token));
    expect(records.list[0]).toMatchObject({ roundId: round.roundId, gameName: niuNiu.gameName, stake: 500 });
    expect(records.list[0]?.detail).toMatch(
      /^(NO BULL|BULL \d|BULL BULL) vs .* · (PLAYER|BANKER) · TEAHOUSE-1$/,
    );
  });

  it('shoots fish the server knows, pays caught ones, refuses fish gone', async () => {
    const answer = await launch(fishGame);
    expect(urlOf(answer)).toMatch(new RegExp(`^/play/fish/${fishGame.gameCode}\\?`));
    const ticket = ticketOf(answer);
    const pond = await state<{
      fish: { fishId: string; multiplier: number }[];
      balance: number;
      lanes: number;
    }>('/play/api/fish/state', ticket);
    expect(pond.fish.length).toBeGreaterThan(0);
    const target = pond.fish[0];
    if (!target) throw new Error('empty pond');

    const body = { ticket, requestId: 'fish-shot-0001', fishId: target.fishId, stake: 200 };
    const shot = await play<Bet>('/play/api/fish/shoot', body);
    const { round, balance } = shot.body.value;
    expect(round.outcome).toMatchObject({ fishId: target.fishId, multiplier: target.multiplier });
    expect(round.win).toBe(round.outcome.caught ? 200 * target.multiplier : 0);
    expect(balance).toBe(pond.balance - 200 + round.win);
    expect((await play<Bet>('/play/api/fish/shoot', body)).body.value).toEqual(shot.body.value);

    const gone = await play('/play/api/fish/shoot', { ...body, requestId: 'fish-shot-0002', fishId: '1-0' });
    expect(gone.body.errorCode).toBe('game.fish.gone');
    expect((await state<{ balance: number }>('/play/api/fish/state', ticket)).balance).toBe(balance);
  });

  it('settles interrupted hands and shots from their stored outcome, exactly once', async () => {
    const { memberId } = member('demoagent1');
    await prepareGameAccounts(h.ctx, 'demo', memberId, 'real');
    const player = (game: CatalogueGame): Player => ({
      ticket: { merchant: 'demo', memberId, customerType: 0, nodeId: game.nodeId, mode: 'real' },
      game,
      wallet: walletCode(memberId, 'real'),
    });
    const before = await h.balance(walletCode(memberId, 'real'));
    const { hand, win } = playPvpHand({ stake: 1_000n, rng: seededRng('interrupted-hand') });
    // The process stopped after storing the rounds and before posting their transfers.
    const handRound = {
      ...newRound(h.ctx, player(niuNiu), {
        requestId: 'crash-hand-1',
        stake: 1_000n,
        detail: { roomId: `${vendor}-1` },
      }),
      win,
      outcome: pvpOutcome(`${vendor}-1`, hand),
    };
    const shotRound = {
      ...newRound(h.ctx, player(fishGame), {
        requestId: 'crash-shot-1',
        stake: 500n,
        scope: '9-0',
        detail: {},
      }),
      win: 1_500n,
      outcome: { fishId: '9-0', species: 'PUFFER', multiplier: 3, caught: true },
    };
    await insertOpenRound(h.db, handRound);
    await insertOpenRound(h.db, shotRound);
    await h.runLoop();
    await h.runLoop();
    expect(await findRound(h.db, handRound.roundId)).toMatchObject({ status: 'settled', win });
    expect(await findRound(h.db, shotRound.roundId)).toMatchObject({ status: 'settled', win: 1_500n });
    expect(await h.balance(walletCode(memberId, 'real'))).toBe(before - 1_000n + win - 500n + 1_500n);
  });

  it('keeps the ledger balanced and every wallet equal to its rounds after thousands of hands and shots', async () => {
    const count = Number(process.env.ROOMS_SIM_ROUNDS ?? 1_000);
    const { memberId } = member('demoagent2');
    await prepareGameAccounts(h.ctx, 'demo', memberId, 'real');
    const wallet = walletCode(memberId, 'real');
    const start = await h.balance(wallet);
    const rng = seededRng(`rooms-ledger-${backend}`);
    const room = (games.catalogue.rooms[vendor] ?? [])[0] as SeatedPlayer['room'];
    const seated: SeatedPlayer = {
      player: {
        ticket: { merchant: 'demo', memberId, customerType: 0, nodeId: niuNiu.nodeId, mode: 'real' },
        game: niuNiu,
        wallet,
      },
      room,
    };
    const shooter: Player = {
      ...seated.player,
      ticket: { ...seated.player.ticket, nodeId: fishGame.nodeId },
      game: fishGame,
    };
    let net = 0n;
    const caught = new Set<string>();
    for (let i = 0; i < count; i++) {
      const hand = await playPvpRound(
        h.ctx,
        seated,
        { stake: 100n * BigInt(1 + (i % 5)), requestId: `sim-hand-${i}` },
        rng,
      );
      expect(hand.balanceAfter).toBe((hand.balanceBefore ?? 0n) - hand.stake + hand.win);
      net += hand.win - hand.stake;
      h.clock.advance(700);
      const fish = pondAt(fishGame.gameCode, h.clock.now()).find((one) => !caught.has(one.fishId));
      if (!fish) continue;
      const shot = await shootAt(
        h.ctx,
        shooter,
        { stake: 200n, requestId: `sim-shot-${i}`, fishId: fish.fishId },
        rng,
      );
      if ((shot.outcome as { caught: boolean }).caught) caught.add(fish.fishId);
      net += shot.win - shot.stake;
    }
    expect(await h.balance(wallet)).toBe(start + net);
    expect(await settledRounds(h.db, 'sim-hand-')).toBe(count);
    await expectLedgerBalanced(h.db);
  }, 300_000);
});
