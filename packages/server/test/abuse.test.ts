import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { issueKnownCaptcha } from '../src/domain/captcha.ts';
import { revokeSession, sessionTouchEveryMs } from '../src/domain/sessions.ts';
import { sha256 } from '../src/security/tokens.ts';
import { backends } from './support/backends.ts';
import { useWireHarness } from './support/wire-harness.ts';

describe.each(backends)('abuse controls with a controllable clock (%s)', (backend) => {
  const wire = useWireHarness(backend);

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await wire.client.login('nosuchuser', 'whatever1', { ip: '198.51.100.1' });
    const wrong = await wire.client.login('demovip', 'whatever1', { ip: '198.51.100.2' });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'login.credentials.invalid' });
  });

  it('draws a PNG captcha bound to a cookie', async () => {
    const answer = await wire.client.call('/wps/captcha');
    expect(answer.headers.get('set-cookie')).toMatch(
      /^captchaId=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict/,
    );
    const png = PNG.sync.read(Buffer.from(answer.body.value as string, 'base64'));
    expect([png.width, png.height]).toEqual([120, 40]);
  });

  it('asks for a captcha after three failed logins, then checks it once', async () => {
    const ip = '198.51.100.10';
    for (let attempt = 1; attempt <= 3; attempt++) {
      const failed = await wire.client.login('demoagent2', 'wrongpass', { ip });
      expect(failed.body.errorCode).toBe('login.credentials.invalid');
      expect(failed.body.value).toEqual({ captcha: attempt >= 3 });
    }
    const noCaptcha = await wire.client.login('demoagent2', 'demo1234', { ip });
    expect(noCaptcha.body).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });

    const wrongAnswer = await wire.client.login('demoagent2', 'demo1234', {
      ip,
      captcha: '0000',
      captchaId: await issueKnownCaptcha(wire.harness.ctx, '4321'),
    });
    expect(wrongAnswer.body.errorCode).toBe('captcha.invalid');

    const captchaId = await issueKnownCaptcha(wire.harness.ctx, '4321');
    const solved = await wire.client.login('demoagent2', 'demo1234', { ip, captcha: '4321', captchaId });
    expect(solved.body.success).toBe(true);
    // Single use: once captchas are asked for again, the spent one does not pass.
    for (let attempt = 0; attempt < 3; attempt++) await wire.client.login('demoagent2', 'wrongpass', { ip });
    const replay = await wire.client.login('demoagent2', 'demo1234', { ip, captcha: '4321', captchaId });
    expect(replay.body.errorCode).toBe('captcha.invalid');
  });

  it('expires captchas', async () => {
    for (let attempt = 0; attempt < 3; attempt++)
      await wire.client.login('demoagent41', 'wrongpass', { ip: '198.51.100.20' });
    const captchaId = await issueKnownCaptcha(wire.harness.ctx, '1111');
    wire.harness.clock.advance(6 * 60_000);
    const late = await wire.client.login('demoagent41', 'demo1234', {
      ip: '198.51.100.20',
      captcha: '1111',
      captchaId,
    });
    expect(late.body.errorCode).toBe('captcha.invalid');
  });

  it('locks an account for the client that failed ten times, not for its owner elsewhere, until the window ends', async () => {
    const attacker = '203.0.113.9';
    for (let attempt = 0; attempt < 10; attempt++) {
      const captchaId = await issueKnownCaptcha(wire.harness.ctx, '9999');
      await wire.client.login('demoagent42', 'wrongpass', { ip: attacker, captcha: '9999', captchaId });
    }
    const captchaId = await issueKnownCaptcha(wire.harness.ctx, '9999');
    const locked = await wire.client.login('demoagent42', 'demo1234', {
      ip: attacker,
      captcha: '9999',
      captchaId,
    });
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe('login.too.many.attempts');
    expect(locked.headers.get('retry-after')).toBe('900');
    // The owner, from another address, solves the captcha (the account is past three failures) and gets in.
    const ownerCaptcha = await issueKnownCaptcha(wire.harness.ctx, '1234');
    const owner = await wire.client.login('demoagent42', 'demo1234', {
      ip: '203.0.113.200',
      captcha: '1234',
      captchaId: ownerCaptcha,
    });
    expect(owner.body.success).toBe(true);
    expect((await wire.client.login('demoagent42', 'demo1234', { ip: attacker })).body.errorCode).toBe(
      'login.too.many.attempts',
    );
    wire.harness.clock.advance(16 * 60_000);
    expect((await wire.client.login('demoagent42', 'demo1234', { ip: attacker })).body.success).toBe(true);
  });

  it('lets the owner behind the locked address unlock by SMS code', async () => {
    const shared = '203.0.113.77';
    for (let attempt = 0; attempt < 10; attempt++) {
      const captchaId = await issueKnownCaptcha(wire.harness.ctx, '9999');
      await wire.client.login('demoagent1', 'wrongpass', { ip: shared, captcha: '9999', captchaId });
    }
    expect((await wire.client.login('demoagent1', 'demo1234', { ip: shared })).body.errorCode).toBe(
      'login.too.many.attempts',
    );
    const phone = { mobileNum: '9170000011', countryDialingCode: '+63' };
    await wire.client.call('/wps/verification/sms/noLogin', { json: phone, ip: shared });
    const code = await wire.client.latestCode('+639170000011');
    const bySms = await wire.client.call('/wps/session/login', {
      encrypt: true,
      ip: shared,
      json: { username: phone.mobileNum, password: code, type: 'sms', countryDialingCode: '+63' },
    });
    expect(bySms.body.success).toBe(true);
    // The address itself still answers for its ten failures with a captcha; the lock is gone.
    const captchaId = await issueKnownCaptcha(wire.harness.ctx, '2468');
    const unlocked = await wire.client.login('demoagent1', 'demo1234', {
      ip: shared,
      captcha: '2468',
      captchaId,
    });
    expect(unlocked.body.success).toBe(true);
  });

  it('throttles one IP spraying many accounts', async () => {
    const ip = '192.0.2.77';
    for (let attempt = 0; attempt < 50; attempt++) {
      const captchaId = await issueKnownCaptcha(wire.harness.ctx, '5555');
      await wire.client.login(`spray${attempt}`, 'wrongpass', { ip, captcha: '5555', captchaId });
    }
    const blocked = await wire.client.login('demomember', 'demo1234', { ip });
    expect(blocked.body.errorCode).toBe('login.too.many.attempts');
    expect((await wire.client.login('demomember', 'demo1234', { ip: '192.0.2.78' })).body.success).toBe(true);
  }, 60_000);

  it('refuses an SMS resend during the countdown and expires codes', async () => {
    const phone = { mobileNum: '9170000001', countryDialingCode: '+63' };
    const first = await wire.client.call('/wps/verification/sms/noLogin', {
      json: phone,
      ip: '198.51.100.30',
    });
    expect(first.body.value).toMatchObject({ expiredMinutes: 2 });
    const resend = await wire.client.call('/wps/verification/sms/noLogin', {
      json: phone,
      ip: '198.51.100.30',
    });
    expect(resend.status).toBe(429);
    expect(resend.body.errorCode).toBe('sms.resend.wait');
    const code = await wire.client.latestCode('+639170000001');
    wire.harness.clock.advance(2 * 60_000 + 1);
    const expired = await wire.client.call('/wps/session/login', {
      encrypt: true,
      json: { username: '9170000001', password: code, type: 'sms', countryDialingCode: '+63' },
    });
    expect(expired.body.errorCode).toBe('sms.code.expired');
    const again = await wire.client.call('/wps/verification/sms/noLogin', {
      json: phone,
      ip: '198.51.100.30',
    });
    expect(again.body.success).toBe(true);
  });

  it('binds SMS codes to their number and purpose', async () => {
    await wire.client.call('/wps/verification/sms/register', {
      json: { mobileNo: '9175550000', countryDialingCode: '+63' },
    });
    const code = await wire.client.latestCode('+639175550000');
    const wrongPurpose = await wire.client.call('/wps/member/password/verification', {
      encrypt: true,
      json: {
        newPassword: 'abc12345',
        mobileNum: '9175550000',
        countryDialingCode: '+63',
        verificationCode: code,
      },
    });
    expect(wrongPurpose.body.errorCode).toBe('sms.code.invalid');
    const wrongNumber = await wire.client.call('/wps/member/register/mobile', {
      method: 'PUT',
      encrypt: true,
      json: {
        mobileNum: '9175550001',
        countryDialingCode: '+63',
        verificationCode: code,
        password: 'abc12345',
        confirmPassword: 'abc12345',
      },
    });
    expect(wrongNumber.body.errorCode).toBe('sms.code.invalid');
  });

  it('ends sessions after the idle timeout and the absolute lifetime', async () => {
    const idle = (
      (await wire.client.login('demovip', 'demo1234', { ip: '198.51.100.40' })).body.value as {
        token: string;
      }
    ).token;
    wire.harness.clock.advance(29 * 60_000);
    expect((await wire.client.call('/wps/member/info', { token: idle })).body.success).toBe(true);
    wire.harness.clock.advance(31 * 60_000);
    expect((await wire.client.call('/wps/member/info', { token: idle })).status).toBe(401);

    const busy = (
      (await wire.client.login('demovip', 'demo1234', { ip: '198.51.100.40' })).body.value as {
        token: string;
      }
    ).token;
    for (let hour = 0; hour < 12; hour++) {
      wire.harness.clock.advance(20 * 60_000);
      await wire.client.call('/wps/member/info', { token: busy });
      wire.harness.clock.advance(20 * 60_000);
      await wire.client.call('/wps/member/info', { token: busy });
      wire.harness.clock.advance(20 * 60_000);
    }
    expect((await wire.client.call('/wps/member/info', { token: busy })).body.errorCode).toBe(
      'user.or.token.invalid',
    );
  });

  it('writes a session in use at most every few seconds, idles it out on time, revokes it at once', async () => {
    const { clock, ctx, db } = wire.harness;
    const token = (
      (await wire.client.login('demovip', 'demo1234', { ip: '198.51.100.42' })).body.value as {
        token: string;
      }
    ).token;
    const lastSeen = async () =>
      (
        await db.query<{ last_seen_at: bigint }>('SELECT last_seen_at FROM sessions WHERE token_hash = $1', [
          sha256(token),
        ])
      )[0]?.last_seen_at;
    const use = async () => (await wire.client.call('/wps/member/info', { token })).status;
    const opened = await lastSeen();
    clock.advance(sessionTouchEveryMs - 1);
    expect(await use()).toBe(200);
    expect(await lastSeen()).toBe(opened);
    clock.advance(1);
    expect(await use()).toBe(200);
    expect(await lastSeen()).toBe(BigInt(clock.now()));

    // Idle for the timeout less a millisecond since the last write: still on (and written again).
    clock.advance(ctx.config.session.idleMs - 1);
    expect(await use()).toBe(200);
    expect(await lastSeen()).toBe(BigInt(clock.now()));
    // Calls inside the window write nothing; the timeout counts from the last write.
    clock.advance(sessionTouchEveryMs - 1);
    expect(await use()).toBe(200);
    clock.advance(ctx.config.session.idleMs - sessionTouchEveryMs + 1);
    expect(await use()).toBe(401);

    const fresh = (
      (await wire.client.login('demovip', 'demo1234', { ip: '198.51.100.42' })).body.value as {
        token: string;
      }
    ).token;
    expect((await wire.client.call('/wps/member/info', { token: fresh })).status).toBe(200);
    await revokeSession(ctx, sha256(fresh));
    expect((await wire.client.call('/wps/member/info', { token: fresh })).status).toBe(401);
  });

  it('stores session tokens only as hashes', async () => {
    const token = (
      (await wire.client.login('demovip', 'demo1234', { ip: '198.51.100.41' })).body.value as {
        token: string;
      }
    ).token;
    const rows = await wire.harness.db.query('SELECT token_hash FROM sessions WHERE token_hash = $1', [
      token,
    ]);
    expect(rows).toHaveLength(0);
  });
});
