import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { endpoints } from '@playsite/api/contract';
import { providerHeaders, providerWalletPaths, signBody } from '@playsite/api/provider';
import autocannon from 'autocannon';
import { systemClock } from '../src/clock.ts';
import { defaultConfig } from '../src/config.ts';
import type { Context } from '../src/context.ts';
import { type Database, openPostgres } from '../src/db/database.ts';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { creditWallet, openWallet } from '../src/domain/ledger.ts';
import { insertMember } from '../src/domain/members.ts';
import { openSession } from '../src/domain/sessions.ts';
import { repoRoot } from '../src/files.ts';
import { type Cluster, startCluster } from '../test/cluster-support.ts';
import { freshSchema, type Schema } from '../test/ops-support.ts';
import { postgresProblem } from '../test/support/postgres-template.ts';
import { WireClient } from '../test/support/wire-client.ts';
import { fallbackDatabaseUrl, int } from './env.ts';
import { buildServer } from './ledger-cluster.ts';

/**
 * `pnpm bench:wallet [--instances N]`: the provider wallet API under load, as a game server calls
 * it. Builds the server, starts scripts/cluster.mjs (N production instances, default 2, on a fresh
 * schema of DATABASE_URL behind HAProxy, no game server), enters the bench as a provider of its own
 * (`bench-games`, as an aggregator would be: a provider row and a signing key), makes BENCH_PLAYERS members
 * (default 128) with a platform session each and launches a provider game for each through the
 * balancer. Then BENCH_RUNS timed runs (3) of BENCH_CALLS signed calls (20,000) over
 * BENCH_CONNECTIONS (64): each connection places a bet for a player and pays its win, then takes
 * the next player; one call in 50 is instead a byte-for-byte retry of the connection's previous
 * call, which must be answered exactly as the first time and move nothing. Afterwards the ledger
 * is audited in SQL. The last line:
 *
 *   wallet: calls_per_s=… p99_ms=… duplicates_paid=0 errors=0
 *
 * (calls per second and p99 of the median run; duplicates_paid: retries that moved money or were
 * answered otherwise than the first time, and money movements without exactly one transfer).
 */

const merchant = 'demo';
const benchProvider = 'bench-games';
const secret = 'bench-wallet-signing-secret-0123456789';
const opening = 1_000_000_000n;
const duplicateEvery = 50;

interface Player {
  id: number;
  token: string;
  gameCode: string;
  currency: string;
}

interface Call {
  path: string;
  raw: string;
  /** What was sent and when it moves money: the expected change of the player's wallet. */
  kind: 'bet' | 'win';
  amount: number;
  player: Player;
  transaction: string;
}

interface RunResult {
  calls: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: Record<string, number>;
  duplicates: number;
  duplicateMismatches: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
};

async function preparePlayers(db: Database, balancer: string, count: number): Promise<Player[]> {
  const ctx: Context = { db, clock: systemClock, config: defaultConfig };
  const [template] = await db.query<{ password_hash: string }>(
    "SELECT password_hash FROM members WHERE merchant_code = $1 AND username = 'demomember'",
    [merchant],
  );
  if (!template) throw new Error('the demo member is missing (seed not run?)');
  const game = sharedGames().catalogue.games.find(
    (candidate) => !candidate.demo && candidate.gameType === 'RNG',
  );
  if (!game) throw new Error('no provider game in the catalogue');
  const client = new WireClient(balancer);
  const tag = Date.now().toString(36).slice(-5);
  const players: Player[] = [];
  for (let index = 0; index < count; index++) {
    const id = await insertMember(db, {
      merchant,
      username: `wb${tag}${index}`,
      passwordHash: template.password_hash,
      customerType: 0,
      now: Date.now(),
      ip: '10.78.0.1',
    });
    await openWallet(db, merchant, id);
    await creditWallet(ctx, merchant, id, opening, `bench-wallet-open:${id}`);
    const session = await openSession(ctx, id, '10.78.0.1');
    const launch = await client.call(endpoints.launchGame.path, {
      method: 'POST',
      token: session,
      json: {
        nodeId: game.nodeId,
        accountType: 1,
        vassalage: game.vassalage,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        confirmTrans: 0,
        language: 'EN',
      },
    });
    const url = (launch.body.value as { content?: { game_url?: string } } | undefined)?.content?.game_url;
    if (!url) throw new Error(`launch refused: ${JSON.stringify(launch.body)}`);
    const query = new URL(url).searchParams;
    players.push({
      id,
      token: query.get('token') ?? '',
      gameCode: query.get('game_code') ?? '',
      currency: query.get('currency') ?? '',
    });
  }
  return players;
}

/** The next call of a connection: a bet for the next player, then its win. */
function nextCall(state: { bet?: Call }, players: Player[], counter: () => number): Call {
  const bet = state.bet;
  if (bet) {
    state.bet = undefined;
    const amount = Math.floor(Math.random() * 2 * bet.amount);
    const transaction = randomUUID();
    return {
      kind: 'win',
      path: providerWalletPaths.win,
      amount,
      player: bet.player,
      transaction,
      raw: JSON.stringify({
        request_uuid: randomUUID(),
        token: bet.player.token,
        user: String(bet.player.id),
        game_code: bet.player.gameCode,
        transaction_uuid: transaction,
        reference_transaction_uuid: bet.transaction,
        round: (JSON.parse(bet.raw) as { round: string }).round,
        round_closed: true,
        currency: bet.player.currency,
        amount,
      }),
    };
  }
  const player = players[counter() % players.length] as Player;
  const amount = 1 + Math.floor(Math.random() * 1_000);
  const transaction = randomUUID();
  const call: Call = {
    kind: 'bet',
    path: providerWalletPaths.bet,
    amount,
    player,
    transaction,
    raw: JSON.stringify({
      request_uuid: randomUUID(),
      token: player.token,
      user: String(player.id),
      game_code: player.gameCode,
      transaction_uuid: transaction,
      round: randomUUID(),
      currency: player.currency,
      amount,
    }),
  };
  state.bet = call;
  return call;
}

interface ConnectionState extends Record<string, unknown> {
  state?: { bet?: Call };
  last?: Call;
  lastAnswer?: string;
  sent?: { call: Call; duplicate: boolean };
}

async function timedRun(
  balancer: string,
  players: Player[],
  calls: number,
  connections: number,
): Promise<RunResult> {
  const errors: Record<string, number> = {};
  let sent = 0;
  let passes = 0;
  let duplicates = 0;
  let duplicateMismatches = 0;
  let answered = 0;
  const request: autocannon.Request = {
    method: 'POST',
    setupRequest: (base, raw) => {
      const context = raw as ConnectionState;
      context.state ??= {};
      sent++;
      const duplicate = sent % duplicateEvery === 0 && context.last !== undefined;
      const call = duplicate ? (context.last as Call) : nextCall(context.state, players, () => passes++);
      context.sent = { call, duplicate };
      return {
        ...base,
        path: call.path,
        headers: {
          'content-type': 'application/json',
          [providerHeaders.provider]: benchProvider,
          [providerHeaders.keyId]: 'bench',
          [providerHeaders.signature]: signBody(secret, call.raw),
        },
        body: call.raw,
      };
    },
    onResponse: (status, body, raw) => {
      const context = raw as ConnectionState;
      const sentCall = context.sent;
      if (!sentCall) return;
      answered++;
      const answer = status === 200 ? (JSON.parse(body) as { status?: string }) : undefined;
      if (sentCall.duplicate) {
        duplicates++;
        if (body !== context.lastAnswer) duplicateMismatches++;
        return;
      }
      context.last = sentCall.call;
      context.lastAnswer = body;
      if (answer?.status !== 'RS_OK') {
        const code = answer?.status ?? `http${status}`;
        errors[code] = (errors[code] ?? 0) + 1;
        // A refused bet has no win to follow.
        if (sentCall.call.kind === 'bet' && context.state) context.state.bet = undefined;
      }
    },
  };
  const started = performance.now();
  // autocannon clears a connection's context after each pass through `requests`: one pass is the
  // whole run, so a connection keeps its bet for the win and its last call for a retry.
  const requests = Array.from({ length: calls }, () => request);
  const result = await autocannon({ url: balancer, connections, amount: calls, requests });
  const elapsed = (performance.now() - started) / 1000;
  if (result.errors + result.timeouts > 0) errors.transport = result.errors + result.timeouts;
  return {
    calls: answered,
    perSecond: answered / elapsed,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    duplicates,
    duplicateMismatches,
  };
}

/** The ledger after the load, in SQL: what must hold whatever the timing. */
async function audit(db: Database) {
  const [row] = await db.query<{
    unbalanced: number;
    negative: number;
    drift: number;
    doubled: number;
    house: bigint;
    recorded: bigint;
  }>(
    `SELECT
       (SELECT count(*)::int FROM (SELECT transfer_id FROM ledger_entries GROUP BY transfer_id
          HAVING sum(amount) <> 0) t) AS unbalanced,
       (SELECT count(*)::int FROM ledger_accounts WHERE NOT system AND balance < 0) AS negative,
       (SELECT count(*)::int FROM ledger_accounts a WHERE a.balance <> (SELECT coalesce(sum(e.amount), 0)
          FROM ledger_entries e WHERE e.account_id = a.id)) AS drift,
       (SELECT count(*)::int FROM provider_transactions t WHERE (SELECT count(*) FROM ledger_transfers l
          WHERE l.merchant_code = t.merchant_code
            AND l.idempotency_key = 'provider:' || t.provider_id || ':' || t.transaction_uuid)
          <> CASE WHEN t.amount > 0 THEN 1 ELSE 0 END) AS doubled,
       (SELECT coalesce(sum(balance), 0)::bigint FROM ledger_accounts
          WHERE code LIKE 'system:provider:${benchProvider}:%') AS house,
       (SELECT coalesce(sum(CASE kind WHEN 'bet' THEN amount ELSE -amount END), 0)::bigint
          FROM provider_transactions) AS recorded`,
  );
  if (!row) throw new Error('audit answered nothing');
  return row;
}

async function main() {
  const url = process.env.DATABASE_URL || fallbackDatabaseUrl;
  const problem = await postgresProblem(url);
  if (problem) {
    console.error(`wallet bench: PostgreSQL is not reachable: ${problem}`);
    process.exit(2);
  }
  // Debian's HAProxy, installed by the project's script when missing (as the cluster tests do).
  const haproxy = spawnSync('bash', ['scripts/ensure-haproxy.sh'], { cwd: repoRoot, encoding: 'utf8' });
  if (haproxy.status !== 0) {
    console.error(`wallet bench: HAProxy is not available: ${haproxy.stderr.trim()}`);
    process.exit(2);
  }
  const at = process.argv.indexOf('--instances');
  const instances = Number.parseInt((at > 0 ? process.argv[at + 1] : undefined) ?? '2', 10);
  const options = {
    players: int('BENCH_PLAYERS', 128),
    calls: int('BENCH_CALLS', 20_000),
    connections: int('BENCH_CONNECTIONS', 64),
    runs: int('BENCH_RUNS', 3),
  };
  if (!process.argv.includes('--no-build')) buildServer();
  let schema: Schema | undefined;
  let cluster: Cluster | undefined;
  let db: Database | undefined;
  try {
    schema = await freshSchema('bench_wallet');
    cluster = await startCluster(
      { DATABASE_URL: schema.url, TRUST_PROXY: '2', NODE_ENV: 'production' },
      instances,
      { build: false },
    );
    db = await openPostgres(url, schema.name);
    // The cluster runs without the game server (GAMES_URL off): the bench is the provider, entered
    // as an aggregator would be (a provider row and its key), and plays every lane but sports.
    await db.query(
      `INSERT INTO providers (id, name, base_url, excluded_game_types, created_at)
       VALUES ($1, 'Wallet bench', 'http://127.0.0.1:9', '{SPORTS,ESPORTS}', $2)`,
      [benchProvider, Date.now()],
    );
    await db.query(
      "INSERT INTO provider_keys (provider_id, key_id, secret, created_at) VALUES ($1, 'bench', $2, $3)",
      [benchProvider, secret, Date.now()],
    );
    // The instances read the providers at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const players = await preparePlayers(db, cluster.balancer, options.players);
    console.log(
      `wallet bench: ${instances} instance(s) behind ${cluster.balancer}, ${players.length} players, ` +
        `${options.connections} connections, ${options.runs} runs of ${options.calls} calls (1 in ${duplicateEvery} a retry)`,
    );
    const runs: RunResult[] = [];
    for (let run = 0; run < options.runs; run++) {
      const result = await timedRun(cluster.balancer, players, options.calls, options.connections);
      runs.push(result);
      const failed = Object.entries(result.errors);
      console.log(
        `run ${run + 1}: ${result.calls} calls, ${result.perSecond.toFixed(0)} calls/s, p50 ${result.p50} ms, ` +
          `p99 ${result.p99} ms, retries ${result.duplicates} (answered otherwise: ${result.duplicateMismatches}), ` +
          `errors ${failed.length ? failed.map(([code, n]) => `${code}=${n}`).join(' ') : 'none'}`,
      );
    }
    const checked = await audit(db);
    console.log(
      `audit: unbalanced transfers ${checked.unbalanced}, negative wallets ${checked.negative}, balances off their entries ${checked.drift}, ` +
        `transactions without exactly one transfer ${checked.doubled}, provider account ${checked.house} = bets − wins ${checked.recorded}`,
    );
    const middle =
      runs.find((run) => run.perSecond === median(runs.map((item) => item.perSecond))) ?? runs[0];
    const errors = runs.reduce(
      (sum, run) => sum + Object.values(run.errors).reduce((total, n) => total + n, 0),
      0,
    );
    const duplicatesPaid = runs.reduce((sum, run) => sum + run.duplicateMismatches, 0) + checked.doubled;
    const broken =
      checked.unbalanced + checked.negative + checked.drift + (checked.house === checked.recorded ? 0 : 1);
    console.log(
      `wallet: calls_per_s=${(middle?.perSecond ?? 0).toFixed(0)} p99_ms=${middle?.p99 ?? 0} ` +
        `duplicates_paid=${duplicatesPaid} errors=${errors + broken}`,
    );
    process.exitCode = duplicatesPaid + errors + broken === 0 ? 0 : 1;
  } finally {
    await cluster?.stop();
    await db?.close();
    await schema?.drop().catch(() => undefined);
  }
}

await main();
