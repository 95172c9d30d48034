import { afterAll, describe, expect, it } from 'vitest';
import { freshName, key, MoneyClient } from './money/http.ts';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useHarness } from './support/wire-harness.ts';

/*
 * Issue 20, item 3, the review's scenario end to end over HTTP: scripted sign-ups with one
 * member's referral code, each taking the welcome gift and passing it to the referrer. The three
 * controls together: registrations per client (a captcha past three), the brand's bonus
 * verification (one code-verified number per bonus, a number binds to one account), and turnover
 * before bonus money may leave (docs/security.md § Bonus verification).
 */
describe.each(backends)('referral farming (%s)', (backend) => {
  const app = useHarness(backend, (harness) => new MoneyClient(harness));
  // Runs before useHarness closes the app (after-hooks run last registered first).
  afterAll(() => app.client.operator('/__operator/bonus-verification', { verification: 'none' }));

  it('moves no bonus to the referrer: sign-ups are limited, unverified claims refused, a verified one locked', async () => {
    await app.client.operator('/__operator/bonus-verification', { verification: 'mobile' });
    const referrer = await app.client.newMember();
    const { referralCode } = await app.client.ok('referral', referrer.token);

    // The farm: one client, scripted sign-ups with the referral code.
    const ip = freshClientIp();
    const signUp = (username: string) =>
      app.client.wire.call('/wps/member/register', {
        method: 'PUT',
        encrypt: true,
        ip,
        json: { username, password: 'secret123', confirmPassword: 'secret123', referralCode },
      });
    const farm: string[] = [];
    for (let index = 0; index < 3; index++) {
      const answer = await signUp(freshName('farm'));
      expect(answer.body.success, `sign-up ${index + 1}: ${answer.body.errorCode ?? ''}`).toBe(true);
      farm.push((answer.body.value as { token: string }).token);
    }
    const [first = '', second = ''] = farm;
    const fourth = await signUp(freshName('farm'));
    expect(fourth.body).toMatchObject({ success: false, errorCode: 'captcha.required' });
    expect((await app.client.ok('referral', referrer.token)).invitedCount).toBe(3);

    // Each throwaway goes for the welcome gift: refused, nothing paid.
    const gift = (await app.client.ok('activityList', first)).list.find(
      (item) => item.type === 'newMember' && item.status === 'claim' && item.bonusAmount > 0,
    );
    if (!gift) throw new Error('the demo welcome gift is missing');
    for (const token of farm) {
      expect(await app.client.refused('activityClaim', token, { activityId: gift.id })).toBe(
        'bonus.verification.mobile.required',
      );
      expect(await app.client.main(token)).toBe(0);
    }

    // One real number buys one bonus: it binds to one throwaway only.
    const number = {
      mobileNum: `9176${String(Date.now() % 1_000_000).padStart(6, '0')}`,
      countryDialingCode: '+63',
    };
    await app.client.ok('bindMobileCode', first, number);
    const verificationCode = await app.client.wire.latestCode(`+63${number.mobileNum}`);
    await app.client.ok('bindMobile', first, { ...number, verificationCode });
    expect(await app.client.refused('bindMobileCode', second, number)).toBe('profile.mobile.taken');
    expect(await app.client.ok('activityClaim', first, { activityId: gift.id })).toEqual({
      status: 'claimed',
    });
    expect(await app.client.main(first)).toBe(gift.bonusAmount);

    // And it can not reach the referrer before its turnover is played.
    await app.client.ok('setPaymentPassword', first, {
      loginPassword: 'secret123',
      newPaymentPassword: '246810',
      confirmPaymentPassword: '246810',
    });
    const toReferrer = await app.client.call('transferUpline', first, {
      amount: gift.bonusAmount,
      paymentPassword: '246810',
      idempotencyKey: key(),
    });
    expect(toReferrer.errorCode).toBe('bonus.turnover.locked');
    expect(await app.client.main(referrer.token)).toBe(0);
    expect((await app.client.ok('referral', referrer.token)).rewardTotal).toBe(0);
  });
});
