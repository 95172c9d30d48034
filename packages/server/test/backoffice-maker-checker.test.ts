import { describe, expect, it } from 'vitest';
import { verifyAudit } from '../src/domain/backoffice/audit.ts';
import { withdrawalMakerCheckerMinor } from '../src/domain/backoffice/withdrawals.ts';
import { newOperator } from './backoffice-support.ts';
import { key, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

interface Hit {
  id: number;
  username: string;
}

describe.each(backends)('back office maker-checker, players and audit chain (%s)', (backend) => {
  const app = useHarness(backend, (harness) => ({ harness, money: new MoneyClient(harness) }));

  /** A member with `balance` minor units and a pending withdrawal of `amount`. */
  async function memberWithWithdrawal(balance: number, amount: number) {
    const { money } = app.client;
    const member = await money.newMember(balance);
    await money.ok('setPaymentPassword', member.token, {
      loginPassword: 'secret123',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    const account = await money.ok('bindPayoutAccount', member.token, {
      kind: 'bank',
      providerCode: 'HARBOR',
      accountName: 'Test Member',
      accountNumber: '1234567890',
      paymentPassword: '654321',
    });
    const withdrawal = await money.ok('withdrawRequest', member.token, {
      payoutAccountId: String(account.accountId),
      amount,
      paymentPassword: '654321',
      idempotencyKey: key(),
    });
    return { ...member, withdrawalId: (withdrawal as { withdrawalId: number }).withdrawalId };
  }

  it('finds a player by username, id and IP, and shows the 360 page', async () => {
    const finance = await newOperator(app.client.harness, 'finance');
    const member = await app.client.money.newMember(12_345);
    const [hit] = await finance.ok<Hit[]>('GET', `/players?q=${member.username}`);
    expect(hit?.username).toBe(member.username);
    expect((await finance.ok<Hit[]>('GET', `/players?q=${hit?.id}`)).map((row) => row.id)).toContain(hit?.id);
    const page = await finance.ok<{
      wallets: { balance: string }[];
      ledger: { amount: string }[];
      sessions: { ip: string }[];
    }>('GET', `/players/${hit?.id}`);
    expect(page.wallets[0]?.balance).toBe('12345');
    expect(page.ledger[0]?.amount).toBe('12345');
    const ip = page.sessions[0]?.ip ?? '';
    expect(
      (await finance.ok<Hit[]>('GET', `/players?q=${encodeURIComponent(ip)}`)).map((row) => row.id),
    ).toContain(hit?.id);
  });

  it('shows the limits and the break the player set, with a raise still cooling', async () => {
    const support = await newOperator(app.client.harness, 'support');
    const { money } = app.client;
    const member = await money.newMember();
    await money.ok('responsibleSetLimit', member.token, { kind: 'deposit', period: 'day', amount: 50_000 });
    await money.ok('responsibleSetLimit', member.token, { kind: 'deposit', period: 'day', amount: 90_000 });
    await money.ok('responsibleTakeBreak', member.token, { kind: 'timeout', span: '7d' });
    const [hit] = await support.ok<Hit[]>('GET', `/players?q=${member.username}`);
    const page = await support.ok<{ responsible: unknown }>('GET', `/players/${hit?.id}`);
    const now = app.client.harness.clock.now();
    expect(page.responsible).toEqual({
      limits: [
        {
          kind: 'deposit',
          period: 'day',
          amount: '50000',
          pending: { amount: '90000', effectiveAt: expect.any(Number) },
        },
      ],
      activeBreak: { kind: 'timeout', span: '7d', startedAt: now, endsAt: now + 7 * 86_400_000 },
    });
  });

  it('locks a player (the sessions end) and unlocks', async () => {
    const support = await newOperator(app.client.harness, 'support');
    const member = await app.client.money.newMember();
    const [hit] = await support.ok<Hit[]>('GET', `/players?q=${member.username}`);
    expect(await support.ok('POST', `/players/${hit?.id}/lock`, { locked: true })).toEqual({ locked: true });
    expect((await app.client.money.call('withdrawInfo', member.token)).status).toBe(401);
    expect(await support.ok('POST', `/players/${hit?.id}/lock`, { locked: false })).toEqual({
      locked: false,
    });
  });

  it('adjusts a balance only when a second, different operator approves', async () => {
    const maker = await newOperator(app.client.harness, 'finance');
    const checker = await newOperator(app.client.harness, 'finance');
    const member = await app.client.money.newMember(10_000);
    const [hit] = await maker.ok<Hit[]>('GET', `/players?q=${member.username}`);
    const approval = await maker.ok<{ id: number }>('POST', `/players/${hit?.id}/adjustments`, {
      amount: '2500',
      reason: 'goodwill',
    });
    const balance = async () =>
      (await maker.ok<{ wallets: { balance: string }[] }>('GET', `/players/${hit?.id}`)).wallets[0]?.balance;
    expect(await balance()).toBe('10000');
    const self = await maker.call('POST', `/approvals/${approval.id}`, { approve: true });
    expect(self.status).toBe(403);
    expect(self.body.value).toEqual({ reason: 'sameOperator' });
    expect(await balance()).toBe('10000');
    await checker.ok('POST', `/approvals/${approval.id}`, { approve: true });
    expect(await balance()).toBe('12500');
    // Decided once: a second approval is refused and posts nothing.
    expect((await checker.call('POST', `/approvals/${approval.id}`, { approve: true })).body.value).toEqual({
      reason: 'approvalDecided',
    });
    expect(await balance()).toBe('12500');
    // A debit past the balance is refused by the ledger, and the request stays open.
    const tooMuch = await maker.ok<{ id: number }>('POST', `/players/${hit?.id}/adjustments`, {
      amount: '-99999999',
      reason: 'mistake',
    });
    expect((await checker.call('POST', `/approvals/${tooMuch.id}`, { approve: true })).body.errorCode).toBe(
      'wallet.balance.insufficient',
    );
    expect(await balance()).toBe('12500');
  });

  it('pays a large withdrawal only on a second operator’s approval; a small one at once', async () => {
    const maker = await newOperator(app.client.harness, 'finance');
    const checker = await newOperator(app.client.harness, 'risk');
    const large = Number(withdrawalMakerCheckerMinor);
    const big = await memberWithWithdrawal(large * 2, large);
    const first = await maker.ok<{ done: boolean }>('POST', `/withdrawals/${big.withdrawalId}/approve`);
    expect(first.done).toBe(false);
    const queue = await maker.ok<{ withdrawalId: number; approval: unknown; needsSecondApprover: boolean }[]>(
      'GET',
      '/withdrawals',
    );
    expect(queue.find((row) => row.withdrawalId === big.withdrawalId)).toMatchObject({
      needsSecondApprover: true,
      approval: { requestedBy: maker.username },
    });
    const again = await maker.call('POST', `/withdrawals/${big.withdrawalId}/approve`);
    expect(again.status).toBe(403);
    expect(again.body.value).toEqual({ reason: 'sameOperator' });
    const second = await checker.ok<{ done: boolean; withdrawal: { status: string } }>(
      'POST',
      `/withdrawals/${big.withdrawalId}/approve`,
    );
    expect(second).toMatchObject({ done: true, withdrawal: { status: 'paid' } });

    const small = await memberWithWithdrawal(100_000, 10_000);
    expect(await maker.ok('POST', `/withdrawals/${small.withdrawalId}/approve`)).toMatchObject({
      done: true,
      withdrawal: { status: 'paid' },
    });
    const rejected = await memberWithWithdrawal(100_000, 20_000);
    expect(
      await maker.ok('POST', `/withdrawals/${rejected.withdrawalId}/reject`, { remark: 'checks' }),
    ).toMatchObject({
      withdrawal: { status: 'rejected' },
    });
  });

  it('publishes an announcement the site then lists', async () => {
    const marketing = await newOperator(app.client.harness, 'marketing');
    const title = `Back office news ${Date.now()}`;
    await marketing.ok('POST', '/announcements', { type: 'PL', title, content: '<p>Hello</p>' });
    const site = await app.client.money.call('announcements', undefined, { types: 'PL' });
    expect(JSON.stringify(site.value)).toContain(title);
  });

  it('reports GGR by day and game class, and as CSV', async () => {
    const reader = await newOperator(app.client.harness, 'read-only');
    const report = await reader.ok<{ rows: { day: string; gameClass: string; ggr: string }[] }>(
      'GET',
      '/reports/ggr',
    );
    expect(report.rows).toBeInstanceOf(Array);
    const csv = await reader.call('GET', '/reports/ggr.csv');
    expect(csv.status).toBe(200);
    expect(csv.text.split('\r\n')[0]).toBe('day,game_class,stakes_minor,payouts_minor,ggr_minor');
  });

  it('records every write in a chain that verifies, and breaks where a row is altered', async () => {
    const { harness } = app.client;
    const owner = await newOperator(harness, 'owner');
    await owner.ok('POST', '/announcements', { type: 'B', title: 'Chained' });
    const log = await owner.ok<{ seq: number; action: string; operator: string }[]>('GET', '/audit');
    expect(log[0]).toMatchObject({ action: 'announcement.publish', operator: owner.username });
    expect(await owner.ok('GET', '/audit/verify')).toMatchObject({ intact: true });
    const victim = log[2]?.seq ?? 1;
    await harness.db.query("UPDATE backoffice_audit SET operator_username = 'someone-else' WHERE seq = $1", [
      victim,
    ]);
    expect(await verifyAudit(harness.db)).toMatchObject({ intact: false, brokenAt: victim });
    const cli = await harness.app.inject({ method: 'GET', url: '/__operator/backoffice/audit-verify' });
    expect(cli.json().value).toMatchObject({ intact: false, brokenAt: victim });
    // Deleting the newest row is found too (the head remembers it).
    await harness.db.query(
      'DELETE FROM backoffice_audit WHERE seq = (SELECT max(seq) FROM backoffice_audit)',
    );
    expect(await verifyAudit(harness.db)).toMatchObject({ intact: false });
  });
});
