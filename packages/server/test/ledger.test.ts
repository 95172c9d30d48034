import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Context } from '../src/context.ts';
import {
  memberBalances,
  type Posting,
  postTransfer,
  postTransferIn,
  systemAccounts,
  type TransferRequest,
  UnknownLedgerAccount,
} from '../src/domain/ledger.ts';
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
  const request = (key: string, postings: Posting[]): TransferRequest => ({
    merchant: 'demo',
    idempotencyKey: key,
    kind: 'test.transfer',
    postings,
  });
  const move = (key: string, from: number, to: number, amount: bigint) =>
    postTransfer(
      ctx,
      request(key, [
        { account: main(from), amount: -amount },
        { account: main(to), amount },
      ]),
    );

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

  const entryCount = async () =>
    (await ctx.db.query<{ n: bigint }>('SELECT count(*) AS n FROM ledger_entries'))[0]?.n;

  it('refuses an overdraft and leaves nothing behind', async () => {
    const before = [await balanceOf(bob), await balanceOf(alice), await entryCount()];
    const error = await move('t3', bob, alice, 1_000_000_000n).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('wallet.balance.insufficient');
    expect([await balanceOf(bob), await balanceOf(alice), await entryCount()]).toEqual(before);
    const rows = await ctx.db.query("SELECT 1 FROM ledger_transfers WHERE idempotency_key = 't3'");
    expect(rows).toHaveLength(0);
  });

  it('refuses a posting to an account that does not exist, writing nothing', async () => {
    const before = [await balanceOf(alice), await entryCount()];
    await expect(
      postTransfer(
        ctx,
        request('nowhere', [
          { account: main(alice), amount: -5n },
          { account: 'member:999999:0', amount: 5n },
        ]),
      ),
    ).rejects.toBeInstanceOf(UnknownLedgerAccount);
    expect([await balanceOf(alice), await entryCount()]).toEqual(before);
    expect(await ctx.db.query("SELECT 1 FROM ledger_transfers WHERE idempotency_key = 'nowhere'")).toEqual(
      [],
    );
  });

  it('applies several postings to one account in order, each entry with its running balance', async () => {
    const start = (await balanceOf(alice)) ?? 0n;
    const { transferId } = await postTransfer(
      ctx,
      request('two-legs', [
        { account: main(alice), amount: -10n },
        { account: main(bob), amount: 15n },
        { account: main(alice), amount: -5n },
      ]),
    );
    const entries = await ctx.db.query<{ amount: bigint; balance_after: bigint }>(
      'SELECT amount, balance_after FROM ledger_entries WHERE transfer_id = $1 ORDER BY id',
      [transferId],
    );
    expect(entries.map((entry) => entry.amount)).toEqual([-10n, 15n, -5n]);
    expect(entries[0]?.balance_after).toBe(start - 10n);
    expect(entries[2]?.balance_after).toBe(start - 15n);
    expect(await balanceOf(alice)).toBe(start - 15n);
  });

  it('answers the member balances the transfer left, as a read afterwards finds them', async () => {
    const result = await postTransferIn(
      ctx,
      ctx.db,
      request('with-wallets', [
        { account: main(alice), amount: -7n },
        { account: main(bob), amount: 7n },
      ]),
      alice,
    );
    expect(result.wallets).toEqual(await memberBalances(ctx.db, alice));
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

  it('answers a replayed key with its first transfer even once the money is spent; other postings are refused', async () => {
    const all = (await balanceOf(bob)) ?? 0n;
    const first = await move('drain', bob, alice, all);
    expect(await balanceOf(bob)).toBe(0n);
    const entries = await entryCount();
    expect(await move('drain', bob, alice, all)).toEqual({ transferId: first.transferId, replayed: true });
    const other = await move('drain', bob, alice, 1n).catch((caught: unknown) => caught);
    expect((other as ApiError).errorName).toBe('idempotencyConflict');
    expect(await entryCount()).toBe(entries);
    await move('refill', alice, bob, all);
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
