import pg from 'pg';
import { defaultConfig } from '../src/config.ts';
import type { Context } from '../src/context.ts';
import { type Database, openPostgres } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { agentOverview } from '../src/domain/agent/overview.ts';
import { agentTeamBetting } from '../src/domain/agent/rounds.ts';
import { settleDue } from '../src/domain/agent/settlement.ts';
import { postgresProblem } from '../test/money/stress.ts';
import { checkPayouts } from './agents-check.ts';
import { type SeededAgent, seedAgentsBench } from './agents-seed.ts';
import { fallbackDatabaseUrl as fallback, int } from './env.ts';

/**
 * `pnpm bench:agents`: the agent centre at size, on PostgreSQL (database bench_agents, or
 * BENCH_DATABASE, created when missing; a fresh schema dropped afterwards; BENCH_KEEP=1 keeps it). Seeds 10,000 members under
 * 50 agents with 1,000,000 settled bets over 30 days, every agent holding the four contract kinds;
 * runs every settlement the server's clock would run (each kind's catch-up window of closed
 * periods) twice: first as two instances at once (two pools), then again; recomputes every payout
 * from the raw bets (bench/agents-check.ts); times the overview and team-betting calls of the site
 * for the root agent (the whole tree) as medians of BENCH_RUNS runs (7). The last line is the summary.
 * Env: DATABASE_URL (the server to use; its database is replaced by BENCH_DATABASE), BENCH_MEMBERS,
 * BENCH_BETS, BENCH_RUNS.
 */
const hidden = (url: string) => url.replace(/\/\/[^@]*@/, '//***@');

async function benchDatabase(url: string): Promise<string> {
  const name = process.env.BENCH_DATABASE ?? 'bench_agents';
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_DATABASE must be a plain lower-case name');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function timed(runs: number, call: () => Promise<unknown>) {
  await call();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  return { median: median(times), times };
}

const ms = (value: number) => value.toFixed(1);

async function run(url: string) {
  const shape = {
    agents: 50,
    branches: 7,
    members: int('BENCH_MEMBERS', 10_000),
    bets: int('BENCH_BETS', 1_000_000),
    days: 30,
    now: Date.UTC(2026, 11, 1, 0, 3),
  };
  const runs = int('BENCH_RUNS', 7);
  const schema = `agents_${Date.now()}`;
  const db = await openPostgres(url, schema);
  const second = await openPostgres(url, schema);
  const clock = { now: () => shape.now };
  const ctx: Context = { db, clock, config: defaultConfig };
  const other: Context = { db: second, clock, config: defaultConfig };
  try {
    await migrate(db);
    let start = performance.now();
    const agents: SeededAgent[] = await seedAgentsBench(db, shape);
    console.log(
      `seeded ${shape.members} members under ${agents.length} agents, ${shape.bets} bets over ${shape.days} days in ${ms((performance.now() - start) / 1000)} s`,
    );
    start = performance.now();
    const [a, b] = await Promise.all([settleDue(ctx), settleDue(other)]);
    console.log(
      `settlement pass 1, two instances at once: ${a.paid} + ${b.paid} payments (${a.amount + b.amount} minor units) in ${ms((performance.now() - start) / 1000)} s`,
    );
    start = performance.now();
    const again = await settleDue(ctx);
    console.log(
      `settlement pass 2: ${again.contracts} contracts left to pay, ${again.paid} payments in ${ms((performance.now() - start) / 1000)} s`,
    );
    const check = await checkPayouts(db);
    for (const note of check.notes) console.log(`check: ${note}`);
    console.log(`recomputed ${check.payouts} payouts from the raw bets: ${check.paidTotal} minor units paid`);
    const root = agents.find((agent) => agent.depth === 0);
    if (!root) throw new Error('no root agent');
    const overview = await timed(runs, () => agentOverview(ctx, root.id, {}));
    const betting = await timed(runs, () => agentTeamBetting(ctx, root.id, {}));
    const pages = await pageMismatches(ctx, root.id);
    for (const note of pages.notes) console.log(`check: ${note}`);
    const counts = await memberCounts(db);
    console.log(`root agent (team of ${counts.team}): overview runs ${overview.times.map(ms).join(', ')} ms`);
    console.log(`root agent: team betting runs ${betting.times.map(ms).join(', ')} ms`);
    const doublePaid = check.doublePaid + again.paid;
    console.log(
      `agents: members=${counts.members} bets=${counts.bets} payouts=${check.payouts} double_paid=${doublePaid} mismatches=${check.mismatches + pages.count} overview_ms=${Math.round(overview.median)} team_betting_ms=${Math.round(betting.median)}`,
    );
    return doublePaid === 0 && check.mismatches + pages.count === 0;
  } finally {
    if (!process.env.BENCH_KEEP) await db.exec(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
    else console.log(`kept schema ${schema}`);
    await db.close();
    await second.close();
  }
}

/** The root's pages against plain sums of the raw rounds (its team is every bench member). */
async function pageMismatches(ctx: Context, rootId: number) {
  const overview = await agentOverview(ctx, rootId, {});
  const betting = await agentTeamBetting(ctx, rootId, {});
  const start = Date.parse(`${overview.startDate}T00:00:00Z`);
  const end = Date.parse(`${overview.endDate}T00:00:00Z`) + 86_400_000;
  const [raw] = await ctx.db.query<{ stake: bigint; win: bigint; bets: bigint; players: bigint }>(
    `SELECT sum(stake)::bigint AS stake, sum(win)::bigint AS win, count(*)::bigint AS bets,
       count(DISTINCT member_id)::bigint AS players
     FROM game_rounds WHERE status = 'settled' AND mode = 'real' AND settled_at >= $1 AND settled_at < $2`,
    [start, end],
  );
  const expected = {
    validBet: Number(raw?.stake ?? 0n),
    profitLoss: Number((raw?.win ?? 0n) - (raw?.stake ?? 0n)),
    activeMembers: Number(raw?.players ?? 0n),
    bets: Number(raw?.bets ?? 0n),
  };
  const found = {
    validBet: overview.validBet,
    profitLoss: overview.profitLoss,
    activeMembers: overview.activeMembers,
    bets: betting.totals.bets,
  };
  const notes = [
    `root's pages ${overview.startDate}..${overview.endDate}: ${JSON.stringify(found)}, raw rounds ${JSON.stringify(expected)}`,
  ];
  const count =
    Number(found.validBet !== expected.validBet) +
    Number(found.profitLoss !== expected.profitLoss) +
    Number(found.activeMembers !== expected.activeMembers) +
    Number(found.bets !== expected.bets) +
    Number(betting.totals.validBet !== expected.validBet);
  return { count, notes };
}

async function memberCounts(db: Database) {
  const rows = await db.query<{ members: bigint; bets: bigint; team: bigint }>(
    `SELECT (SELECT count(*) FROM members WHERE customer_type = 0)::bigint AS members,
       (SELECT count(*) FROM game_rounds)::bigint AS bets,
       (SELECT count(*) - 1 FROM members)::bigint AS team`,
  );
  const row = rows[0];
  return {
    members: Number(row?.members ?? 0n),
    bets: Number(row?.bets ?? 0n),
    team: Number(row?.team ?? 0n),
  };
}

async function main() {
  const url = process.env.DATABASE_URL ?? fallback;
  const problem = await postgresProblem(url);
  if (problem) {
    console.log(`agents bench skipped: no PostgreSQL reachable at ${hidden(url)} (${problem})`);
    return;
  }
  const target = await benchDatabase(url);
  console.log(`agents bench on ${hidden(target)}`);
  process.exit((await run(target)) ? 0 : 1);
}

await main();
