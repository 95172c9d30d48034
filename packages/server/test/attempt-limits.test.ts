import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { issueKnownCaptcha } from '../src/domain/captcha.ts';
import { memberByUsername } from '../src/domain/members.ts';
import { setPaymentPassword, verifyPaymentPassword } from '../src/domain/money/payment-password.ts';
import type { ApiError } from '../src/errors.ts';
import { backends } from './support/backends.ts';
import { useWireHarness } from './support/wire-harness.ts';

const parallel = 30;
const tally = (codes: Array<string | undefined>) =>
  codes.reduce<Record<string, number>>((counts, code) => {
    const key = code ?? 'success';
    counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  }, {});

/**
 * Every attempt limit is reserved in the database before the slow check, so a burst of parallel
 * requests can not pass more checks than the limit, and a right guess after the limit is refused.
 */
describe.each(backends)('attempt limits hold under %s parallel requests', (backend) => {
  const wire = useWireHarness(backend);

  it('checks at most three passwords of an account before asking for a captcha', async () => {
    const ip = '198.51.100.61';
    const answers = await Promise.all(
      Array.from({ length: parallel }, () => wire.client.login('demoagent1', 'wrongpass', { ip })),
    );
    const counts = tally(answers.map((answer) => answer.body.errorCode));
    expect(counts['login.credentials.invalid']).toBe(3);
    // The rest is refused before any check: mostly for want of a captcha, some (while the burst's
    // reservations are counted) as too many attempts from this client, and on a loaded machine some
    // as busy (hash queue or database pool full). None gets in.
    expect(answers.filter((answer) => answer.body.success).length, JSON.stringify(counts)).toBe(0);
    expect(counts['captcha.required']).toBeGreaterThan(0);
  });

  it('checks at most ten passwords from one client, then refuses even the right one', async () => {
    const ip = '198.51.100.62';
    const captchas = await Promise.all(
      Array.from({ length: parallel }, () => issueKnownCaptcha(wire.harness.ctx, '4242')),
    );
    const answers = await Promise.all(
      captchas.map((captchaId) =>
        wire.client.login('demoagent2', 'wrongpass', { ip, captcha: '4242', captchaId }),
      ),
    );
    const counts = tally(answers.map((answer) => answer.body.errorCode));
    expect(counts['login.credentials.invalid']).toBe(10);
    // The rest is refused before any check: as too many attempts from this client, or (on a
    // loaded machine) as busy when the hash queue or the database pool is full. None gets in.
    expect(answers.filter((answer) => answer.body.success).length, JSON.stringify(counts)).toBe(0);
    expect(counts['login.too.many.attempts']).toBeGreaterThan(0);
    const captchaId = await issueKnownCaptcha(wire.harness.ctx, '4242');
    const right = await wire.client.login('demoagent2', 'demo1234', { ip, captcha: '4242', captchaId });
    expect(right.body.errorCode).toBe('login.too.many.attempts');
  });

  it('checks at most five payment passwords, then refuses the right one', async () => {
    const { ctx } = wire.harness;
    const member = (await memberByUsername(ctx.db, 'demo', 'demomember')) ?? expect.fail('no demomember');
    await ctx.db.query('DELETE FROM payment_passwords WHERE member_id = $1', [member.id]);
    await setPaymentPassword(ctx, member.id, {
      loginPassword: 'demo1234',
      newPaymentPassword: '864213',
      confirmPaymentPassword: '864213',
    });
    // 29 wrong guesses and the right one last, all at once: the right one comes after the limit.
    const guesses = [...Array.from({ length: parallel - 1 }, () => '000000'), '864213'];
    const outcomes = await Promise.all(
      guesses.map((guess) =>
        verifyPaymentPassword(ctx, member.id, guess).then(
          () => 'accepted',
          (error: ApiError) => error.errorName,
        ),
      ),
    );
    const counts = tally(outcomes);
    expect(outcomes.at(-1)).toBe('paymentPasswordLocked');
    expect(counts.paymentPasswordInvalid).toBe(4);
    expect(counts.paymentPasswordLocked).toBe(parallel - 4);
    await expect(verifyPaymentPassword(ctx, member.id, '864213')).rejects.toMatchObject({
      errorName: 'paymentPasswordLocked',
    });
  });

  it('checks at most five old passwords on change-password, then refuses the right one', async () => {
    const session = (await wire.client.login('demovip', 'demo1234', { ip: '198.51.100.63' })).body
      .value as LoginResult;
    const change = (oldPassword: string) =>
      wire.client.call('/wps/member/password', {
        encrypt: true,
        token: session.token,
        json: { oldPassword, newPassword: 'fresh5678', confirmNewPassword: 'fresh5678' },
      });
    const answers = await Promise.all(Array.from({ length: parallel }, () => change('wrongpass')));
    const counts = tally(answers.map((answer) => answer.body.errorCode));
    expect(counts['password.old.invalid']).toBe(5);
    expect(counts['request.too.many']).toBe(parallel - 5);
    expect((await change('demo1234')).body.errorCode).toBe('request.too.many');
  });

  it('tries at most five values of an SMS code, however many arrive at once', async () => {
    const phone = { mobileNum: '9170000001', countryDialingCode: '+63' };
    await wire.client.call('/wps/verification/sms/noLogin', { json: phone, ip: '198.51.100.64' });
    const code = await wire.client.latestCode('+639170000001');
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = [...Array.from({ length: parallel - 1 }, () => wrong), code];
    const answers = await Promise.all(
      guesses.map((password, index) =>
        wire.client.call('/wps/session/login', {
          encrypt: true,
          ip: `198.51.101.${index}`,
          json: { username: phone.mobileNum, password, type: 'sms', countryDialingCode: '+63' },
        }),
      ),
    );
    expect(answers.at(-1)?.body.success).toBe(false);
    const rows = await wire.harness.db.query<{ attempts: number }>(
      "SELECT attempts FROM sms_codes WHERE phone = '+639170000001' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]?.attempts).toBeLessThanOrEqual(wire.harness.ctx.config.sms.maxAttempts);
  });
});
