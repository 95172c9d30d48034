import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newOperator } from './backoffice-support.ts';
import { MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

interface Queued {
  depositId: number;
  username: string;
  amount: number;
  status: string;
}

describe.each(backends)('the back office deposit queue (%s)', (backend) => {
  const app = useHarness(backend, (harness) => ({ harness, money: new MoneyClient(harness) }));

  /** A new player's bank-transfer deposit request, pending until an operator decides. */
  async function pendingDeposit(amount: number) {
    const { money } = app.client;
    const { username, token } = await money.newMember();
    const { channels } = await money.ok('depositChannels', token);
    const bank = channels.find((channel) => channel.code === 'BANKXFER');
    const deposit = await money.ok('depositRequest', token, {
      channelId: String(bank?.channelId),
      amount,
      idempotencyKey: randomUUID(),
    });
    return { username, token, depositId: deposit.depositId };
  }

  it('decides deposits in bulk, each once: a deposit decided meanwhile is reported, the others credited', async () => {
    const { harness, money } = app.client;
    const finance = await newOperator(harness, 'finance');
    const [a, b, c] = [
      await pendingDeposit(60_000),
      await pendingDeposit(61_000),
      await pendingDeposit(62_000),
    ];
    const queue = await finance.ok<Queued[]>('GET', '/deposits');
    for (const deposit of [a, b, c])
      expect(queue.find((row) => row.depositId === deposit?.depositId)).toMatchObject({
        username: deposit?.username,
        status: 'pending',
      });
    if (!a || !b || !c) throw new Error('deposits missing');

    // Another operator rejects b first; the bulk approval credits a and c and reports b.
    const other = await newOperator(harness, 'owner');
    await other.ok('POST', '/deposits/decide', { ids: [b.depositId], approve: false, remark: 'no payment' });
    const outcomes = await finance.ok<unknown[]>('POST', '/deposits/decide', {
      ids: [a.depositId, b.depositId, c.depositId, a.depositId],
      approve: true,
    });
    expect(outcomes).toEqual([
      { depositId: a.depositId, done: true, status: 'approved' },
      { depositId: b.depositId, done: false, errorCode: expect.any(String) },
      { depositId: c.depositId, done: true, status: 'approved' },
    ]);
    expect(await money.main(a.token)).toBe(60_000);
    expect(await money.main(b.token)).toBe(0);
    expect(await money.main(c.token)).toBe(62_000);
    const left = await finance.ok<Queued[]>('GET', '/deposits');
    expect(left.some((row) => [a, b, c].some((one) => one.depositId === row.depositId))).toBe(false);

    const log = await other.ok<{ action: string; target: string; operator: string }[]>('GET', '/audit');
    const targets = log
      .filter((row) => row.action.startsWith('deposit.'))
      .map((row) => `${row.action} ${row.target}`);
    expect(targets).toEqual(
      expect.arrayContaining([
        `deposit.reject deposit:${b.depositId}`,
        `deposit.approve deposit:${a.depositId}`,
        `deposit.approve deposit:${c.depositId}`,
      ]),
    );
    expect(targets.filter((target) => target.endsWith(`deposit:${b.depositId}`))).toHaveLength(1);
    expect(await other.ok('GET', '/audit/verify')).toMatchObject({ intact: true });
  });

  it('exports the period for reconciliation, defusing cells a spreadsheet would run', async () => {
    const { harness } = app.client;
    const reader = await newOperator(harness, 'read-only');
    const deposit = await pendingDeposit(65_400);
    const owner = await newOperator(harness, 'owner');
    await owner.ok('POST', '/deposits/decide', { ids: [deposit.depositId], approve: false, remark: '=1+1' });
    const from = harness.clock.now() - 60_000;
    const csv = await reader.call('GET', `/deposits.csv?from=${from}&to=${harness.clock.now() + 60_000}`);
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'deposit_id,created_at,decided_at,username,channel,amount_minor,bonus_minor,status,remark',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${deposit.depositId},[^,]+,[^,]+,${deposit.username},BANKXFER,65400,0,rejected,'=1\\+1$`,
        ),
      ),
    );
    const earlier = await reader.call('GET', `/deposits.csv?from=1&to=${from}`);
    expect(earlier.text).not.toContain(deposit.username);
  });

  it('lets support and read-only see the queue but only finance and the owner decide', async () => {
    const { harness } = app.client;
    const deposit = await pendingDeposit(60_000);
    for (const role of ['support', 'read-only', 'risk', 'marketing'] as const) {
      const operator = await newOperator(harness, role);
      const answer = await operator.call('POST', '/deposits/decide', {
        ids: [deposit.depositId],
        approve: true,
      });
      expect(answer.status, role).toBe(403);
    }
    const support = await newOperator(harness, 'support');
    expect(await support.ok<Queued[]>('GET', '/deposits')).toContainEqual(
      expect.objectContaining({ depositId: deposit.depositId }),
    );
    const finance = await newOperator(harness, 'finance');
    const empty = await finance.call('POST', '/deposits/decide', { ids: [], approve: true });
    expect(empty.status).toBe(400);
  });
});
