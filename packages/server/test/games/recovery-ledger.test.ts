import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dealDueRounds } from '../../src/domain/games/baccarat-play.ts';
import { sharedGames } from '../../src/domain/games/catalogue.ts';
import { gameLoopOf } from '../../src/domain/games/loop.ts';
import type { Player } from '../../src/domain/games/play.ts';
import { newRound } from '../../src/domain/games/play.ts';
import { findRound, insertOpenRound, takeStake } from '../../src/domain/games/rounds.ts';
import { playSlot } from '../../src/domain/games/slot-play.ts';
import { prepareGameAccounts, walletCode } from '../../src/domain/games/wallets.ts';
import { baccaratRoundAt } from '../../src/games/baccarat.ts';
import { demoBaccaratCode, demoSlotCode } from '../../src/games/catalogue.ts';
import { seededRng } from '../../src/games/rng.ts';
import { spinSlot } from '../../src/games/slot.ts';
import { backends } from '../support/backends.ts';
import { type GamesHarness, startGames } from './http-support.ts';
import { expectLedgerBalanced, settledRounds } from './ledger-check.ts';

const games = sharedGames();
const slot = games.byCode.get(demoSlotCode);
const table = games.byCode.get(demoBaccaratCode);
if (!slot || !table) throw new Error('demo games missing');

describe.each(backends)('game rounds: recovery and a balanced ledger (%s)', (backend) => {
  let h: GamesHarness;
  let memberId: number;
  const playerOf = (game: NonNullable<typeof slot>, mode: 'real' | 'demo' = 'real'): Player => ({
    ticket: { merchant: 'demo', memberId, customerType: 0, nodeId: game.nodeId, mode },
    game,
    wallet: walletCode(memberId, mode),
  });

  beforeAll(async () => {
    h = await startGames(backend);
    memberId = (await h.login('demoagent1')).memberId;
    await prepareGameAccounts(h.ctx, 'demo', memberId, 'real');
    await prepareGameAccounts(h.ctx, 'demo', memberId, 'demo');
  });
  afterAll(() => h?.close());

  it('settles an interrupted spin from its stored outcome, exactly once', async () => {
    const player = playerOf(slot);
    const before = await h.balance(player.wallet);
    const spin = spinSlot({ stake: 1_000n, rng: seededRng('interrupted') });
    // The process stopped after storing the round and before posting its transfer.
    const round = {
      ...newRound(h.ctx, player, { requestId: 'crash-slot-1', stake: 1_000n, detail: {} }),
      win: spin.win,
    };
    await insertOpenRound(h.db, { ...round, outcome: { window: spin.window } });
    await h.runLoop();
    await h.runLoop();
    expect(await findRound(h.db, round.roundId)).toMatchObject({
      status: 'settled',
      win: spin.win,
      balanceBefore: before,
    });
    expect(await h.balance(player.wallet)).toBe(before - 1_000n + spin.win);
  });

  it('refunds a table bet whose round was never dealt, and drops one whose stake never moved', async () => {
    const player = playerOf(table);
    const before = await h.balance(player.wallet);
    // A round of an hour ago: the server was down through its deal.
    const past = baccaratRoundAt(table.gameCode, h.clock.now() - 3_600_000);
    const stranded = newRound(h.ctx, player, {
      requestId: 'crash-table-1',
      scope: past.roundId,
      stake: 2_500n,
      detail: { betType: 'PLAYER' },
      settlesAt: past.settlesAt,
    });
    const placed = { ...stranded, placedAt: past.startsAt + 1_000 };
    await insertOpenRound(h.db, placed);
    await takeStake(h.ctx, placed);
    expect(await h.balance(player.wallet)).toBe(before - 2_500n);
    const unposted = { ...placed, roundId: `${placed.roundId}-unposted` };
    await insertOpenRound(h.db, unposted);

    await h.runLoop();
    expect(await findRound(h.db, placed.roundId)).toMatchObject({ status: 'refunded', win: 0n });
    expect(await findRound(h.db, unposted.roundId)).toBeUndefined();
    expect(await h.balance(player.wallet)).toBe(before);
  });

  it('ranks the biggest real-money wins with masked names', async () => {
    // A big win (five times a 2,000.00 stake), above the demo seed's team rounds, tops the board.
    const stake = 200_000n;
    let seed = 0;
    while (spinSlot({ stake, rng: seededRng(`winner-${seed}`) }).win <= stake * 5n) seed++;
    const expected = spinSlot({ stake, rng: seededRng(`winner-${seed}`) }).win - stake;
    await playSlot(
      h.ctx,
      playerOf(slot),
      { stake, requestId: `winner-${backend}` },
      seededRng(`winner-${seed}`),
    );
    const answer = await h.call('rankList', { gameType: 'RNG', count: 5 });
    const board = answer.body.value as {
      list: { customerName: string; winAmount: number; gameName: string }[];
    };
    expect(board.list.length).toBeGreaterThan(0);
    expect(board.list).toContainEqual(
      expect.objectContaining({
        customerName: 'de***t1',
        winAmount: Number(expected),
        gameName: 'Lucky Lanterns',
      }),
    );
    const amounts = board.list.map((row) => row.winAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // Another category's board holds none of the slot's wins (the demo seed's team played live tables).
    const live = (await h.call('rankList', { gameType: 'LIVE' })).body.value as typeof board;
    expect(live.list.map((row) => row.gameName)).not.toContain('Lucky Lanterns');
  });

  it('deals each table round once from one stored shoe', async () => {
    const cycle = 25_000;
    h.clock.set((Math.floor(h.clock.now() / cycle) + 1) * cycle + 16_000);
    await Promise.all([dealDueRounds(h.ctx, table.gameCode), dealDueRounds(h.ctx, table.gameCode)]);
    const hands = await h.db.query('SELECT 1 FROM baccarat_hands WHERE table_round_id = $1', [
      baccaratRoundAt(table.gameCode, h.clock.now()).roundId,
    ]);
    expect(hands).toHaveLength(1);
    const shoe = await h.db.query<{ position: number }>(
      'SELECT position FROM baccarat_shoes WHERE table_code = $1',
      [table.gameCode],
    );
    expect(shoe[0]?.position).toBeGreaterThanOrEqual(4);
  });

  it('keeps the ledger balanced and every wallet equal to its rounds after many rounds', async () => {
    // PGlite runs one statement at a time; PostgreSQL takes the rounds from four members at once.
    const count = Number(process.env.GAMES_SIM_ROUNDS ?? (backend === 'pglite' ? 200 : 400));
    const members =
      backend === 'pglite' ? ['demoagent1'] : ['demoagent1', 'demoagent2', 'demoagent41', 'demoagent42'];
    const rng = seededRng(`ledger-${backend}`);
    const stakes = [100n, 500n, 1_000n, 2_000n];
    const players = await Promise.all(
      members.map(async (username) => {
        const id = (await h.login(username)).memberId;
        await prepareGameAccounts(h.ctx, 'demo', id, 'real');
        await prepareGameAccounts(h.ctx, 'demo', id, 'demo');
        const make = (mode: 'real' | 'demo'): Player => ({
          ticket: { merchant: 'demo', memberId: id, customerType: 0, nodeId: slot.nodeId, mode },
          game: slot,
          wallet: walletCode(id, mode),
        });
        const real = make('real');
        const demo = make('demo');
        return {
          real,
          demo,
          start: { real: await h.balance(real.wallet), demo: await h.balance(demo.wallet) },
        };
      }),
    );
    const sums = new Map<string, bigint>();
    await Promise.all(
      players.map(async (pair, worker) => {
        for (let i = worker; i < count; i += players.length) {
          const player = i % 4 === 3 ? pair.demo : pair.real;
          const stake = stakes[i % stakes.length] ?? 100n;
          const round = await playSlot(h.ctx, player, { stake, requestId: `sim-${backend}-${i}` }, rng);
          sums.set(player.wallet, (sums.get(player.wallet) ?? 0n) + round.win - round.stake);
          expect(round.balanceAfter).toBe((round.balanceBefore ?? 0n) - stake + round.win);
        }
      }),
    );
    for (const pair of players) {
      expect(await h.balance(pair.real.wallet)).toBe(pair.start.real + (sums.get(pair.real.wallet) ?? 0n));
      expect(await h.balance(pair.demo.wallet)).toBe(pair.start.demo + (sums.get(pair.demo.wallet) ?? 0n));
    }
    expect(await settledRounds(h.db, `sim-${backend}-`)).toBe(count);
    await expectLedgerBalanced(h.db);
  }, 120_000);
});

describe('game loop timer', () => {
  it('runs passes on its timer and stops with the app', async () => {
    const h = await startGames('pglite', { gamesTickMs: 20 });
    const loop = gameLoopOf(h.db);
    if (!loop) throw new Error('no loop');
    const runs = vi.spyOn(loop, 'runOnce');
    await vi.waitFor(() => expect(runs).toHaveBeenCalled(), { timeout: 10_000, interval: 20 });
    await h.close();
    const calls = runs.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runs.mock.calls.length).toBe(calls);
  });
});
