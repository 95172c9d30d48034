import { describe, expect, it } from 'vitest';
import { backends } from '../support/backends.ts';
import { useHarness } from '../support/wire-harness.ts';
import { key, MoneyClient, pngBase64 } from './http.ts';

describe.each(backends)('withdrawals over HTTP (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));

  /** A member with 1,000.00, payment password 654321 and one bound bank account. */
  async function readyMember() {
    const member = await app.client.newMember(100_000);
    expect(await app.client.ok('paymentPasswordStatus', member.token)).toEqual({ isSet: false });
    await app.client.ok('setPaymentPassword', member.token, {
      loginPassword: 'secret123',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    const account = await app.client.ok('bindPayoutAccount', member.token, {
      kind: 'bank',
      providerCode: 'HARBOR',
      accountName: 'Test Member',
      accountNumber: '1234567890',
      paymentPassword: '654321',
    });
    expect(account.maskedNumber).toBe('****7890');
    return { ...member, accountId: String(account.accountId) };
  }

  const withdraw = (token: string, accountId: string, amount: number, idempotencyKey = key()) =>
    app.client.call('withdrawRequest', token, {
      payoutAccountId: accountId,
      amount,
      paymentPassword: '654321',
      idempotencyKey,
    });

  it('protects payout accounts and withdrawals with the payment password', async () => {
    const { token } = await app.client.newMember(100_000);
    expect(
      await app.client.refused('setPaymentPassword', token, {
        loginPassword: 'wrong-password',
        newPaymentPassword: '111111',
        confirmPaymentPassword: '111111',
      }),
    ).toBe('password.login.invalid');
    expect(
      await app.client.refused('bindPayoutAccount', token, {
        kind: 'bank',
        providerCode: 'HARBOR',
        accountName: 'X',
        accountNumber: '1234',
        paymentPassword: '111111',
      }),
    ).toBe('password.payment.not.set');
    await app.client.ok('setPaymentPassword', token, {
      loginPassword: 'secret123',
      newPaymentPassword: '111111',
      confirmPaymentPassword: '111111',
    });
    // Changing it needs the current payment password.
    expect(
      await app.client.refused('setPaymentPassword', token, {
        newPaymentPassword: '222222',
        confirmPaymentPassword: '222222',
      }),
    ).toBe('password.payment.required');
    await app.client.ok('setPaymentPassword', token, {
      oldPaymentPassword: '111111',
      newPaymentPassword: '222222',
      confirmPaymentPassword: '222222',
    });
    const bind = (paymentPassword: string, providerCode = 'HARBOR') =>
      app.client.call('bindPayoutAccount', token, {
        kind: 'bank',
        providerCode,
        accountName: 'Test',
        accountNumber: '99887766',
        paymentPassword,
      });
    expect((await bind('111111')).errorCode).toBe('password.payment.invalid');
    expect((await bind('222222', 'PAYLEAF')).errorCode).toBe('payout.account.invalid');
    expect((await bind('222222')).success).toBe(true);
    expect((await bind('222222')).errorCode).toBe('payout.account.duplicate');
    const listed = await app.client.ok('payoutAccounts', token);
    expect(listed.accounts).toHaveLength(1);
    expect(listed.providers.length).toBeGreaterThan(3);
    const removed = await app.client.ok('unbindPayoutAccount', token, {
      accountId: String(listed.accounts[0]?.accountId),
      paymentPassword: '222222',
    });
    expect(removed.accounts).toHaveLength(0);
    // Five wrong answers lock the payment password, even the right one then.
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await bind('000000')).errorCode).toBe('password.payment.invalid');
    expect((await bind('000000')).errorCode).toBe('password.payment.locked');
    expect((await bind('222222')).errorCode).toBe('password.payment.locked');
    app.harness.clock.advance(16 * 60_000);
    expect((await bind('222222')).success).toBe(true);
  });

  it('holds the amount at once, and voids the hold exactly once on rejection', async () => {
    const { token, accountId } = await readyMember();
    const info = await app.client.ok('withdrawInfo', token);
    expect(info).toMatchObject({ availBalance: 100_000, paymentPasswordSet: true, confirmMinutes: 30 });
    const idempotencyKey = key();
    const first = await withdraw(token, accountId, 40_000, idempotencyKey);
    expect(first.value).toMatchObject({ status: 'pending', confirmStatus: 'none', amount: 40_000 });
    const again = await withdraw(token, accountId, 40_000, idempotencyKey);
    expect(again.value.withdrawalId).toBe(first.value.withdrawalId);
    expect((await withdraw(token, accountId, 41_000, idempotencyKey)).errorCode).toBe(
      'idempotency.key.conflict',
    );
    expect(await app.client.sum(token)).toBe(60_000);
    // Concurrent twins of one request: one withdrawal, one hold.
    const twinKey = key();
    const twins = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(token, accountId, 10_000, twinKey)),
    );
    expect(new Set(twins.map((twin) => twin.value.withdrawalId)).size).toBe(1);
    expect(await app.client.sum(token)).toBe(50_000);
    await app.client.operator('/__operator/money/withdrawal-decide', {
      id: twins[0]?.value.withdrawalId,
      approve: false,
    });
    expect(await app.client.sum(token)).toBe(60_000);
    expect((await withdraw(token, accountId, 60_001)).errorCode).toBe('wallet.balance.insufficient');
    expect((await withdraw(token, accountId, 1)).errorCode).toBe('money.amount.out.of.range');
    expect(await app.client.sum(token)).toBe(60_000);

    const id = first.value.withdrawalId;
    const decisions = await Promise.all(
      [false, true, false, true, false].map((approve) =>
        app.client.wire.call('/__operator/money/withdrawal-decide', { json: { id, approve } }),
      ),
    );
    expect(decisions.filter((answer) => answer.body.success)).toHaveLength(1);
    const final = (await app.client.ok('withdrawList', token)).list.find((item) => item.withdrawalId === id);
    expect(await app.client.sum(token)).toBe(final?.status === 'rejected' ? 100_000 : 60_000);
    const entries = await app.harness.db.query<{ kind: string }>(
      `SELECT kind FROM ledger_transfers WHERE idempotency_key LIKE $1 ORDER BY id`,
      [`withdrawal:${id}:%`],
    );
    expect(entries.map((entry) => entry.kind)).toEqual([
      'withdrawal.hold',
      final?.status === 'rejected' ? 'withdrawal.void' : 'withdrawal',
    ]);
    const hold = await app.harness.db.query<{ balance: bigint }>(
      "SELECT balance FROM ledger_accounts WHERE code = 'system:withdrawal-hold' AND merchant_code = 'demo'",
    );
    const pending = await app.harness.db.query<{ total: bigint }>(
      "SELECT coalesce(sum(amount), 0)::bigint AS total FROM withdrawals WHERE status = 'pending' AND merchant_code = 'demo'",
    );
    expect(hold[0]?.balance).toBe(pending[0]?.total);
  });

  it('pays out, then takes received, partly received or not received with a proof', async () => {
    const { token, accountId } = await readyMember();
    const ids: string[] = [];
    for (const amount of [10_000, 20_000, 30_000]) {
      const request = await withdraw(token, accountId, amount);
      const paid = await app.client.operator<{ status: string; confirmStatus: string }>(
        '/__operator/money/withdrawal-decide',
        { id: request.value.withdrawalId, approve: true },
      );
      expect(paid).toMatchObject({ status: 'paid', confirmStatus: 'awaiting' });
      ids.push(String(request.value.withdrawalId));
    }
    expect(await app.client.sum(token)).toBe(40_000);
    const [received, partial, missing] = ids;
    expect(
      (await app.client.ok('withdrawConfirm', token, { withdrawalId: received, result: 'received' }))
        .confirmStatus,
    ).toBe('received');
    // Answering again the same way is harmless; changing the answer is not.
    await app.client.ok('withdrawConfirm', token, { withdrawalId: received, result: 'received' });
    expect(
      await app.client.refused('withdrawConfirm', token, {
        withdrawalId: received,
        result: 'partial',
        receivedAmount: 1,
      }),
    ).toBe('withdrawal.state.invalid');
    expect(
      await app.client.refused('withdrawConfirm', token, {
        withdrawalId: partial,
        result: 'partial',
        receivedAmount: 20_000,
      }),
    ).toBe('withdrawal.received.amount.invalid');
    const part = await app.client.ok('withdrawConfirm', token, {
      withdrawalId: partial,
      result: 'partial',
      receivedAmount: 15_000,
    });
    expect(part).toMatchObject({ confirmStatus: 'partial', receivedAmount: 15_000, remainingAmount: 5_000 });

    expect(
      await app.client.refused('withdrawConfirm', token, { withdrawalId: missing, result: 'notReceived' }),
    ).toBe('withdrawal.proof.required');
    expect(
      await app.client.refused('withdrawProofUpload', token, {
        withdrawalId: missing,
        contentType: 'image/jpeg',
        data: pngBase64,
      }),
    ).toBe('withdrawal.proof.invalid');
    expect(
      await app.client.refused('withdrawProofUpload', token, {
        withdrawalId: missing,
        contentType: 'image/png',
        data: Buffer.from('<svg/> not an image').toString('base64'),
      }),
    ).toBe('withdrawal.proof.invalid');
    const tooBig = Buffer.concat([Buffer.from(pngBase64, 'base64'), Buffer.alloc(5 * 1024 * 1024)]).toString(
      'base64',
    );
    expect(
      await app.client.refused('withdrawProofUpload', token, {
        withdrawalId: missing,
        contentType: 'image/png',
        data: tooBig,
      }),
    ).toBe('request_param_err');
    // A photo of a few MB passes the server's general 1 MB body limit: this route allows more.
    const photo = Buffer.concat([
      Buffer.from(pngBase64, 'base64'),
      Buffer.alloc(3 * 1024 * 1024, 7),
    ]).toString('base64');
    await app.client.ok('withdrawProofUpload', token, {
      withdrawalId: missing,
      contentType: 'image/png',
      data: photo,
    });
    const { proofId } = await app.client.ok('withdrawProofUpload', token, {
      withdrawalId: missing,
      contentType: 'image/png',
      data: pngBase64,
    });
    const other = await app.client.newMember();
    expect(
      await app.client.refused('withdrawConfirm', other.token, { withdrawalId: missing, result: 'received' }),
    ).toBe('withdrawal.not.found');
    const notReceived = await app.client.ok('withdrawConfirm', token, {
      withdrawalId: missing,
      result: 'notReceived',
      proofId: String(proofId),
    });
    expect(notReceived).toMatchObject({
      confirmStatus: 'notReceived',
      hasProof: true,
      remainingAmount: 30_000,
    });

    // The operator refunds what did not arrive, once.
    await app.client.operator('/__operator/money/withdrawal-resolve', { id: Number(missing), refund: true });
    expect(
      await app.client.operatorError('/__operator/money/withdrawal-resolve', {
        id: Number(missing),
        refund: true,
      }),
    ).toBe('withdrawal.state.invalid');
    await app.client.operator('/__operator/money/withdrawal-resolve', { id: Number(partial), refund: false });
    expect(await app.client.sum(token)).toBe(70_000);
    const statuses = (await app.client.ok('withdrawList', token)).list.map((item) => item.confirmStatus);
    expect(statuses).toEqual(['refunded', 'closed', 'received']);
  });

  it('counts a payout unconfirmed after N minutes as received (operator N, controllable clock)', async () => {
    await app.client.operator('/__operator/money/settings', { confirmMinutes: 5 });
    try {
      const { token, accountId } = await readyMember();
      const request = await withdraw(token, accountId, 10_000);
      const id = request.value.withdrawalId;
      const paid = await app.client.operator<{ confirmDeadline: number }>(
        '/__operator/money/withdrawal-decide',
        {
          id,
          approve: true,
        },
      );
      expect(paid.confirmDeadline).toBe(app.harness.clock.now() + 5 * 60_000);
      expect((await app.client.ok('withdrawInfo', token)).awaitingConfirmation).toBe(1);
      app.harness.clock.advance(4 * 60_000);
      const recover = async () =>
        (await app.client.operator<{ autoReceived: number[] }>('/__operator/money/recover', {})).autoReceived;
      expect(await recover()).not.toContain(id);
      expect((await app.client.ok('withdrawList', token)).list[0]?.confirmStatus).toBe('awaiting');
      app.harness.clock.advance(60_000);
      // Shown as received on time even before the recovery pass stores it; answering is then too late.
      expect((await app.client.ok('withdrawList', token)).list[0]).toMatchObject({
        confirmStatus: 'autoReceived',
        receivedAmount: 10_000,
      });
      expect(
        await app.client.refused('withdrawConfirm', token, {
          withdrawalId: String(id),
          result: 'notReceived',
        }),
      ).toBe('withdrawal.state.invalid');
      expect(await recover()).toEqual([id]);
      expect(await recover()).toEqual([]);
      expect((await app.client.ok('withdrawInfo', token)).awaitingConfirmation).toBe(0);
      // A forced receipt is final: nothing to refund.
      expect(
        await app.client.operatorError('/__operator/money/withdrawal-resolve', { id, refund: true }),
      ).toBe('withdrawal.state.invalid');
      expect(await app.client.sum(token)).toBe(90_000);
    } finally {
      await app.client.operator('/__operator/money/settings', { confirmMinutes: 30 });
    }
  });
});
