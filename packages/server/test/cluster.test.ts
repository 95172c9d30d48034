import { randomUUID } from 'node:crypto';
import { endpoints } from '@playsite/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/database.ts';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { demoSlotCode } from '../src/games/catalogue.ts';
import { type Cluster, clusterUnavailable, startCluster } from './cluster-support.ts';
import { launchOf } from './games/http-support.ts';
import { expectLedgerBalanced } from './games/ledger-check.ts';
import { admin, endConnections, freshDatabase, type TestDatabase } from './ops-support.ts';
import { freshClientIp, WireClient } from './support/wire-client.ts';

const unavailable = clusterUnavailable();
if (unavailable) console.warn(`[cluster tests] skipped: ${unavailable}`);

const slot = sharedGames().catalogue.games.find((game) => game.gameCode === demoSlotCode);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two instances behind HAProxy on one PostgreSQL (scripts/cluster.mjs, as `pnpm start:cluster`
 * starts them): a player's journey through the balancer, then PostgreSQL drops and refuses
 * connections under load, then an instance is killed under load. A database of its own: the
 * outage test refuses new connections to it, which a schema in the shared one could not do.
 */
describe.skipIf(unavailable !== undefined)('the cluster behind HAProxy (PostgreSQL)', () => {
  let database: TestDatabase | undefined;
  let cluster: Cluster | undefined;
  let db: Database | undefined;
  let client: WireClient;
  beforeAll(async () => {
    database = await freshDatabase('cluster');
    // TRUST_PROXY=2: the balancer and the test, which plays several clients by X-Forwarded-For.
    cluster = await startCluster({ DATABASE_URL: database.url, TRUST_PROXY: '2', NODE_ENV: 'development' });
    client = new WireClient(cluster.balancer);
    db = await openPostgres(database.url);
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
    await db?.close();
    if (database) {
      await admin((pg) => pg.query(`ALTER DATABASE ${database?.name} ALLOW_CONNECTIONS true`));
      await database.drop();
    }
  });

  const served = new Set<string>();
  const call: WireClient['call'] = async (path, options) => {
    const answer = await client.call(path, options);
    const by = answer.headers.get('x-served-by');
    if (by) served.add(by);
    return answer;
  };
  const ok = <T>(answer: Awaited<ReturnType<WireClient['call']>>): T => {
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true });
    return answer.body.value as T;
  };
  /** The main wallet's balance (minor units). */
  const mainBalance = async (token: string, ip: string) => {
    const value = ok<{ balance?: Array<{ accountTypeId: unknown; availBalance: number }> }>(
      await call('/wps/v2/wallets/balance', { token, ip }),
    );
    return value.balance?.find((wallet) => Number(wallet.accountTypeId) === 0)?.availBalance;
  };
  const spinTicket = async (token: string, ip: string) => {
    const launched = ok<{ content: { game_url: string } }>(
      await call(endpoints.launchGame.path, {
        json: launchOf(slot ?? expect.fail('no demo slot')),
        token,
        ip,
      }),
    );
    return new URL(launched.content.game_url, cluster?.balancer).searchParams.get('ticket') ?? '';
  };

  type Player = { username: string; id: number; ip: string; token: string; ticket: string };
  /** The demo players logged in through the balancer, each with a slot ticket. */
  const loginPlayers = () =>
    Promise.all(
      ['demomember', 'demovip'].map(async (username): Promise<Player> => {
        const ip = freshClientIp();
        const { token } = ok<{ token: string }>(
          await call('/wps/session/login', { encrypt: true, json: { username, password: 'demo1234' }, ip }),
        );
        const [member] = await (db ?? expect.fail('no database')).query<{ id: number }>(
          'SELECT id FROM members WHERE username = $1',
          [username],
        );
        return { username, id: member?.id ?? 0, ip, token, ticket: await spinTicket(token, ip) };
      }),
    );
  /** Each player's vendor wallet 11, which every load transfer pays 1 minor unit into. */
  const vendorBalances = async (players: Player[]) =>
    Promise.all(
      players.map(async (player) => {
        const rows = await (db ?? expect.fail('no database')).query<{ balance: bigint }>(
          'SELECT balance FROM ledger_accounts WHERE code = $1',
          [`member:${player.id}:11`],
        );
        return rows[0]?.balance ?? 0n;
      }),
    );

  /**
   * 8 clients transferring (1 minor unit, main to wallet 11), betting and reading balances through
   * the balancer until stopped. A client retries a failed call with the same idempotency key, and
   * only a clear failure may happen first: the balancer's 502/503/504, an instance's 503 with
   * Retry-After (the database is gone), or a dropped connection. Never a 500, never a silent one.
   */
  function startLoad(players: Player[]) {
    const tag = randomUUID().slice(0, 8);
    const outcomes = { ok: 0, retried: 0, failedFirst: new Map<string, number>() };
    const transfers = new Map<string, number>(players.map((player) => [player.username, 0]));
    const spinIds: string[] = [];
    let calls = 0;
    let running = true;
    const reliably = async (send: () => ReturnType<WireClient['call']>) => {
      calls++;
      const started = Date.now();
      let why = '';
      for (let attempt = 0; Date.now() - started < 30_000; attempt++) {
        const answer = await send().catch((error: unknown) => ({ status: 0, error }));
        if ('body' in answer && answer.status === 200 && answer.body.success) {
          outcomes.ok++;
          if (attempt > 0) outcomes.retried++;
          return;
        }
        why =
          'body' in answer
            ? `${answer.status} ${answer.body.errorCode ?? ''}`.trim()
            : `network ${String((answer.error as Error).cause ?? answer.error)}`;
        expect(why).toMatch(/^(502|503|504|network)\b/);
        if ('body' in answer && answer.status === 503 && answer.body.errorCode === 'system.error')
          expect(answer.headers.get('retry-after')).toBe('1');
        const kind = why.split(' ')[0] ?? why;
        outcomes.failedFirst.set(kind, (outcomes.failedFirst.get(kind) ?? 0) + 1);
        await pause(200);
      }
      expect.fail(`a call kept failing for 30 s (last: ${why})`);
    };
    const worker = async (index: number) => {
      const player = players[index % players.length] ?? expect.fail('no player');
      for (let n = 0; running; n++) {
        const kind = n % 3;
        if (kind === 0) {
          const json = {
            fromAccountTypeId: '0',
            toAccountTypeId: '11',
            amount: 1,
            idempotencyKey: `${tag}-${index}-${n}`,
          };
          await reliably(() =>
            client.call('/wps/relay/GCS_walletTransfer', {
              json,
              token: player.token,
              ip: player.ip,
              headers: { ModuleId: 'FUNDTRANS3' },
            }),
          );
          transfers.set(player.username, (transfers.get(player.username) ?? 0) + 1);
        } else if (kind === 1) {
          const requestId = `${tag}-${index}-${n}`;
          spinIds.push(requestId);
          const json = { ticket: player.ticket, stake: 100, requestId };
          await reliably(() => client.call('/play/api/slot/spin', { json, merchant: null }));
        } else {
          await reliably(() =>
            client.call('/wps/v2/wallets/balance', { token: player.token, ip: player.ip }),
          );
        }
      }
    };
    const workers = Promise.all(Array.from({ length: 8 }, (_, index) => worker(index)));
    return {
      tag,
      outcomes,
      transfers,
      spinIds,
      get calls() {
        return calls;
      },
      stop: async () => {
        running = false;
        await workers;
      },
    };
  }

  /** After a load: every call succeeded once; one transfer per key, one round per spin id; the ledger balances. */
  async function expectNothingLost(load: ReturnType<typeof startLoad>) {
    expect(load.outcomes.ok).toBe(load.calls);
    const database = db ?? expect.fail('no database');
    const transferCount = [...load.transfers.values()].reduce((sum, n) => sum + n, 0);
    const stored = await database.query<{ n: bigint }>(
      "SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'wallet.transfer' AND idempotency_key LIKE '%:wallet:' || $1 || '-%'",
      [load.tag],
    );
    expect(Number(stored[0]?.n)).toBe(transferCount);
    const rounds = await database.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM game_rounds WHERE round_id LIKE $1',
      [`%${load.tag}%`],
    );
    expect(Number(rounds[0]?.n)).toBe(load.spinIds.length);
    await expectLedgerBalanced(database);
    return transferCount;
  }

  const readiness = async (url: string) => {
    const answer = await fetch(`${url}/ready`).catch(() => undefined);
    const body = (await answer?.json().catch(() => undefined)) as
      | { status: string; leader?: boolean }
      | undefined;
    return { status: answer?.status ?? 0, text: body?.status ?? 'no answer', leader: body?.leader === true };
  };

  it('registers, logs in, bets, transfers and logs out through the balancer, served by both instances', async () => {
    const ip = freshClientIp();
    const username = `clu${Date.now().toString(36)}`.slice(0, 12);
    ok(
      await call('/wps/member/register', {
        method: 'PUT',
        encrypt: true,
        json: { username, password: 'secret123', confirmPassword: 'secret123' },
        ip,
      }),
    );
    const { token } = ok<{ token: string }>(
      await call('/wps/session/login', { encrypt: true, json: { username, password: 'secret123' }, ip }),
    );
    // Credit through the operator API (a loopback client: no forwarded address).
    ok(await call('/__operator/credit', { json: { username, amount: 100_000, reference: `${username}-c` } }));
    expect(await mainBalance(token, ip)).toBe(100_000);

    const ticket = await spinTicket(token, ip);
    const spin = { ticket, stake: 1_000, requestId: randomUUID() };
    const bet = ok<{ balance: number }>(await call('/play/api/slot/spin', { json: spin, merchant: null }));
    // The same request again (to whichever instance) is the same bet, not a second one.
    const again = ok<{ balance: number }>(await call('/play/api/slot/spin', { json: spin, merchant: null }));
    expect(again.balance).toBe(bet.balance);

    const transfer = {
      fromAccountTypeId: '0',
      toAccountTypeId: '11',
      amount: 5_000,
      idempotencyKey: randomUUID(),
    };
    const moved = ok<{ transferId: string }>(
      await call('/wps/relay/GCS_walletTransfer', {
        json: transfer,
        token,
        ip,
        headers: { ModuleId: 'FUNDTRANS3' },
      }),
    );
    const replayed = ok<{ transferId: string }>(
      await call('/wps/relay/GCS_walletTransfer', {
        json: transfer,
        token,
        ip,
        headers: { ModuleId: 'FUNDTRANS3' },
      }),
    );
    expect(replayed.transferId).toBe(moved.transferId);
    expect(await mainBalance(token, ip)).toBe(bet.balance - 5_000);

    ok(await call('/wps/session/logout', { method: 'DELETE', token, ip }));
    expect((await call('/wps/v2/wallets/balance', { token, ip })).status).toBe(401);
    expect([...served].sort()).toEqual(['instance1', 'instance2']);
    await expectLedgerBalanced(db ?? expect.fail('no database'));
  });

  it('loses nothing when PostgreSQL drops and then refuses connections under load; not ready meanwhile, recovers alone', async () => {
    const instances = cluster?.instances ?? [];
    const name = database?.name ?? expect.fail('no database');
    const players = await loginPlayers();
    const vendorBefore = await vendorBalances(players);
    const load = startLoad(players);
    await pause(1_500);

    // Every instance's /ready, watched all along.
    const seen = instances.map(() => new Set<string>());
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        await Promise.all(
          instances.map(async (instance, index) => {
            const ready = await readiness(instance.url);
            seen[index]?.add(`${ready.status} ${ready.text}`);
          }),
        );
        await pause(100);
      }
    })();
    // 2 s: every connection of the instances ended every 200 ms (they may open new ones) ...
    let ended = 0;
    const phase = async (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        ended += await endConnections(name);
        await pause(200);
      }
    };
    await phase(2_000);
    // ... then 3 s of the same while PostgreSQL refuses new connections: the database is unreachable.
    await admin((pg) => pg.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`));
    await phase(3_000);
    await admin((pg) => pg.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`));
    const restored = Date.now();

    // Both ready again by themselves, one of them leading.
    let recoveredMs = -1;
    let states: Array<Awaited<ReturnType<typeof readiness>>> = [];
    while (Date.now() - restored < 15_000) {
      states = await Promise.all(instances.map((instance) => readiness(instance.url)));
      if (
        states.every((state) => state.status === 200) &&
        states.filter((state) => state.leader).length === 1
      ) {
        recoveredMs = Date.now() - restored;
        break;
      }
      await pause(100);
    }
    if (recoveredMs < 0)
      console.log(
        `[cluster] not recovered: ${JSON.stringify(states)}\n${cluster?.lines
          .filter((line) => !line.includes('"level":30'))
          .slice(-30)
          .join('\n')}`,
      );
    await pause(1_500);
    watching = false;
    await watcher;
    await load.stop();

    console.log(
      `[cluster] database outage: ${ended} connections ended; ${load.outcomes.ok} calls succeeded, ` +
        `${load.outcomes.retried} after a retry; first failures ${JSON.stringify(Object.fromEntries(load.outcomes.failedFirst))}; ` +
        `/ready seen ${JSON.stringify(seen.map((set) => [...set]))}; ready and leading ${recoveredMs} ms after connections were allowed again`,
    );
    expect(ended).toBeGreaterThan(0);
    for (const states of seen) expect([...states]).toContain('503 database unreachable');
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(10_000);
    // The outage was felt (calls failed first) and nothing was lost or paid twice.
    expect(load.outcomes.retried).toBeGreaterThan(0);
    await expectNothingLost(load);
    const vendorAfter = await vendorBalances(players);
    expect(vendorAfter.map((after, index) => after - (vendorBefore[index] ?? 0n))).toEqual(
      players.map((player) => BigInt(load.transfers.get(player.username) ?? 0)),
    );
  }, 90_000);

  it('loses no request when an instance is killed under load; the ledger balances and a survivor leads', async () => {
    const instances = cluster?.instances ?? [];
    const leaders = await Promise.all(
      instances.map(async (instance) => (await readiness(instance.url)).leader),
    );
    expect(leaders.filter(Boolean)).toHaveLength(1);
    const victim = instances[leaders.indexOf(true)] ?? expect.fail('no leader');
    const survivor = instances.find((instance) => instance !== victim) ?? expect.fail('no survivor');

    const load = startLoad(await loginPlayers());
    await pause(1_500);
    process.kill(victim.pid, 'SIGKILL');
    const killedAt = Date.now();
    // Leadership moves to the survivor within seconds (watched while the load goes on).
    const takeover = (async () => {
      while (Date.now() - killedAt < 10_000) {
        if ((await readiness(survivor.url)).leader) return Date.now() - killedAt;
        await pause(100);
      }
      return -1;
    })();
    await pause(3_000);
    await load.stop();
    const leadsAfterMs = await takeover;
    expect(leadsAfterMs).toBeGreaterThanOrEqual(0);
    expect(leadsAfterMs).toBeLessThan(5_000);
    const transfers = await expectNothingLost(load);
    console.log(
      `[cluster] ${load.outcomes.ok} calls succeeded (${transfers} transfers, ${load.spinIds.length} spins), ` +
        `${load.outcomes.retried} after a retry; first failures ${JSON.stringify(Object.fromEntries(load.outcomes.failedFirst))}; ` +
        `survivor led ${leadsAfterMs} ms after the kill`,
    );
  }, 60_000);

  it('stops cleanly on Ctrl-C: instances drained and gone, then the balancer', async () => {
    const running = cluster ?? expect.fail('no cluster');
    cluster = undefined;
    expect(await running.stop()).toBe(0);
    expect(running.lines).toContain('cluster: stopped');
    await expect(fetch(`${running.balancer}/health`)).rejects.toThrow();
    for (const instance of running.instances) await expect(fetch(`${instance.url}/health`)).rejects.toThrow();
  });
});
