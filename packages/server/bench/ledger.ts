import { ledgerLine, postgresProblem, runLedgerStress } from '../test/money/stress.ts';
import { fallbackDatabaseUrl as fallback, int } from './env.ts';
import { auditBreaks } from './ledger-audit.ts';
import { buildServer, type ClusterBenchReport, runClusterBench } from './ledger-cluster.ts';

/**
 * `pnpm bench:ledger`: 10,000 random transfers among 20 wallets, 64 in flight over 4 pools of 10
 * connections, overdrafts included, against the PostgreSQL at DATABASE_URL (in a throw-away
 * schema), then the audit. The last line is the machine-readable summary.
 * Env: BENCH_TRANSFERS, BENCH_CONCURRENCY, BENCH_POOLS, BENCH_ACCOUNTS.
 *
 * `pnpm bench:ledger --cluster [--instances 1,2]`: wallet transfers over HTTP through HAProxy to
 * N instances (default 2; a list measures each in turn), BENCH_RUNS timed runs (3) of
 * BENCH_TRANSFERS (6,000) with BENCH_CONNECTIONS (64), then the audit from the database
 * (bench/ledger-cluster.ts). Prints transfers/s per run and the median.
 */

async function main() {
  let url = process.env.DATABASE_URL;
  if (!url) {
    console.log(`DATABASE_URL is not set: trying ${fallback}`);
    url = fallback;
  }
  const problem = await postgresProblem(url);
  if (problem) {
    console.error(
      `ledger bench: PostgreSQL at ${url.replace(/\/\/[^@]*@/, '//***@')} is not reachable: ${problem}`,
    );
    process.exit(2);
  }
  if (process.argv.includes('--cluster')) return cluster(url);
  const options = {
    url,
    transfers: int('BENCH_TRANSFERS', 10_000),
    concurrency: int('BENCH_CONCURRENCY', 64),
    pools: int('BENCH_POOLS', 4),
    accounts: int('BENCH_ACCOUNTS', 20),
  };
  console.log(
    `ledger bench: ${options.transfers} transfers among ${options.accounts} wallets, ${options.concurrency} in flight, ${options.pools * 10} connections`,
  );
  const report = await runLedgerStress(options);
  console.log(`elapsed: ${(report.elapsedMs / 1000).toFixed(2)} s, succeeded: ${report.succeeded}`);
  const failures = Object.entries(report.failures);
  console.log(
    `failures by reason: ${failures.length ? failures.map(([reason, count]) => `${reason}=${count}`).join(' ') : 'none'}`,
  );
  console.log(
    `one idempotency key, ${report.sameKey.requests} concurrent requests: applied=${report.sameKey.applied} replayed=${report.sameKey.replayed} refused=${report.sameKey.refused}`,
  );
  console.log(ledgerLine(report));
  const clean =
    report.mismatches === 0 &&
    report.negative === 0 &&
    report.totalChanged === 0 &&
    report.duplicateKeys === 0;
  process.exit(clean ? 0 : 1);
}

function clusterLine(report: ClusterBenchReport) {
  const errors = report.runs.reduce(
    (sum, run) => sum + Object.values(run.errors).reduce((total, n) => total + n, 0),
    0,
  );
  const { audit } = report;
  const breaks = auditBreaks(audit) + (report.sameKey.distinctTransferIds === 1 ? 0 : 1);
  return {
    clean: errors === 0 && breaks === 0,
    line:
      `ledger: instances=${report.instances} per_second=${report.medianPerSecond.toFixed(0)} ` +
      `(median of ${report.runs.length}) transfers=${audit.transfers} errors=${errors} invariant_breaks=${breaks}`,
  };
}

async function cluster(url: string) {
  const at = process.argv.indexOf('--instances');
  const list = (at > 0 ? process.argv[at + 1] : process.env.BENCH_INSTANCES) ?? '2';
  const counts = list.split(',').map((count) => Number.parseInt(count, 10));
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > 32))
    throw new Error('--instances takes counts from 1 to 32, e.g. 1,2');
  const options = {
    url,
    connections: int('BENCH_CONNECTIONS', 64),
    transfers: int('BENCH_TRANSFERS', 6_000),
    runs: int('BENCH_RUNS', 3),
  };
  buildServer();
  const lines: string[] = [];
  let clean = true;
  for (const instances of counts) {
    console.log(
      `\nledger bench (cluster): ${instances} instance(s) behind HAProxy, ${options.connections} connections, ` +
        `${options.runs} runs of ${options.transfers} transfers`,
    );
    const report = await runClusterBench({ ...options, instances });
    console.log(`served by: ${JSON.stringify(report.servedBy)}`);
    console.log(
      `one idempotency key, ${report.sameKey.requests} concurrent requests: ${report.sameKey.applied} answered, ` +
        `${report.sameKey.distinctTransferIds} transfer`,
    );
    console.log(`audit: ${JSON.stringify(report.audit)}`);
    const { line, clean: held } = clusterLine(report);
    if (!held) clean = false;
    lines.push(line);
    console.log(line);
  }
  // The last line: every instance count measured, in one line.
  if (lines.length > 1) console.log(lines.map((line) => line.replace(/^ledger: /, '')).join(' | '));
  process.exit(clean ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(`ledger bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
