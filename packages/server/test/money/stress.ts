import pg from 'pg';
import { systemClock } from '../../src/clock.ts';
import { defaultConfig } from '../../src/config.ts';
import type { Context } from '../../src/context.ts';
import { type Database, openPostgres } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import {
  creditWallet,
  ensureSystemAccount,
  openWallet,
  postTransfer,
  systemAccounts,
  walletCode,
} from '../../src/domain/ledger.ts';
import { insertMember } from '../../src/domain/members.ts';
import { ApiError } from '../../src/errors.ts';
import { postgresProblem } from '../support/postgres-template.ts';

/** The benches ask through here whether PostgreSQL answers. */
export { postgresProblem };

/**
 * The ledger under real PostgreSQL concurrency (issue 7): random transfers among member wallets,
 * overdrafts included, from several connection pools at once (as several server processes
 * would), then an audit of every balance against its entries. Shared by the test and `pnpm bench:ledger`.
 */
export interface StressOptions {
  url: string;
  accounts?: number;
  transfers?: number;
  /** Transfers in flight at once. */
  concurrency?: number;
  /** Connection pools of 10 (one per simulated server process). */
  pools?: number;
  /** Opening balance of each wallet, minor units. */
  openingBalance?: bigint;
  /** Concurrent requests sharing one idempotency key. */
  sameKeyRequests?: number;
}

export interface StressReport {
  schema: string;
  transfers: number;
  succeeded: number;
  failures: Record<string, number>;
  elapsedMs: number;
  perSecond: number;
  concurrency: number;
  connections: number;
  mismatches: number;
  negative: number;
  totalChanged: number;
  duplicateKeys: number;
  sameKey: { requests: number; applied: number; replayed: number; refused: number };
}

const merchant = 'bench';

const reasonOf = (error: unknown) =>
  error instanceof ApiError ? error.code : ((error as { code?: string }).code ?? (error as Error).message);

async function prepare(db: Database, count: number, opening: bigint) {
  await migrate(db);
  await db.query(
    "INSERT INTO merchants (code, name, currency, currency_symbol) VALUES ($1, 'Bench', 'PHP', 'P')",
    [merchant],
  );
  await ensureSystemAccount(db, merchant, systemAccounts.operatorFunding, 'PHP');
  const ctx: Context = { db, clock: systemClock, config: defaultConfig };
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const id = await insertMember(db, {
      merchant,
      username: `bench${index}`,
      passwordHash: 'not-a-login',
      customerType: 0,
      now: Date.now(),
      ip: '127.0.0.1',
    });
    await openWallet(db, merchant, id);
    await creditWallet(ctx, merchant, id, opening, `open:${id}`);
    ids.push(id);
  }
  return ids;
}

async function memberTotal(db: Database): Promise<bigint> {
  const rows = await db.query<{ total: bigint }>(
    'SELECT coalesce(sum(balance), 0)::bigint AS total FROM ledger_accounts WHERE NOT system',
  );
  return rows[0]?.total ?? 0n;
}

/** Runs `count` tasks with at most `width` in flight. */
async function inFlight(count: number, width: number, task: (index: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, count) }, worker));
}

export async function runLedgerStress(options: StressOptions): Promise<StressReport> {
  const accounts = options.accounts ?? 20;
  const transfers = options.transfers ?? 10_000;
  const concurrency = options.concurrency ?? 64;
  const poolCount = options.pools ?? 4;
  const opening = options.openingBalance ?? 100_000n;
  const sameKeyRequests = options.sameKeyRequests ?? 20;
  const schema = `money_stress_${Date.now()}_${Math.random().toString(36).slice(2, 7)}`;
  const pools: Database[] = [];
  for (let index = 0; index < poolCount; index++) pools.push(await openPostgres(options.url, schema));
  const [first] = pools;
  if (!first) throw new Error('No pool');
  try {
    const ids = await prepare(first, accounts, opening);
    const before = await memberTotal(first);
    const contexts = pools.map((db): Context => ({ db, clock: systemClock, config: defaultConfig }));
    const failures: Record<string, number> = {};
    let succeeded = 0;
    const random = (below: number) => Math.floor(Math.random() * below);
    const started = performance.now();
    await inFlight(transfers, concurrency, async (index) => {
      const from = ids[random(ids.length)] ?? 0;
      let to = ids[random(ids.length)] ?? 0;
      if (to === from) to = ids[(ids.indexOf(from) + 1) % ids.length] ?? 0;
      // Up to 60 % of an opening balance: wallets drained by earlier transfers overdraw often.
      const amount = BigInt(1 + random(Number((opening * 6n) / 10n)));
      try {
        await postTransfer(contexts[index % contexts.length] as Context, {
          merchant,
          idempotencyKey: `stress:${index}`,
          kind: 'bench.transfer',
          postings: [
            { account: walletCode(from), amount: -amount },
            { account: walletCode(to), amount },
          ],
        });
        succeeded++;
      } catch (error) {
        const reason = reasonOf(error);
        failures[reason] = (failures[reason] ?? 0) + 1;
      }
    });
    const elapsedMs = performance.now() - started;

    // One idempotency key, many concurrent requests, from every pool: one transfer.
    const richest = (
      await first.query<{ member_id: number }>(
        'SELECT member_id FROM ledger_accounts WHERE NOT system ORDER BY balance DESC LIMIT 1',
      )
    )[0]?.member_id as number;
    const other = ids.find((id) => id !== richest) ?? 0;
    const sameKey = { requests: sameKeyRequests, applied: 0, replayed: 0, refused: 0 };
    await Promise.all(
      Array.from({ length: sameKeyRequests }, async (_, index) => {
        try {
          const result = await postTransfer(contexts[index % contexts.length] as Context, {
            merchant,
            idempotencyKey: 'stress:same-key',
            kind: 'bench.transfer',
            postings: [
              { account: walletCode(richest), amount: -1n },
              { account: walletCode(other), amount: 1n },
            ],
          });
          if (result.replayed) sameKey.replayed++;
          else sameKey.applied++;
        } catch {
          sameKey.refused++;
        }
      }),
    );

    const audit = await first.query<{ id: number; balance: bigint; entries: bigint; system: boolean }>(
      `SELECT a.id, a.balance, a.system, coalesce(sum(e.amount), 0)::bigint AS entries
       FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id`,
    );
    const mismatches = audit.filter((row) => row.balance !== row.entries).length;
    const negative = audit.filter((row) => !row.system && row.balance < 0n).length;
    const grand = audit.reduce((sum, row) => sum + row.balance, 0n);
    const unbalanced = await first.query<{ id: number }>(
      'SELECT transfer_id AS id FROM ledger_entries GROUP BY transfer_id HAVING sum(amount) <> 0',
    );
    const totalChanged =
      (before !== (await memberTotal(first)) ? 1 : 0) + (grand !== 0n ? 1 : 0) + unbalanced.length;
    const keyRows = await first.query<{ count: bigint }>(
      `SELECT count(*)::bigint AS count FROM ledger_transfers WHERE idempotency_key = 'stress:same-key'`,
    );
    const repeated = await first.query<{ count: bigint }>(
      `SELECT count(*)::bigint AS count FROM (SELECT idempotency_key FROM ledger_transfers
         GROUP BY merchant_code, idempotency_key HAVING count(*) > 1) AS twice`,
    );
    const duplicateKeys =
      Math.abs(Number(keyRows[0]?.count ?? 0n) - 1) +
      Math.abs(sameKey.applied - 1) +
      Number(repeated[0]?.count ?? 0n);
    return {
      schema,
      transfers,
      succeeded,
      failures,
      elapsedMs,
      perSecond: transfers / (elapsedMs / 1000),
      concurrency,
      connections: poolCount * 10,
      mismatches,
      negative,
      totalChanged,
      duplicateKeys,
      sameKey,
    };
  } finally {
    for (const db of pools) await db.close();
    const admin = new pg.Client({ connectionString: options.url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

export const ledgerLine = (report: StressReport) =>
  `ledger: transfers=${report.transfers} per_second=${report.perSecond.toFixed(1)} mismatches=${report.mismatches} negative=${report.negative} total_changed=${report.totalChanged} duplicate_keys=${report.duplicateKeys}`;
