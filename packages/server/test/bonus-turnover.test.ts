import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantBonus } from '../src/domain/engagement/bonuses.ts';
import { sharedGames } from '../src/domain/games/catalogue.ts';
import { memberByUsername } from '../src/domain/members.ts';
import { demoSlotCode } from '../src/games/catalogue.ts';
import { answerValue, type Bet, type GamesHarness, launchOf, startGames } from './games/http-support.ts';
import { key, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';

const slot = sharedGames().byCode.get(demoSlotCode);
if (!slot) throw new Error('demo slot missing from the catalogue');

describe.each(backends)('bonuses with a turnover requirement (%s)', (backend) => {
  let h: GamesHarness;
  let client: MoneyClient;

  beforeAll(async () => {
    h = await startGames(backend);
    client = new MoneyClient(h);
  }, 60_000);
  afterAll(() => h?.close());

  async function spin(token: string, stake: number) {
    const launch = answerValue<{ content: { game_url: string } }>(
      await h.call('launchGame', launchOf(slot as NonNullable<typeof slot>), token),
    );
    const ticket = new URL(launch.content.game_url, h.url).searchParams.get('ticket') ?? '';
    const answer = await h.client.call('/play/api/slot/spin', {
      json: { ticket, stake, requestId: randomUUID() },
      merchant: null,
    });
    return answerValue<Bet>(answer);
  }

  it('locks the bonus out of withdrawals and transfers out until valid bets reach the turnover', async () => {
    const { token, username } = await client.newMember(100_000);
    const member = (await memberByUsername(h.db, 'demo', username)) ?? expect.fail('no member');
    const agent = (await memberByUsername(h.db, 'demo', 'demoagent1')) ?? expect.fail('no agent');
    await h.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [member.id, agent.id]);
    await client.ok('setPaymentPassword', token, {
      loginPassword: 'secret123',
      newPaymentPassword: '975310',
      confirmPaymentPassword: '975310',
    });
    const account = await client.ok('bindPayoutAccount', token, {
      kind: 'bank',
      providerCode: 'HARBOR',
      accountName: 'Bonus Member',
      accountNumber: '5550001111',
      paymentPassword: '975310',
    });
    const grant = {
      merchant: 'demo',
      memberId: member.id,
      source: 'test',
      sourceRef: `t-${member.id}`,
      title: 'Welcome bonus',
      amount: 20_000n,
      turnoverMultiple: 3,
    };
    // Granted twice (a retry): paid once.
    await h.db.transaction((tx) => grantBonus(h.ctx, tx, grant));
    await h.db.transaction((tx) => grantBonus(h.ctx, tx, grant));
    expect(await client.main(token)).toBe(120_000);
    expect(await client.ok('bonusTurnover', token)).toMatchObject({
      lockedAmount: 20_000,
      withdrawable: 100_000,
      turnoverRequired: 60_000,
      turnoverDone: 0,
      list: [{ source: 'test', title: 'Welcome bonus', amount: 20_000, status: 'locked' }],
    });

    const withdraw = (amount: number) =>
      client.call('withdrawRequest', token, {
        payoutAccountId: String(account.accountId),
        amount,
        paymentPassword: '975310',
        idempotencyKey: key(),
      });
    const upline = (amount: number) =>
      client.call('transferUpline', token, { amount, paymentPassword: '975310', idempotencyKey: key() });
    expect((await withdraw(100_001)).errorCode).toBe('bonus.turnover.locked');
    expect((await upline(100_001)).errorCode).toBe('bonus.turnover.locked');
    expect(await client.main(token)).toBe(120_000);
    // The unlocked part may leave.
    expect((await upline(10_000)).success).toBe(true);
    expect((await withdraw(40_000)).success).toBe(true);
    expect(await client.ok('bonusTurnover', token)).toMatchObject({
      lockedAmount: 20_000,
      withdrawable: 50_000,
    });

    let staked = 0;
    while (staked < 60_000) {
      await spin(token, 5_000);
      staked += 5_000;
      const progress = await client.ok('bonusTurnover', token);
      expect(progress.list[0]?.turnoverDone).toBe(Math.min(staked, 60_000));
    }
    const released = await client.ok('bonusTurnover', token);
    expect(released).toMatchObject({ lockedAmount: 0, list: [{ status: 'released', turnoverDone: 60_000 }] });
    const balance = await client.main(token);
    expect(released.withdrawable).toBe(balance);
    if (balance >= 10_000) expect((await withdraw(balance)).success).toBe(true);
  });

  it('keeps bonus money from leaving through a downline, and turns deposit and reward bonuses into locked grants', async () => {
    const agentToken = await client.login('demoagent42');
    const agent = (await memberByUsername(h.db, 'demo', 'demoagent42')) ?? expect.fail('no agent');
    const { username } = await client.newMember(0);
    const downline = (await memberByUsername(h.db, 'demo', username)) ?? expect.fail('no member');
    await h.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [downline.id, agent.id]);
    await client.ok('setPaymentPassword', agentToken, {
      loginPassword: 'demo1234',
      newPaymentPassword: '864200',
      confirmPaymentPassword: '864200',
    });
    const before = await client.main(agentToken);
    await h.db.transaction((tx) =>
      grantBonus(h.ctx, tx, {
        merchant: 'demo',
        memberId: agent.id,
        source: 'test',
        sourceRef: `agent-${agent.id}`,
        title: 'Agent bonus',
        amount: 50_000n,
        turnoverMultiple: 2,
      }),
    );
    const send = (amount: number) =>
      client.call('transferDownline', agentToken, {
        downlineId: String(downline.id),
        amount,
        paymentPassword: '864200',
        idempotencyKey: key(),
      });
    expect((await send(before + 1)).errorCode).toBe('bonus.turnover.locked');
    expect((await send(before)).success).toBe(true);
    expect(await client.main(agentToken)).toBe(50_000);

    // A rewards-centre claim pays a grant with the standard turnover (once the bonus in valid bets).
    const rewards = await client.ok('rewardCenter', agentToken);
    const claimable = rewards.list.find((item) => item.status === 'claim' && item.amount > 0);
    expect(claimable, 'the demo rewards centre offers a reward to claim').toBeDefined();
    await client.ok('claimRafflePromotion', agentToken, { promotionId: String(claimable?.promotionId) });
    const progress = await client.ok('bonusTurnover', agentToken);
    expect(progress.list.find((grant) => grant.source === 'reward')).toMatchObject({
      amount: claimable?.amount,
      turnoverRequired: claimable?.amount,
      status: 'locked',
    });
  });
});
