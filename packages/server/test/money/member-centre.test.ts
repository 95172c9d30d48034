import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSystemAccount, openWallet, postTransfer } from '../../src/domain/ledger.ts';
import { memberByUsername } from '../../src/domain/members.ts';
import { backends } from '../support/backends.ts';
import { type Harness, startHarness } from '../support/harness.ts';
import { freshClientIp } from '../support/wire-client.ts';
import { key, MoneyClient } from './http.ts';

describe.each(backends)('member centre records over HTTP (%s)', (backend) => {
  let harness: Harness;
  let client: MoneyClient;
  let demo: string;

  beforeAll(async () => {
    harness = await startHarness(backend);
    client = new MoneyClient(harness);
    demo = await client.login('demomember');
  }, 60_000);
  afterAll(() => harness?.close());

  it('shows the demo member a real history on every page', async () => {
    const deposits = await client.ok('depositList', demo);
    expect(deposits.list.map((item) => item.status).sort()).toEqual([
      'approved',
      'approved',
      'pending',
      'rejected',
    ]);
    const withdrawals = await client.ok('withdrawList', demo);
    expect(withdrawals.totalCount).toBe(3);
    const history = await client.ok('memberTransactions', demo, { pageSize: 100 });
    const kinds = new Set(history.list.map((row) => row.transType));
    for (const kind of [
      'deposit',
      'deposit.bonus',
      'withdrawal.hold',
      'wallet.transfer',
      'game.round',
      'rebate',
      'reward',
    ])
      expect(kinds, kind).toContain(kind);
    const deposit = await client.ok('memberTransactions', demo, { transType: 'deposit' });
    expect(deposit.list.every((row) => row.transType === 'deposit' && row.changed > 0)).toBe(true);
    expect((await client.ok('personalProfit', demo)).days).toHaveLength(7);
    // The template's seed ran a day before the test clock: two weeks cover the whole history.
    const day = 86_400_000;
    const startDate = new Date(harness.clock.now() - 13 * day).toISOString().slice(0, 10);
    const profit = await client.ok('personalProfit', demo, { startDate });
    expect(profit.days).toHaveLength(14);
    expect(profit.totals.deposit).toBe(250_000);
    expect(profit.totals.bet).toBeGreaterThan(0);
    expect(profit.totals.profit).toBe(
      profit.totals.payout - profit.totals.bet + profit.totals.bonus + profit.totals.rebate,
    );
    const bonuses = await client.ok('bonusDetails', demo);
    expect(bonuses.list.map((item) => item.bonusType).sort()).toEqual(['deposit', 'rebate', 'reward']);
    expect(bonuses.totalAmount).toBe(bonuses.list.reduce((sum, item) => sum + item.amount, 0));
    const messages = await client.ok('messageList', demo);
    expect(messages.unread).toBeGreaterThan(0);
    expect(await client.ok('unreadCount', demo)).toBe(messages.unread);
    const missions = await client.ok('missionSummary', demo);
    expect(missions.missions.length).toBe(4);
    expect(missions.missions.some((mission) => mission.status === 'completed')).toBe(true);
    const board = await client.ok('missionLeaderboard', demo);
    expect(board.list[0]).toMatchObject({ rank: 1 });
    expect(board.list.length).toBeGreaterThanOrEqual(3);
    const rank = await client.ok('playerRank', demo);
    expect(rank).toMatchObject({ rankLevel: 3, labelName: 'Gold', isVip: false, supportChannel: 'LIVECHAT' });
    const vip = await client.ok('playerRank', await client.login('demovip'));
    expect(vip).toMatchObject({ rankLevel: 6, isVip: true, supportChannel: 'VIP' });
    const upline = await client.ok('uplineInfo', demo);
    expect(upline).toMatchObject({ hasUpline: true, uplineName: 'demoagent1' });
    expect((await client.ok('balance', demo)).sumBalance).toBe(1_000_000);
  });

  it('filters and pages the transaction history and validates its dates', async () => {
    const { token } = await client.newMember(10_000);
    const today = new Date(harness.clock.now()).toISOString().slice(0, 10);
    const page = await client.ok('memberTransactions', token, { startDate: today, endDate: today });
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ transType: 'operator.credit', changed: 10_000, balance: 10_000 });
    const earlier = await client.ok('memberTransactions', token, { endDate: '2020-01-01' });
    expect(earlier.list).toHaveLength(0);
    expect(await client.refused('memberTransactions', token, { startDate: '2020-13-45' })).toBe(
      'request_param_err',
    );
    expect(
      await client.refused('personalProfit', token, { startDate: '2024-01-01', endDate: '2025-01-01' }),
    ).toBe('request_param_err');
  });

  it('claims a reward once, even when asked concurrently', async () => {
    const { token } = await client.newMember();
    const centre = await client.ok('rewardCenter', token);
    const gift = centre.list.find((item) => item.status === 'claim');
    expect(centre.claimable).toBeGreaterThan(0);
    expect(centre.list.map((item) => item.status).sort()).toEqual(['claim', 'close', 'comingSoon']);
    const claims = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.call('claimRafflePromotion', token, { promotionId: String(gift?.promotionId) }),
      ),
    );
    expect(claims.every((claim) => claim.success)).toBe(true);
    expect(await client.sum(token)).toBe(gift?.amount);
    expect(
      (await client.ok('rewardCenter', token)).list.find((item) => item.promotionId === gift?.promotionId)
        ?.status,
    ).toBe('claimed');
    const closed = centre.list.find((item) => item.status === 'close');
    expect(
      await client.refused('claimRafflePromotion', token, { promotionId: String(closed?.promotionId) }),
    ).toBe('reward.unavailable');
  });

  it('transfers to the upline behind the payment password, once per key', async () => {
    const agent = await client.login('demoagent2');
    const before = await client.sum(agent);
    const registered = await client.wire.call('/wps/member/register', {
      method: 'PUT',
      ip: freshClientIp(),
      encrypt: true,
      json: {
        username: `up${Date.now().toString(36).slice(-6)}`,
        password: 'secret123',
        confirmPassword: 'secret123',
        affiliateCode: 'AGENT2',
      },
    });
    const token = (registered.body.value as { token: string }).token;
    const username = (registered.body.value as { userName: string }).userName;
    await client.operator('/__operator/credit', { username, amount: 5_000, reference: `up-${username}` });
    expect((await client.ok('uplineInfo', token)).uplineName).toBe('demoagent2');
    await client.ok('setPaymentPassword', token, {
      loginPassword: 'secret123',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    const request = { amount: 2_000, paymentPassword: '135790', idempotencyKey: key() };
    const sent = await client.ok('transferUpline', token, request);
    expect(sent).toMatchObject({ amount: 2_000, sumBalance: 3_000 });
    expect((await client.ok('transferUpline', token, request)).transferId).toBe(sent.transferId);
    expect(
      await client.refused('transferUpline', token, {
        ...request,
        paymentPassword: '000000',
        idempotencyKey: key(),
      }),
    ).toBe('password.payment.invalid');
    expect(
      await client.refused('transferUpline', token, { ...request, amount: 3_001, idempotencyKey: key() }),
    ).toBe('wallet.balance.insufficient');
    expect(await client.sum(agent)).toBe(before + 2_000);
    const loner = await client.newMember(1_000);
    expect(await client.refused('transferUpline', loner.token, { ...request, idempotencyKey: key() })).toBe(
      'transfer.upline.missing',
    );
    const referral = await client.ok('referral', agent);
    expect(referral.referralCode).toBe('AGENT2');
    expect(referral.referralLink).toMatch(/\/register\?referralCode=AGENT2$/);
    expect(referral.invitedCount).toBeGreaterThanOrEqual(1);
    const memberReferral = await client.ok('referral', loner.token);
    expect(memberReferral.referralCode).toMatch(/^R[0-9A-Z]{6}$/);
    expect((await client.ok('referral', loner.token)).referralCode).toBe(memberReferral.referralCode);
  });

  it('pays the manual rebate on new valid bets once, and only while MANPLAYREB3 is on', async () => {
    const rebate = await client.ok('manualRebate', demo);
    expect(rebate).toMatchObject({ enabled: true, rate: 50 });
    expect(rebate.records.length).toBeGreaterThan(0);
    const idempotencyKey = key();
    if (rebate.amount > 0) {
      const paid = await client.ok('claimRebate', demo, { idempotencyKey });
      expect(paid.amount).toBe(rebate.amount);
      expect((await client.ok('claimRebate', demo, { idempotencyKey })).transferId).toBe(paid.transferId);
    }
    expect(await client.refused('claimRebate', demo, { idempotencyKey: key() })).toBe(
      'rebate.nothing.to.claim',
    );
    await client.operator('/__operator/flags', { modId: 'MANPLAYREB3', enabled: false });
    try {
      expect((await client.ok('manualRebate', demo)).enabled).toBe(false);
      expect(await client.refused('claimRebate', demo, { idempotencyKey: key() })).toBe('rebate.disabled');
    } finally {
      await client.operator('/__operator/flags', { modId: 'MANPLAYREB3', enabled: true });
    }
  });

  it('leaves the games free-play wallet out of balances, records, rebate and the leaderboard', async () => {
    const { token, username } = await client.newMember(1_000);
    const member = await memberByUsername(harness.db, 'demo', username);
    const id = member?.id ?? 0;
    await ensureSystemAccount(harness.db, 'demo', 'system:games-demo', 'PHP');
    await openWallet(harness.db, 'demo', id, 90);
    await postTransfer(harness.ctx, {
      merchant: 'demo',
      idempotencyKey: `free-play:${id}`,
      kind: 'game.round',
      postings: [
        { account: 'system:games-demo', amount: -9_000_000 },
        { account: `member:${id}:90`, amount: 9_000_000n },
        { account: `member:${id}:90`, amount: -8_000_000n },
        { account: 'system:games-demo', amount: 8_000_000n },
      ].map((posting) => ({ ...posting, amount: BigInt(posting.amount) })),
    });
    const balance = await client.ok('balance', token);
    expect(balance.sumBalance).toBe(1_000);
    expect(balance.balance?.map((wallet) => wallet.accountTypeId)).toEqual([0]);
    expect((await client.ok('memberTransactions', token)).list.map((row) => row.transType)).toEqual([
      'operator.credit',
    ]);
    expect((await client.ok('manualRebate', token)).validBet).toBe(0);
    expect((await client.ok('personalProfit', token)).totals.bet).toBe(0);
    const board = await client.ok('missionLeaderboard', token);
    expect(board.list.some((row) => row.score >= 80_000)).toBe(false);
  });

  it('marks messages read one by one or all at once', async () => {
    const { token, username } = await client.newMember();
    for (const title of ['First', 'Second'])
      await client.operator('/__operator/money/message', { username, title, content: `<p>${title}</p>` });
    const listed = await client.ok('messageList', token);
    expect(listed).toMatchObject({ unread: 2, totalCount: 2 });
    const first = listed.list[1];
    expect(await client.ok('readMessage', token, { messageId: String(first?.messageId) })).toEqual({
      unread: 1,
    });
    expect((await client.ok('messageList', token, { unreadOnly: 'true' })).list.map((m) => m.title)).toEqual([
      'Second',
    ]);
    expect(await client.ok('readMessage', token, {})).toEqual({ unread: 0 });
    expect(await client.ok('unreadCount', token)).toBe(0);
    const stranger = await client.newMember();
    expect(await client.refused('readMessage', stranger.token, { messageId: String(first?.messageId) })).toBe(
      'message.not.found',
    );
  });
});
