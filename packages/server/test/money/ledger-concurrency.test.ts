import { describe, expect, it } from 'vitest';
import { ledgerLine, postgresProblem, runLedgerStress } from './stress.ts';

const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const problem = await postgresProblem(url);
if (problem)
  console.warn(`[money] PostgreSQL at ${url} not reachable (${problem}): ledger concurrency test skipped.`);

/** `pnpm bench:ledger` runs the full 10,000; CI runs a shorter pass of the same code (MONEY_STRESS_TRANSFERS). */
const transfers = Number(process.env.MONEY_STRESS_TRANSFERS || 2_000);

describe.skipIf(problem !== null)('ledger on real PostgreSQL under concurrency', () => {
  it(`keeps every balance equal to its entries over ${transfers} random transfers at 64 in flight`, async () => {
    const report = await runLedgerStress({ url, transfers, concurrency: 64, pools: 4, accounts: 20 });
    console.log(ledgerLine(report), JSON.stringify(report.failures));
    expect(report.succeeded).toBeGreaterThan(0);
    // Overdrafts were attempted and refused, and nothing else failed (no deadlock, no serialization error).
    expect(Object.keys(report.failures)).toEqual(['wallet.balance.insufficient']);
    expect(report.succeeded + (report.failures['wallet.balance.insufficient'] ?? 0)).toBe(transfers);
    expect(report).toMatchObject({ mismatches: 0, negative: 0, totalChanged: 0, duplicateKeys: 0 });
    expect(report.sameKey).toEqual({ requests: 20, applied: 1, replayed: 19, refused: 0 });
  }, 180_000);
});
