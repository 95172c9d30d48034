import { describe, expect, it } from 'vitest';
import type { LoginResult } from '../src/domain/auth.ts';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

/**
 * Item 6 of the concurrency review: a NUL inside an ENCRYPTED payload reached PostgreSQL (22021, a
 * 500) because the input guard ran before decryption; a malformed percent-encoded cookie broke the
 * hand-written cookie parser (a 500). Now the guard also runs on the decrypted payload, and cookies
 * are parsed by @fastify/cookie: a remember-me cookie that can not be a token is a 400 (issue 38),
 * other bad cookies are treated as absent.
 */
describe.each(backends)('NUL characters and malformed cookies (%s)', (backend) => {
  const wire = useWireHarness(backend);
  const login = (json: unknown, extra: { cookie?: string } = {}) =>
    wire.client.call('/wps/session/login', {
      encrypt: true,
      json,
      ip: freshClientIp(),
      ...(extra.cookie ? { headers: { Cookie: extra.cookie } } : {}),
    });

  it('refuses a NUL in an encrypted login username with a 400', async () => {
    const answer = await login({ username: 'demo\u0000member', password: 'demo1234' });
    expect([answer.status, answer.body.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('refuses a NUL in a plain login username with a 400', async () => {
    const answer = await wire.client.call('/wps/session/login', {
      json: { username: 'demo\u0000member', password: 'demo1234' },
      ip: freshClientIp(),
    });
    expect([answer.status, answer.body.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('refuses a NUL in an encrypted idempotency key with a 400', async () => {
    const session = (await wire.client.login('demomember', 'demo1234', { ip: freshClientIp() })).body
      .value as LoginResult;
    const answer = await wire.client.call('/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      encrypt: true,
      token: session.token,
      json: { rewardId: '1', quantity: 1, idempotencyKey: 'key\u0000one' },
    });
    expect([answer.status, answer.body.errorCode]).toEqual([400, 'request_param_err']);
  });

  it('treats a captcha cookie holding a NUL as absent when a captcha is checked', async () => {
    const operator = (always: boolean) =>
      wire.client.call('/__operator/login-captcha', { json: { always }, merchant: null });
    await operator(true);
    try {
      for (const cookie of ['%00', 'a%00b', '%E0%A4%A']) {
        const answer = await login(
          { username: 'demovip', password: 'demo1234', captcha: '1234' },
          { cookie: `captchaId=${cookie}` },
        );
        expect([answer.status, answer.body.errorCode], cookie).toEqual([200, 'captcha.invalid']);
      }
    } finally {
      await operator(false);
    }
  });

  it('answers a resume without a remember-me cookie 401, as a spent token', async () => {
    const answer = await wire.client.call('/wps/session/remember/resume', { json: {} });
    expect([answer.status, answer.body.errorCode]).toEqual([401, 'login.not.session']);
  });

  for (const cookie of ['%E0%A4%A', '%00', 'a%00b', '%', '"unterminated']) {
    it(`refuses a malformed remember-me cookie ${JSON.stringify(cookie)} with a 400 and clears it`, async () => {
      const answer = await wire.client.call('/wps/session/remember/resume', {
        json: {},
        headers: { Cookie: `playsite_remember=${cookie}` },
      });
      expect([answer.status, answer.body.errorCode]).toEqual([400, 'request_param_err']);
      expect(answer.headers.get('set-cookie') ?? '').toMatch(/^playsite_remember=; .*Max-Age=0/);
    });

    it(`treats a captcha cookie ${JSON.stringify(cookie)} as absent at login`, async () => {
      const answer = await login(
        { username: 'demovip', password: 'demo1234' },
        { cookie: `captchaId=${cookie}` },
      );
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.success).toBe(true);
    });
  }
});
