import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../src/context.ts';
import { memberBalances, postTransfer, systemAccounts } from '../src/domain/ledger.ts';
import { memberByUsername } from '../src/domain/members.ts';
import { ApiError } from '../src/errors.ts';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';

describe.each(backends)('double-entry ledger (%s)', (backend) => {
  let harness: Harness;
  let ctx: Context;
  let alice: number;
  let bob: number;

  beforeAll(async () => {
    harness = await startHarness(backend);
    ctx = harness.ctx;
    alice = (await memberByUsername(ctx.db, 'demo', 'demoagent41'))?.id ?? 0;
    bob = (await memberByUsername(ctx.db, 'demo', 'demoagent42'))?.id ?? 0;
  }, 60_000);
  afterAll(() => harness?.close());

  const main = (id: number) => `member:${id}:0`;
  const balanceOf = async (id: number) => (await memberBalances(ctx.db, id))[0]?.balance;
  const move = (key: string, from: number, to: number, amount: bigint) =>
    postTransfer(ctx, {
      merchant: 'demo',
      idempotencyKey: key,
      kind: 'test.transfer',
      postings: [
        { account: main(from), amount: -amount },
        { account: main(to), amount },
      ],
    });

  it('keeps every balance equal to the sum of its entries and the total at zero', async () => {
    // The demo agents' balances include their seeded contracts' settlements: measured, not assumed.
    const start = (await balanceOf(alice)) ?? 0n;
    await move('t1', alice, bob, 12_345n);
    await move('t2', bob, alice, 45n);
    const sums = await ctx.db.query<{ code: string; balance: bigint; total: bigint }>(
      `SELECT a.code, a.balance, coalesce(sum(e.amount), 0)::bigint AS total
       FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id, a.code, a.balance`,
    );
    for (const row of sums) expect(row.balance).toBe(row.total);
    const grand = await ctx.db.query<{ total: bigint }>(
      'SELECT sum(balance)::bigint AS total FROM ledger_accounts',
    );
    expect(grand[0]?.total).toBe(0n);
    expect(await balanceOf(alice)).toBe(start - 12_300n);
  });

  it('refuses an overdraft and leaves nothing behind', async () => {
    const before = await balanceOf(bob);
    const error = await move('t3', bob, alice, 1_000_000_000n).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('wallet.balance.insufficient');
    expect(await balanceOf(bob)).toBe(before);
    const rows = await ctx.db.query("SELECT 1 FROM ledger_transfers WHERE idempotency_key = 't3'");
    expect(rows).toHaveLength(0);
  });

  it('lets the database itself refuse a negative member balance', async () => {
    await expect(
      ctx.db.query('UPDATE ledger_accounts SET balance = -1 WHERE member_id = $1', [alice]),
    ).rejects.toThrow();
  });

  it('applies a repeated idempotency key once, concurrently too', async () => {
    const before = await balanceOf(alice);
    const results = await Promise.all(Array.from({ length: 10 }, () => move('same-key', alice, bob, 100n)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await balanceOf(alice)).toBe((before ?? 0n) - 100n);
  });

  it('refuses an unbalanced transfer', async () => {
    await expect(
      postTransfer(ctx, {
        merchant: 'demo',
        idempotencyKey: 'bad',
        kind: 'test',
        postings: [
          { account: systemAccounts.operatorFunding, amount: -5n },
          { account: main(alice), amount: 4n },
        ],
      }),
    ).rejects.toThrow('Unbalanced');
  });
});
