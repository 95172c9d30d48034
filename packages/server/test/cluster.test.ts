import { randomUUID } from 'node:crypto';
import { endpoints } from '@playsite/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../src/db/database.ts';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { demoSlotCode } from '../src/games/catalogue.ts';
import { type Cluster, clusterUnavailable, startCluster } from './cluster-support.ts';
import { launchOf } from './games/http-support.ts';
import { expectLedgerBalanced } from './games/ledger-check.ts';
import { freshSchema, postgresUrl, type Schema } from './ops-support.ts';
import { freshClientIp, WireClient } from './support/wire-client.ts';

const unavailable = clusterUnavailable();
if (unavailable) console.warn(`[cluster tests] skipped: ${unavailable}`);

const slot = sharedGames().catalogue.games.find((game) => game.gameCode === demoSlotCode);

/**
 * Two instances behind HAProxy on one PostgreSQL (scripts/cluster.mjs, as `pnpm start:cluster`
 * starts them): a player's journey through the balancer, then an instance killed under load.
 */
describe.skipIf(unavailable !== undefined)('the cluster behind HAProxy (PostgreSQL)', () => {
  let schema: Schema | undefined;
  let cluster: Cluster | undefined;
  let db: Database | undefined;
  let client: WireClient;
  beforeAll(async () => {
    schema = await freshSchema('cluster');
    // TRUST_PROXY=2: the balancer and the test, which plays several clients by X-Forwarded-For.
    cluster = await startCluster({ DATABASE_URL: schema.url, TRUST_PROXY: '2', NODE_ENV: 'development' });
    client = new WireClient(cluster.balancer);
    db = await openPostgres(postgresUrl, schema.name);
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
    await db?.close();
    await schema?.drop();
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

  it('loses no request when an instance is killed under load; the ledger balances and a survivor leads', async () => {
    const instances = cluster?.instances ?? [];
    const leaders = await Promise.all(
      instances.map(
        async (instance) =>
          ((await (await fetch(`${instance.url}/ready`)).json()) as { leader: boolean }).leader,
      ),
    );
    expect(leaders.filter(Boolean)).toHaveLength(1);
    const victim = instances[leaders.indexOf(true)] ?? expect.fail('no leader');
    const survivor = instances.find((instance) => instance !== victim) ?? expect.fail('no survivor');

    const players = await Promise.all(
      ['demomember', 'demovip'].map(async (username) => {
        const ip = freshClientIp();
        const { token } = ok<{ token: string }>(
          await call('/wps/session/login', { encrypt: true, json: { username, password: 'demo1234' }, ip }),
        );
        return { username, ip, token, ticket: await spinTicket(token, ip) };
      }),
    );
    const tag = randomUUID().slice(0, 8);
    const outcomes = { ok: 0, retried: 0, failedFirst: new Map<string, number>() };
    /** A client that retries an unanswered or refused call with the same idempotency key. */
    const reliably = async (send: () => ReturnType<WireClient['call']>) => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const answer = await send().catch((error: unknown) => ({ status: 0, error }));
        if ('body' in answer && answer.status === 200 && answer.body.success) {
          outcomes.ok++;
          if (attempt > 0) outcomes.retried++;
          return;
        }
        // Clear errors only: the balancer's 502/503 or a dropped connection, never a silent success.
        const why = 'body' in answer ? `${answer.status} ${answer.body.errorCode ?? ''}`.trim() : 'network';
        expect(why).toMatch(/^(0|502|503|504)\b|network/);
        outcomes.failedFirst.set(why, (outcomes.failedFirst.get(why) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect.fail('a call failed 20 times');
    };
    const transferKeys: string[] = [];
    const spinIds: string[] = [];
    let balanceReads = 0;
    let running = true;
    const worker = async (index: number) => {
      const player = players[index % players.length] ?? expect.fail('no player');
      for (let n = 0; running; n++) {
        const kind = n % 3;
        if (kind === 0) {
          const idempotencyKey = `${tag}-${index}-${n}`;
          transferKeys.push(idempotencyKey);
          const json = { fromAccountTypeId: '0', toAccountTypeId: '11', amount: 1, idempotencyKey };
          await reliably(() =>
            client.call('/wps/relay/GCS_walletTransfer', {
              json,
              token: player.token,
              ip: player.ip,
              headers: { ModuleId: 'FUNDTRANS3' },
            }),
          );
        } else if (kind === 1) {
          const requestId = `${tag}-${index}-${n}`;
          spinIds.push(requestId);
          const json = { ticket: player.ticket, stake: 100, requestId };
          await reliably(() => client.call('/play/api/slot/spin', { json, merchant: null }));
        } else {
          balanceReads++;
          await reliably(() =>
            client.call('/wps/v2/wallets/balance', { token: player.token, ip: player.ip }),
          );
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, index) => worker(index)));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    process.kill(victim.pid, 'SIGKILL');
    const killedAt = Date.now();
    // Leadership moves to the survivor within seconds (watched while the load goes on).
    const takeover = (async () => {
      while (Date.now() - killedAt < 10_000) {
        const ready = (await (await fetch(`${survivor.url}/ready`)).json()) as { leader: boolean };
        if (ready.leader) return Date.now() - killedAt;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return -1;
    })();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    running = false;
    await load;
    const leadsAfterMs = await takeover;
    expect(leadsAfterMs).toBeGreaterThanOrEqual(0);
    expect(leadsAfterMs).toBeLessThan(5_000);

    // Every call ended in success, once: one transfer per key, one round per spin id.
    expect(outcomes.ok).toBe(transferKeys.length + spinIds.length + balanceReads);
    const database = db ?? expect.fail('no database');
    const stored = await database.query<{ n: bigint }>(
      "SELECT count(*) AS n FROM ledger_transfers WHERE kind = 'wallet.transfer' AND idempotency_key LIKE '%:wallet:' || $1 || '-%'",
      [tag],
    );
    expect(Number(stored[0]?.n)).toBe(transferKeys.length);
    const rounds = await database.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM game_rounds WHERE round_id LIKE $1',
      [`%${tag}%`],
    );
    expect(Number(rounds[0]?.n)).toBe(spinIds.length);
    await expectLedgerBalanced(database);
    console.log(
      `[cluster] ${outcomes.ok} calls succeeded (${transferKeys.length} transfers, ${spinIds.length} spins), ` +
        `${outcomes.retried} after a retry; first failures ${JSON.stringify(Object.fromEntries(outcomes.failedFirst))}; ` +
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
