import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { key, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { freshClientIp } from './support/wire-client.ts';

describe.each(backends)('transfer to downline over HTTP (%s)', (backend) => {
  let harness: Harness;
  let client: MoneyClient;
  let agent: string;

  /** A new member registered with an agent's affiliate code: that agent's direct downline. */
  async function downlineOf(affiliateCode: string) {
    const username = `dl${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 1000)}`.slice(0, 13);
    const answer = await client.wire.call('/wps/member/register', {
      method: 'PUT',
      ip: freshClientIp(),
      encrypt: true,
      json: { username, password: 'secret123', confirmPassword: 'secret123', affiliateCode },
    });
    expect(answer.body.success, `register ${username}`).toBe(true);
    const value = answer.body.value as { token: string; id: number };
    return { username, token: value.token, id: String(value.id) };
  }

  beforeAll(async () => {
    harness = await startHarness(backend);
    client = new MoneyClient(harness);
    agent = await client.login('demoagent41');
    await client.ok('setPaymentPassword', agent, {
      loginPassword: 'demo1234',
      newPaymentPassword: '414141',
      confirmPaymentPassword: '414141',
    });
  }, 60_000);
  afterAll(() => harness?.close());

  it('lists the direct downline and moves exactly the amount, once per key', async () => {
    const first = await downlineOf('AGENT41');
    const second = await downlineOf('AGENT41');
    const listed = await client.ok('downlineMembers', agent);
    expect(listed.list.map((member) => member.account).slice(0, 2)).toEqual([
      second.username,
      first.username,
    ]);
    // The agent's own main balance (the demo agents also earn their seeded contracts' settlements).
    expect(listed.availBalance).toBe(await client.main(agent));
    const found = await client.ok('downlineMembers', agent, { account: first.username.toUpperCase() });
    expect(found.list.map((member) => member.account)).toEqual([first.username]);
    expect((await client.ok('downlineMembers', agent, { account: '%' })).list).toEqual([]);

    const before = await client.main(agent);
    const request = {
      downlineId: first.id,
      amount: 12_345,
      paymentPassword: '414141',
      idempotencyKey: key(),
    };
    const sent = await client.ok('transferDownline', agent, request);
    expect(sent).toMatchObject({ amount: 12_345, sumBalance: before - 12_345 });
    // The same intent again (a retry, a double click, even at once): the money moves once.
    const replays = await Promise.all([1, 2, 3].map(() => client.ok('transferDownline', agent, request)));
    for (const replay of replays) expect(replay.transferId).toBe(sent.transferId);
    expect(await client.main(agent)).toBe(before - 12_345);
    expect(await client.main(first.token)).toBe(12_345);
    expect(await client.main(second.token)).toBe(0);
    // The same key with other parameters is refused, and nothing moves.
    expect(await client.refused('transferDownline', agent, { ...request, amount: 1 })).toBe(
      'idempotency.key.conflict',
    );
    expect(await client.refused('transferDownline', agent, { ...request, downlineId: second.id })).toBe(
      'idempotency.key.conflict',
    );
    expect(await client.main(agent)).toBe(before - 12_345);

    const history = await client.ok('memberTransactions', first.token);
    expect(history.list[0]).toMatchObject({
      transType: 'transfer.downline',
      changed: 12_345,
      balance: 12_345,
    });
  });

  it('refuses an overdraft, a wrong payment password, members of other agents and non-agents', async () => {
    const member = await downlineOf('AGENT41');
    const base = { downlineId: member.id, paymentPassword: '414141' };
    const balance = await client.main(agent);
    expect(
      await client.refused('transferDownline', agent, {
        ...base,
        amount: balance + 1,
        idempotencyKey: key(),
      }),
    ).toBe('wallet.balance.insufficient');
    expect(
      await client.refused('transferDownline', agent, {
        ...base,
        amount: 100,
        paymentPassword: '000000',
        idempotencyKey: key(),
      }),
    ).toBe('password.payment.invalid');

    const stranger = await downlineOf('AGENT42');
    const loner = await client.newMember();
    const demomember = await client.login('demomember');
    const demoInfo = await client.ok('memberInfo', demomember);
    for (const downlineId of [stranger.id, String(demoInfo.id), '999999', 'abc'])
      expect(
        await client.refused('transferDownline', agent, {
          ...base,
          downlineId,
          amount: 100,
          idempotencyKey: key(),
        }),
        downlineId,
      ).toBe('transfer.downline.invalid');
    expect(await client.main(agent)).toBe(balance);
    expect(await client.main(stranger.token)).toBe(0);

    // A member (even one with a downline of their own through a referral code) is no agent.
    expect(await client.refused('downlineMembers', loner.token)).toBe('transfer.downline.agent.only');
    expect(
      await client.refused('transferDownline', member.token, {
        ...base,
        downlineId: stranger.id,
        amount: 100,
        idempotencyKey: key(),
      }),
    ).toBe('transfer.downline.agent.only');
  });

  it('asks for a payment password before the first transfer', async () => {
    const other = await client.login('demoagent42');
    const member = await downlineOf('AGENT42');
    expect(
      await client.refused('transferDownline', other, {
        downlineId: member.id,
        amount: 100,
        paymentPassword: '123456',
        idempotencyKey: key(),
      }),
    ).toBe('password.payment.not.set');
  });
});
