import { ledgerLine, postgresProblem, runLedgerStress } from '../test/money/stress.ts';

/**
 * `pnpm bench:ledger`: 10,000 random transfers among 20 wallets, 64 in flight over 4 pools of 10
 * connections, overdrafts included, against the PostgreSQL at DATABASE_URL (in a throw-away
 * schema), then the audit. The last line is the machine-readable summary.
 * Env: BENCH_TRANSFERS, BENCH_CONCURRENCY, BENCH_POOLS, BENCH_ACCOUNTS.
 */
const fallback = 'postgres://postgres@127.0.0.1:5432/test';
const int = (name: string, value: number) => {
  const text = process.env[name];
  const parsed = text ? Number.parseInt(text, 10) : value;
  if (!Number.isSafeInteger(parsed) || parsed < 1) throw new Error(`${name} must be a positive integer`);
  return parsed;
};

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

main().catch((error: unknown) => {
  console.error(`ledger bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
