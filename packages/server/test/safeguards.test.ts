import { afterEach, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { freshClientIp } from './support/wire-client.ts';
import { useWireHarness } from './support/wire-harness.ts';

/** Account safeguards: the 18+/terms box at registration (docs/product.md § Registration rules). */
describe.each(backends)('registration 18+/terms box (%s)', (backend) => {
  const wire = useWireHarness(backend);

  const operator = async (path: string, json: Record<string, unknown>) => {
    const answer = await wire.client.call(`/__operator/${path}`, { json });
    expect(answer.body.success, `operator ${path}`).toBe(true);
    return answer.body.value;
  };
  const setTerms = (enabled: boolean) => operator('register-field', { field: 'agreeTerms', enabled });
  afterEach(() => setTerms(false));

  const register = (username: string, extra: Record<string, unknown> = {}) =>
    wire.client.call('/wps/member/register', {
      method: 'PUT',
      encrypt: true,
      ip: freshClientIp(),
      json: { username, password: 'secret123', confirmPassword: 'secret123', ...extra },
    });
  const registerMobile = (mobileNum: string, extra: Record<string, unknown> = {}) =>
    wire.client.call('/wps/member/register/mobile', {
      method: 'PUT',
      encrypt: true,
      ip: freshClientIp(),
      json: {
        mobileNum,
        countryDialingCode: '+63',
        password: 'secret123',
        confirmPassword: 'secret123',
        ...extra,
      },
    });

  it('registers without the box while the brand has it off (the seed)', async () => {
    const settings = await wire.client.call('/wps/system/setting/register');
    expect(settings.body.value).toMatchObject({ agreeTerms: { enabled: false } });
    expect((await register('termsoff1')).body.success).toBe(true);
  });

  it('refuses a registration without the ticked box once the operator turns it on, with its own code', async () => {
    await setTerms(true);
    const settings = await wire.client.call('/wps/system/setting/register');
    expect(settings.body.value).toMatchObject({ agreeTerms: { enabled: true } });

    const missing = await register('termson1');
    expect(missing.body).toMatchObject({
      success: false,
      errorCode: 'register.terms.required',
      value: { fields: ['agreeTerms'] },
    });
    const unticked = await register('termson1', { agreeTerms: false });
    expect(unticked.body.errorCode).toBe('register.terms.required');
    const ticked = await register('termson1', { agreeTerms: true });
    expect(ticked.body).toMatchObject({ success: true, value: { userName: 'termson1' } });
  });

  it('asks for it on the mobile tab as well', async () => {
    await operator('flags', { modId: 'REGMOBVERF3', enabled: false });
    try {
      await setTerms(true);
      expect((await registerMobile('9175550101')).body.errorCode).toBe('register.terms.required');
      expect((await registerMobile('9175550101', { agreeTerms: true })).body.success).toBe(true);
    } finally {
      await operator('flags', { modId: 'REGMOBVERF3', enabled: true });
    }
  });
});

/** Logins from an IP the account never used, with LOGINIPVERF3 on (docs/security.md § New IP verification). */
describe.each(backends)('login from a new IP (%s)', (backend) => {
  const wire = useWireHarness(backend);

  const setFlag = async (enabled: boolean) => {
    const answer = await wire.client.call('/__operator/flags', { json: { modId: 'LOGINIPVERF3', enabled } });
    expect(answer.body.success).toBe(true);
  };
  const verify = (
    ip: string,
    username: string,
    verifyType: string,
    verifyValue: string,
    password = 'demo1234',
  ) =>
    wire.client.call('/wps/session/login/verification', {
      encrypt: true,
      ip,
      json: { username, password, verifyType, verifyValue },
    });
  const sendCode = (ip: string, username: string, verifyType: 'mobile' | 'email') =>
    wire.client.call('/wps/session/login/verification/code', {
      encrypt: true,
      ip,
      json: { username, password: 'demo1234', verifyType },
    });

  it('is off by default: a new IP logs in at once', async () => {
    expect((await wire.client.login('demomember', 'demo1234', { ip: freshClientIp() })).body.success).toBe(
      true,
    );
    const call = await verify(freshClientIp(), 'demomember', 'mobile', '123456');
    expect(call.body.errorCode).toBe('function.not.available');
  });

  it('asks a new IP, after the right password only, for the ways the account can prove itself', async () => {
    await setFlag(true);
    const ip = freshClientIp();
    const wrong = await wire.client.login('demomember', 'wrong-password', { ip });
    expect(wrong.body.errorCode).toBe('login.credentials.invalid');
    const asked = await wire.client.login('demomember', 'demo1234', { ip });
    expect(asked.body).toMatchObject({
      success: false,
      errorCode: 'login.ip.verification.required',
      value: {
        verification: {
          methods: ['mobile', 'email', 'bankAccountName'],
          mobile: '+63 917****001',
          email: 'me***@demo.playsite.test',
        },
      },
    });
    // The seed's address is known: no step there.
    expect((await wire.client.login('demomember', 'demo1234', { ip: '127.0.0.1' })).body.success).toBe(true);
    // The step checks the password like a login.
    expect(
      (await verify(ip, 'demomember', 'bankAccountName', 'Demo Member', 'nope1234')).body.errorCode,
    ).toBe('login.credentials.invalid');
  });

  it('completes with a code sent to the bound mobile number, and the IP is known afterwards', async () => {
    await setFlag(true);
    const ip = freshClientIp();
    const sent = await sendCode(ip, 'demomember', 'mobile');
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: expect.any(Number) } });
    expect((await sendCode(ip, 'demomember', 'mobile')).body.errorCode).toBe('sms.resend.wait');
    const code = await wire.client.latestCode('+639170000001');
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await verify(ip, 'demomember', 'mobile', wrongCode)).body.errorCode).toBe('sms.code.invalid');
    const done = await verify(ip, 'demomember', 'mobile', code);
    expect(done.body).toMatchObject({
      success: true,
      value: { userName: 'demomember', token: expect.any(String) },
    });
    const member = await wire.client.call('/wps/member/info', {
      token: (done.body.value as { token: string }).token,
    });
    expect(member.body.success).toBe(true);
    // The IP is known now: the step and a plain login both just log in.
    expect((await verify(ip, 'demomember', 'mobile', code)).body.success).toBe(true);
    expect((await wire.client.login('demomember', 'demo1234', { ip })).body.success).toBe(true);
    const rows = await wire.harness.db.query(
      `SELECT 1 FROM known_ips k JOIN members m ON m.id = k.member_id WHERE m.username = 'demomember' AND k.ip = $1`,
      [ip],
    );
    expect(rows).toHaveLength(1);
  });

  it('completes with a code sent to the bound e-mail address', async () => {
    await setFlag(true);
    const ip = freshClientIp();
    expect((await wire.client.login('demoagent1', 'demo1234', { ip })).body.errorCode).toBe(
      'login.ip.verification.required',
    );
    expect((await sendCode(ip, 'demoagent1', 'email')).body.success).toBe(true);
    const code = await wire.client.latestCode('agent1@demo.playsite.test');
    const done = await verify(ip, 'demoagent1', 'email', code);
    expect(done.body).toMatchObject({ success: true, value: { userName: 'demoagent1' } });
  });

  it('completes with a bank account holder name, five wrong names at most per quarter hour', async () => {
    await setFlag(true);
    const ip = freshClientIp();
    for (let index = 0; index < 5; index++)
      expect((await verify(ip, 'demomember', 'bankAccountName', `Someone ${index}`)).body.errorCode).toBe(
        'login.ip.verification.invalid',
      );
    const throttled = await verify(ip, 'demomember', 'bankAccountName', 'Demo Member');
    expect(throttled.status).toBe(429);
    wire.harness.clock.advance(15 * 60_000 + 1);
    const done = await verify(ip, 'demomember', 'bankAccountName', '  demo   MEMBER ');
    expect(done.body).toMatchObject({ success: true, value: { userName: 'demomember' } });
  });

  it('refuses a method the account does not have, and lets in an account with none', async () => {
    await setFlag(true);
    const registered = await wire.client.call('/wps/member/register', {
      method: 'PUT',
      encrypt: true,
      ip: freshClientIp(),
      json: { username: 'nocontact1', password: 'secret123', confirmPassword: 'secret123' },
    });
    expect(registered.body.success).toBe(true);
    const ip = freshClientIp();
    expect((await wire.client.login('demovip', 'demo1234', { ip })).body.value).toMatchObject({
      verification: { methods: ['mobile', 'email'] },
    });
    expect((await verify(ip, 'demovip', 'bankAccountName', 'Demo VIP')).body.errorCode).toBe(
      'login.ip.verification.invalid',
    );
    expect((await verify(ip, 'demovip', 'authenticator', '123456')).body.errorCode).toBe(
      'login.ip.verification.invalid',
    );
    expect((await wire.client.login('nocontact1', 'secret123', { ip })).body.success).toBe(true);
  });
});
