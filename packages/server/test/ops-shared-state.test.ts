import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueKnownCaptcha } from '../src/domain/captcha.ts';
import { freshSchema, hasPostgres, type Instance, type Schema, startInstance } from './ops-support.ts';
import { encryptFor, freshClientIp, WireClient } from './support/wire-client.ts';

/**
 * Two instances on one PostgreSQL: whichever answers, the outcome is the same, because every piece
 * of state a request leaves behind (RSA key, sessions, attempt counters, captchas, SMS codes and
 * their countdown) is in the database.
 */
describe.skipIf(!hasPostgres)('state shared by instances (PostgreSQL)', () => {
  let schema: Schema | undefined;
  let a: Instance;
  let b: Instance;
  let onA: WireClient;
  let onB: WireClient;
  beforeAll(async () => {
    schema = await freshSchema('ops_shared');
    a = await startInstance(schema.url);
    b = await startInstance(schema.url);
    onA = new WireClient(a.url);
    onB = new WireClient(b.url);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await schema?.drop();
  });

  /** An encrypted call to `target` under the key another instance handed out. */
  const encryptedOn = (target: WireClient, modulus: string, path: string, payload: unknown, ip: string) => {
    const encrypted = encryptFor(modulus, payload);
    return target.call(path, {
      rawBody: JSON.stringify(encrypted.body),
      headers: { Encryption: encrypted.header },
      ip,
    });
  };

  it('hands out one RSA key, even to first requests racing on both', async () => {
    const [fromA, fromB] = await Promise.all([onA.rsaModulus(), onB.rsaModulus()]);
    expect(fromA).toMatch(/^[0-9a-f]{512}$/);
    expect(fromB).toBe(fromA);
  });

  it('logs in on B under the key from A; the session works on A and ends on both', async () => {
    const ip = freshClientIp();
    const modulus = await onA.rsaModulus();
    const login = await encryptedOn(
      onB,
      modulus,
      '/wps/session/login',
      { username: 'demomember', password: 'demo1234' },
      ip,
    );
    expect(login.body).toMatchObject({ success: true, value: { userName: 'demomember' } });
    const token = (login.body.value as { token: string }).token;
    expect((await onA.call('/wps/v2/wallets/balance', { token, ip })).body.success).toBe(true);
    expect((await onB.call('/wps/session/logout', { method: 'DELETE', token, ip })).body.success).toBe(true);
    expect((await onA.call('/wps/v2/wallets/balance', { token, ip })).status).toBe(401);
  });

  it('counts failed logins across instances: the fourth try on either asks for a captcha', async () => {
    const ip = freshClientIp();
    for (const client of [onA, onB, onA]) {
      expect((await client.login('demoagent1', 'wrongpass', { ip })).body.errorCode).toBe(
        'login.credentials.invalid',
      );
    }
    expect((await onB.login('demoagent1', 'demo1234', { ip })).body).toMatchObject({
      success: false,
      errorCode: 'captcha.required',
    });
    // A captcha issued by A is spent by a try on B: A refuses it after that.
    const captchaId = await issueKnownCaptcha(a.ctx, '4242');
    const wrong = await onB.login('demoagent1', 'wrongpass', { ip, captcha: '4242', captchaId });
    expect(wrong.body.errorCode).toBe('login.credentials.invalid');
    const reused = await onA.login('demoagent1', 'demo1234', { ip, captcha: '4242', captchaId });
    expect(reused.body).toMatchObject({ success: false, errorCode: expect.stringMatching(/^captcha\./) });
    const fresh = await issueKnownCaptcha(a.ctx, '4242');
    const solved = await onB.login('demoagent1', 'demo1234', { ip, captcha: '4242', captchaId: fresh });
    expect(solved.body.success).toBe(true);
  });

  it('keeps an SMS code and its resend countdown for both: sent by A, refused again by B, spent once', async () => {
    const ip = freshClientIp();
    const send = (client: WireClient) =>
      client.call('/wps/verification/sms/noLogin', {
        json: { mobileNum: '9170000002', countryDialingCode: '+63' },
        ip,
      });
    expect((await send(onA)).body.success).toBe(true);
    expect((await send(onB)).body.success).toBe(false);
    const code = await onA.latestCode('+639170000002');
    const smsLogin = (client: WireClient) =>
      client.call('/wps/session/login', {
        encrypt: true,
        json: { username: '9170000002', password: code, type: 'sms', countryDialingCode: '+63' },
        ip,
      });
    expect((await smsLogin(onB)).body).toMatchObject({ success: true, value: { userName: 'demovip' } });
    expect((await smsLogin(onA)).body).toMatchObject({ success: false, errorCode: 'sms.code.invalid' });
  });
});
