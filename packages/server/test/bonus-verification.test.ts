import { afterAll, describe, expect, it } from 'vitest';
import { key, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { useHarness } from './support/wire-harness.ts';

/*
 * Issue 20, item 3: the brand's bonus verification (docs/security.md § Bonus verification). Every
 * path that credits a bonus is tried while the member lacks it: the member's own requests are
 * refused with nothing spent, the paths the member did not start hold the bonus; verifying pays
 * each bonus once.
 */
describe.each(backends)('bonus verification (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));
  let numbers = 0;
  // Runs before useHarness closes the app (after-hooks run last registered first).
  afterAll(() => app.client.operator('/__operator/bonus-verification', { verification: 'none' }));

  const require = (verification: 'none' | 'mobile' | 'email') =>
    app.client.operator<{ bonusVerification: string; released: number }>('/__operator/bonus-verification', {
      verification,
    });

  /** A fresh number per call and per backend run (numbers are unique per brand). */
  const freshNumber = () => `91755${String(Date.now() % 10_000).padStart(4, '0')}${numbers++ % 10}`;

  /** Binds (and so verifies) a mobile number with the SMS code sent to it. */
  async function verifyMobile(token: string, mobileNum = freshNumber()) {
    const number = { mobileNum, countryDialingCode: '+63' };
    await app.client.ok('bindMobileCode', token, number);
    const verificationCode = await app.client.wire.latestCode(`+63${mobileNum}`);
    await app.client.ok('bindMobile', token, { ...number, verificationCode });
    return mobileNum;
  }

  async function memberWithPaymentPassword() {
    const created = await app.client.newMember();
    await app.client.ok('setPaymentPassword', created.token, {
      loginPassword: 'secret123',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    return created;
  }

  const pointsOf = async (username: string) =>
    Number(
      (
        await app.harness.db.query<{ balance: bigint }>(
          'SELECT p.balance FROM points_accounts p JOIN members m ON m.id = p.member_id WHERE m.username = $1',
          [username],
        )
      )[0]?.balance ?? 0,
    );

  const activity = async (token: string, action: string, status: string) => {
    const found = (await app.client.ok('activityList', token)).list.find(
      (item) => item.action === action && item.status === status && item.bonusAmount > 0,
    );
    if (!found) throw new Error(`no ${action} activity in ${status}`);
    return found;
  };

  it('is set by the operator (none | mobile | email) and shown with the security settings', async () => {
    expect(await require('mobile')).toEqual({ bonusVerification: 'mobile', released: 0 });
    const settings = await app.client.operator<{ security: { bonusVerification: string } }>(
      '/__operator/settings',
    );
    expect(settings.security.bonusVerification).toBe('mobile');
    expect(
      await app.client.operatorError('/__operator/bonus-verification', { verification: 'passport' }),
    ).toBe('request_param_err');
    expect(await require('none')).toMatchObject({ bonusVerification: 'none' });
  });

  it('refuses every bonus a member asks for until the mobile number is verified, spending nothing; then pays once', async () => {
    await require('mobile');
    const { token, username } = await memberWithPaymentPassword();
    const need = 'bonus.verification.mobile.required';

    // Promotions: a claim, and an application for a bonus (nothing is stored).
    const claim = await activity(token, 'claim', 'claim');
    const refusedClaim = await app.client.call('activityClaim', token, { activityId: claim.id });
    expect(refusedClaim).toMatchObject({
      success: false,
      errorCode: need,
      value: { verification: 'mobile' },
    });
    const apply = await activity(token, 'apply', 'applying');
    const application = { activityId: apply.id, comment: 'Deposited on Saturday', imageIds: [] };
    expect(await app.client.refused('activityApply', token, application)).toBe(need);
    expect((await app.client.ok('activityDetail', token, { id: claim.id })).status).toBe('claim');
    expect((await app.client.ok('activityDetail', token, { id: apply.id })).status).toBe('applying');

    // Rewards centre.
    const reward = (await app.client.ok('rewardCenter', token)).list.find(
      (item) => item.status === 'claim' && item.amount > 0,
    );
    if (!reward) throw new Error('the demo rewards centre has nothing to claim');
    const rewardClaim = { promotionId: String(reward.promotionId) };
    expect(await app.client.refused('claimRafflePromotion', token, rewardClaim)).toBe(need);

    // Red envelopes: the grab takes no envelope.
    const now = app.harness.clock.now();
    const { id: eventId } = await app.client.operator<{ id: number }>(
      '/__operator/engagement/envelope-schedule',
      {
        title: 'Verification rain',
        pool: 10_000,
        envelopes: 5,
        minAmount: 500,
        maxAmount: 4_000,
        startAt: now - 1_000,
        endAt: now + 3_600_000,
        turnoverMultiple: 2,
      },
    );
    expect(await app.client.refused('envelopeGrab', token, { eventId })).toBe(need);
    expect((await app.client.ok('envelopeEvent', token)).event).toMatchObject({ id: eventId, remaining: 5 });

    // VIP: the month's bonus of a level the operator granted.
    await app.client.operator('/__operator/engagement/vip-level', { username, level: 2 });
    expect(await app.client.refused('vipCollect', token)).toBe(need);

    // Points: a reward that pays money, and conversion; no points leave.
    await app.harness.db.query(
      `INSERT INTO points_accounts (member_id, balance) SELECT id, 3000 FROM members WHERE username = $1
       ON CONFLICT (member_id) DO UPDATE SET balance = excluded.balance`,
      [username],
    );
    const pointBonus = (await app.client.ok('pointRewards', token)).list.find(
      (item) => item.kind === 'bonus' && item.points <= 1_000,
    );
    if (!pointBonus) throw new Error('the demo points mall has no bonus reward');
    const redeem = {
      rewardId: String(pointBonus.rewardId),
      quantity: 1,
      paymentPassword: '246810',
      idempotencyKey: key(),
    };
    expect(await app.client.refused('redeemPointReward', token, redeem)).toBe(need);
    const convert = { points: 1_000, paymentPassword: '246810', idempotencyKey: key() };
    expect(await app.client.refused('convertPoint', token, convert)).toBe(need);
    expect(await pointsOf(username)).toBe(3_000);

    expect(await app.client.main(token)).toBe(0);
    expect((await app.client.ok('bonusTurnover', token)).list).toEqual([]);

    // Verified: each pays, once, with its turnover.
    await verifyMobile(token);
    const claims = await Promise.all(
      [1, 2].map(() => app.client.ok('activityClaim', token, { activityId: claim.id })),
    );
    expect(claims.map((answer) => answer.status)).toEqual(['claimed', 'claimed']);
    expect(await app.client.ok('activityApply', token, application)).toEqual({ status: 'process' });
    await app.client.ok('claimRafflePromotion', token, rewardClaim);
    const grabbed = await app.client.ok('envelopeGrab', token, { eventId });
    const vip = await app.client.ok('vipCollect', token);
    expect(vip.paid).toBeGreaterThan(0);
    await app.client.ok('redeemPointReward', token, redeem);
    await app.client.ok('convertPoint', token, convert);
    const expected = claim.bonusAmount + reward.amount + grabbed.amount + vip.paid + 1_000;
    expect(await app.client.main(token)).toBe(expected);
    const turnover = await app.client.ok('bonusTurnover', token);
    expect(turnover.list.map((grant) => grant.source).sort()).toEqual(
      ['activity', 'envelope', 'points.convert', 'reward', 'vip.monthly'].sort(),
    );
    expect(turnover.lockedAmount).toBe(expected);
    // Repeats pay nothing more.
    await app.client.ok('activityClaim', token, { activityId: claim.id });
    await app.client.ok('convertPoint', token, convert);
    expect(await app.client.ok('vipCollect', token)).toMatchObject({ paid: 0 });
    expect(await app.client.main(token)).toBe(expected);
  });

  it('holds a deposit bonus approved while unverified and pays it once when the member verifies', async () => {
    await require('mobile');
    const { token } = await app.client.newMember();
    const { channels, promotions } = await app.client.ok('depositChannels', token);
    const bank = channels.find((channel) => channel.code === 'BANKXFER');
    const first = promotions.find((promotion) => promotion.firstDepositOnly);
    if (!bank || !first) throw new Error('demo deposit channel or promotion missing');
    const deposit = await app.client.ok('depositRequest', token, {
      channelId: String(bank.channelId),
      amount: 60_000,
      promotionId: String(first.promotionId),
      idempotencyKey: key(),
    });
    expect(deposit.bonus).toBeGreaterThan(0);
    await app.client.operator('/__operator/money/deposit-decide', { id: deposit.depositId, approve: true });
    // The deposit is the member's money: credited. The bonus waits.
    expect(await app.client.main(token)).toBe(60_000);
    expect((await app.client.ok('bonusTurnover', token)).list).toEqual([]);
    await verifyMobile(token);
    expect(await app.client.main(token)).toBe(60_000 + deposit.bonus);
    expect((await app.client.ok('bonusTurnover', token)).list).toMatchObject([
      { source: 'deposit', amount: deposit.bonus, status: 'locked' },
    ]);
    // Nothing is left to release: lowering the requirement pays nothing more.
    await require('none');
    expect(await app.client.main(token)).toBe(60_000 + deposit.bonus);
  });

  it('holds an application bonus approved after the brand raised its requirement; lowering it releases it once', async () => {
    await require('none');
    const { token, username } = await app.client.newMember();
    const apply = await activity(token, 'apply', 'applying');
    await app.client.ok('activityApply', token, { activityId: apply.id, comment: '', imageIds: [] });
    await require('email');
    const entry = (
      await app.client.operator<{ id: number; username: string }[]>('/__operator/engagement/applications')
    ).find((row) => row.username === username);
    const decided = await app.client.operator('/__operator/engagement/application-decide', {
      id: entry?.id,
      approve: true,
    });
    expect(decided).toEqual({ id: entry?.id, status: 'issued', amount: 0, held: true });
    expect(await app.client.main(token)).toBe(0);
    const told = (await app.client.ok('messageList', token)).list.filter((item) =>
      item.title.startsWith('Bonus waiting'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]?.content).toContain('verify your e-mail address in My account');
    // A verified number is not what this brand asks for.
    await verifyMobile(token);
    expect(await app.client.main(token)).toBe(0);
    expect((await require('none')).released).toBeGreaterThanOrEqual(1);
    expect(await app.client.main(token)).toBe(apply.bonusAmount);
    expect((await require('none')).released).toBe(0);
    expect(await app.client.main(token)).toBe(apply.bonusAmount);
  });

  it('email: only a bound address proved with its code counts; an address typed at sign-up is verified by its code', async () => {
    await require('email');
    const { token, username } = await app.client.newMember();
    await verifyMobile(token);
    const claim = await activity(token, 'claim', 'claim');
    expect(await app.client.refused('activityClaim', token, { activityId: claim.id })).toBe(
      'bonus.verification.email.required',
    );
    // As if typed at registration: bound, never proved.
    const email = `${username}@example.test`;
    await app.harness.db.query('UPDATE members SET email = $2 WHERE username = $1', [username, email]);
    expect(await app.client.refused('activityClaim', token, { activityId: claim.id })).toBe(
      'bonus.verification.email.required',
    );
    // Its code verifies the same address (no login password: nothing changes hands).
    await app.client.ok('bindEmailCode', token, { email });
    const verificationCode = await app.client.wire.latestCode(email);
    await app.client.ok('bindEmail', token, { email, verificationCode });
    expect(await app.client.ok('activityClaim', token, { activityId: claim.id })).toEqual({
      status: 'claimed',
    });
    expect(await app.client.main(token)).toBe(claim.bonusAmount);
    // Proved now: the same address again is no change.
    expect(await app.client.refused('bindEmailCode', token, { email })).toBe('profile.contact.same');
  });

  it('a number taken at sign-up without its SMS code does not count until its code proves it', async () => {
    await require('mobile');
    const { token, username } = await app.client.newMember();
    const mobileNum = freshNumber();
    await app.harness.db.query(
      "UPDATE members SET dialing_code = '+63', mobile_num = $2 WHERE username = $1",
      [username, mobileNum],
    );
    const claim = await activity(token, 'claim', 'claim');
    expect(await app.client.refused('activityClaim', token, { activityId: claim.id })).toBe(
      'bonus.verification.mobile.required',
    );
    await verifyMobile(token, mobileNum);
    expect(await app.client.ok('activityClaim', token, { activityId: claim.id })).toEqual({
      status: 'claimed',
    });
  });
});
