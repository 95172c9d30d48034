import { describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { useHarness } from '../support/wire-harness.ts';
import { key, MoneyClient } from './http.ts';

/** A transfer of one minor unit from the main wallet to vendor wallet 11, under a fresh key. */
const oneMinorToVendor = () => ({
  fromAccountTypeId: '0',
  toAccountTypeId: '11',
  amount: 1,
  idempotencyKey: key(),
});

describe.each(backends)('wallets and deposits over HTTP (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));

  it('lists the main and vendor wallets and moves money between them once per key', async () => {
    const { token } = await app.client.newMember(50_000);
    const wallets = await app.client.ok('merchantWallet', token);
    expect(wallets[0]).toMatchObject({ accountTypeId: 0, accountTypeName: 'MAIN', availBalance: 50_000 });
    const vendor = wallets.find((wallet) => wallet.accountTypeName === 'SFORGE');
    expect(vendor).toBeDefined();
    const to = String(vendor?.accountTypeId);
    const request = { fromAccountTypeId: '0', toAccountTypeId: to, amount: 12_345, idempotencyKey: key() };
    const moved = await app.client.ok('walletTransfer', token, request);
    expect(moved.sumBalance).toBe(50_000);
    expect(moved.balance).toEqual(
      expect.arrayContaining([
        { accountTypeId: 0, availBalance: 37_655 },
        { accountTypeId: Number(to), availBalance: 12_345 },
      ]),
    );
    const repeated = await app.client.ok('walletTransfer', token, request);
    expect(repeated.transferId).toBe(moved.transferId);
    expect(await app.client.main(token)).toBe(37_655);
    expect(await app.client.refused('walletTransfer', token, { ...request, amount: 1 })).toBe(
      'idempotency.key.conflict',
    );

    const back = await app.client.ok('walletTransfer', token, {
      fromAccountTypeId: to,
      toAccountTypeId: '0',
      amount: 12_345,
      idempotencyKey: key(),
    });
    expect(back.sumBalance).toBe(50_000);
    expect(await app.client.main(token)).toBe(50_000);
  });

  it('never lets a wallet go negative, and refuses unknown or identical wallets', async () => {
    const { token } = await app.client.newMember(1_000);
    const transfer = (amount: number, from = '0', to = '11') =>
      app.client.refused('walletTransfer', token, {
        fromAccountTypeId: from,
        toAccountTypeId: to,
        amount,
        idempotencyKey: key(),
      });
    expect(await transfer(1_001)).toBe('wallet.balance.insufficient');
    expect(await transfer(1, '11', '0')).toBe('wallet.balance.insufficient');
    expect(await transfer(1, '0', '999')).toBe('wallet.account.unknown');
    expect(await transfer(1, '0', '0')).toBe('wallet.transfer.same');
    // Concurrent spends of the whole balance: exactly one wins.
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.client.call('walletTransfer', token, {
          fromAccountTypeId: '0',
          toAccountTypeId: '11',
          amount: 1_000,
          idempotencyKey: key(),
        }),
      ),
    );
    expect(results.filter((result) => result.success)).toHaveLength(1);
    expect(await app.client.main(token)).toBe(0);
    expect(await app.client.sum(token)).toBe(1_000);
  });

  it('offers only the main wallet when the operator runs a single wallet', async () => {
    const { token } = await app.client.newMember(1_000);
    await app.client.operator('/__operator/money/settings', { singleWallet: true });
    try {
      expect(await app.client.ok('merchantWallet', token)).toHaveLength(1);
      expect(await app.client.refused('walletTransfer', token, oneMinorToVendor())).toBe(
        'wallet.single.only',
      );
    } finally {
      await app.client.operator('/__operator/money/settings', { singleWallet: false });
    }
  });

  it('refuses trial accounts and calls without a session', async () => {
    const trial = await app.client.wire.call('/wps/session/login/freeplay', {
      json: { os: 'linux', platform: 'W' },
    });
    const token = (trial.body.value as { token: string }).token;
    expect(await app.client.refused('depositChannels', token)).toBe('account.trial.refused');
    expect(await app.client.refused('walletTransfer', token, oneMinorToVendor())).toBe(
      'account.trial.refused',
    );
    const anonymous = await app.client.call('depositList', undefined);
    expect(anonymous.status).toBe(401);
  });

  it('takes a deposit request, shows it pending, and credits amount and bonus once on approval', async () => {
    const { token } = await app.client.newMember();
    const { channels, promotions } = await app.client.ok('depositChannels', token);
    const bank = channels.find((channel) => channel.code === 'BANKXFER');
    const first = promotions.find((promotion) => promotion.firstDepositOnly);
    expect(bank && first).toBeTruthy();
    const request = {
      channelId: String(bank?.channelId),
      amount: 60_000,
      promotionId: String(first?.promotionId),
      idempotencyKey: key(),
    };
    const deposit = await app.client.ok('depositRequest', token, request);
    expect(deposit).toMatchObject({
      status: 'pending',
      amount: 60_000,
      bonus: 60_000,
      channelName: 'Bank transfer',
    });
    expect((await app.client.ok('depositRequest', token, request)).depositId).toBe(deposit.depositId);
    expect(await app.client.refused('depositRequest', token, { ...request, amount: 70_000 })).toBe(
      'idempotency.key.conflict',
    );
    expect(await app.client.sum(token)).toBe(0);
    const listed = await app.client.ok('depositList', token, { status: 'pending' });
    expect(listed.list.map((item) => item.depositId)).toEqual([deposit.depositId]);

    const decided = await Promise.all(
      [true, false, true].map((approve) =>
        app.client.wire.call('/__operator/money/deposit-decide', {
          json: { id: deposit.depositId, approve },
        }),
      ),
    );
    expect(decided.filter((answer) => answer.body.success)).toHaveLength(1);
    const final = (await app.client.ok('depositList', token)).list[0];
    expect(final?.depositId).toBe(deposit.depositId);
    expect(await app.client.sum(token)).toBe(final?.status === 'approved' ? 120_000 : 0);
    if (final?.status === 'approved') {
      const { promotions: after } = await app.client.ok('depositChannels', token);
      expect(after.some((promotion) => promotion.firstDepositOnly)).toBe(false);
    }
    expect(
      await app.client.operatorError('/__operator/money/deposit-decide', {
        id: deposit.depositId,
        approve: true,
      }),
    ).toBe('deposit.state.invalid');
  });

  it('pays a first-deposit bonus once, even on two pending requests approved together', async () => {
    const { token } = await app.client.newMember();
    const { channels, promotions } = await app.client.ok('depositChannels', token);
    const bank = channels.find((channel) => channel.code === 'BANKXFER');
    const first = promotions.find((promotion) => promotion.firstDepositOnly);
    const request = () =>
      app.client.ok('depositRequest', token, {
        channelId: String(bank?.channelId),
        amount: 50_000,
        promotionId: String(first?.promotionId),
        idempotencyKey: key(),
      });
    const [one, two] = [await request(), await request()];
    await Promise.all(
      [one, two].map((deposit) =>
        app.client.operator('/__operator/money/deposit-decide', { id: deposit.depositId, approve: true }),
      ),
    );
    expect(await app.client.sum(token)).toBe(150_000);
    const bonuses = (await app.client.ok('depositList', token)).list.map((deposit) => deposit.bonus).sort();
    expect(bonuses).toEqual([0, 50_000]);
  });

  it('rejects a deposit without moving money, and auto-approves on an instant channel', async () => {
    const { token } = await app.client.newMember();
    const { channels } = await app.client.ok('depositChannels', token);
    const bank = channels.find((channel) => channel.code === 'BANKXFER');
    const instant = channels.find((channel) => channel.code === 'INSTANT');
    const pending = await app.client.ok('depositRequest', token, {
      channelId: String(bank?.channelId),
      amount: 50_000,
      idempotencyKey: key(),
    });
    const rejected = await app.client.operator<{ status: string; remark: string }>(
      '/__operator/money/deposit-decide',
      {
        id: pending.depositId,
        approve: false,
        remark: 'payment not found',
      },
    );
    expect(rejected).toMatchObject({ status: 'rejected', remark: 'payment not found' });
    expect(await app.client.sum(token)).toBe(0);
    const auto = await app.client.ok('depositRequest', token, {
      channelId: String(instant?.channelId),
      amount: 25_000,
      idempotencyKey: key(),
    });
    expect(auto.status).toBe('approved');
    expect(await app.client.sum(token)).toBe(25_000);
    expect(
      await app.client.refused('depositRequest', token, {
        channelId: String(instant?.channelId),
        amount: 1,
        idempotencyKey: key(),
      }),
    ).toBe('money.amount.out.of.range');
    expect(
      await app.client.refused('depositRequest', token, {
        channelId: '99999',
        amount: 25_000,
        idempotencyKey: key(),
      }),
    ).toBe('deposit.channel.unavailable');
    const messages = await app.client.ok('messageList', token);
    expect(messages.list.map((message) => message.category)).toEqual(['deposit', 'deposit']);
    expect(await app.client.ok('unreadCount', token)).toBe(2);
  });
});
