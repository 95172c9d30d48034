import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditBreaks, auditLedger } from '../bench/ledger-audit.ts';
import { systemClock } from '../src/clock.ts';
import { defaultConfig } from '../src/config.ts';
import type { Context } from '../src/context.ts';
import { openWallet, postTransfer, walletCode } from '../src/domain/ledger.ts';
import { openTestDatabase, type TestDatabase } from './support/backends.ts';

/** The audit `pnpm bench:ledger --cluster` ends with finds each kind of break. */
describe('the cluster ledger bench audit', () => {
  let test: TestDatabase;
  let ctx: Context;
  let member = 0;
  const since = Date.now();
  const succeeded = new Set<string>();
  let totalsBefore: Array<{ id: number; total: bigint }> = [];
  const audit = () => auditLedger(ctx.db, { kind: 'bench.move', since, succeeded, totalsBefore });

  beforeAll(async () => {
    test = await openTestDatabase('pglite');
    ctx = { db: test.db, clock: systemClock, config: defaultConfig };
    const [row] = await test.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'demomember'");
    member = row?.id ?? 0;
    await openWallet(test.db, 'demo', member, 11);
    totalsBefore = await test.db.query(
      'SELECT member_id AS id, sum(balance)::bigint AS total FROM ledger_accounts WHERE NOT system GROUP BY member_id',
    );
    for (const key of ['a', 'b']) {
      await postTransfer(ctx, {
        merchant: 'demo',
        idempotencyKey: key,
        kind: 'bench.move',
        postings: [
          { account: walletCode(member), amount: -5n },
          { account: walletCode(member, 11), amount: 5n },
        ],
      });
      succeeded.add(key);
    }
  });
  afterAll(() => test.drop());

  it('finds nothing in a sound ledger', async () => {
    const found = await audit();
    expect(found.transfers).toBe(2);
    expect(auditBreaks(found)).toBe(0);
  });

  it('counts a success the database lost, and a transfer no client saw', async () => {
    succeeded.add('never-stored');
    expect((await audit()).unaccounted).toBe(1);
    succeeded.delete('never-stored');
    succeeded.delete('b');
    expect((await audit()).unaccounted).toBe(1);
    succeeded.add('b');
  });

  it('counts a balance that is not its entries, a member total that moved, balances off zero', async () => {
    // (A negative member wallet or a repeated key the schema itself refuses: CHECK and UNIQUE.)
    await test.db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE code = $1', [
      walletCode(member, 11),
    ]);
    const found = await audit();
    expect(found).toMatchObject({ mismatches: 1, totalsChanged: 1, unbalanced: 1, negative: 0 });
    expect(auditBreaks(found)).toBe(3);
  });
});
