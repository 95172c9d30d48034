import { createPlatformClient, isPlatformError, memoryStorage, type PlatformClient } from '@playsite/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from './support/backends.ts';
import { type Harness, startHarness } from './support/harness.ts';
import { WireClient } from './support/wire-client.ts';

/** Issue 3's "done when", driven by the real @playsite/api client over real HTTP. */
describe.each(backends)('the @playsite/api client against the reference server (%s)', (backend) => {
  let harness: Harness;
  let client: PlatformClient;
  let token: string | undefined;
  const ended: string[] = [];

  beforeAll(async () => {
    harness = await startHarness(backend);
    client = createPlatformClient({
      baseURL: harness.url,
      merchant: 'demo',
      language: () => 'en',
      token: () => token,
      onSessionEnded: (event) => ended.push(event.errorCode),
      storage: memoryStorage(),
      retries: 0,
    });
  }, 60_000);
  afterAll(() => harness?.close());

  const rejection = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      if (isPlatformError(error)) return error;
      throw error;
    }
    throw new Error('expected a rejection');
  };

  it('registers, logs in both ways, reads member info and balance, changes password and logs out', async () => {
    const registered = await client.call('register', {
      username: 'clientuser',
      password: 'first123',
      confirmPassword: 'first123',
      email: 'clientuser@example.test',
      login: true,
    });
    expect(registered).toMatchObject({ userName: 'clientuser', customerType: 0, firstTimeLogin: true });

    const session = await client.call('login', { username: 'clientuser', password: 'first123' });
    token = session.token;
    expect(await client.call('memberInfo')).toMatchObject({ account: 'clientuser', type: 0 });
    expect(await client.call('balance')).toMatchObject({ sumBalance: 0, currency: 'PHP' });

    const changed = (await client.call('changePassword', {
      oldPassword: 'first123',
      newPassword: 'second456',
      confirmNewPassword: 'second456',
    })) as { token: string };
    const oldToken = session.token;
    token = oldToken;
    const refused = await rejection(client.call('memberInfo'));
    expect(refused.errorCode).toBe('user.or.token.invalid');
    expect(refused.sessionEnded).toBe(true);
    expect(ended).toEqual(['user.or.token.invalid']);

    token = changed.token;
    expect(await client.call('memberInfo')).toMatchObject({ account: 'clientuser' });
    await client.call('logout');
    expect((await rejection(client.call('balance'))).errorCode).toBe('user.or.token.invalid');
    token = undefined;

    const wire = new WireClient(harness.url);
    await client.call('smsLogin', { mobileNum: '9170000002', countryDialingCode: '+63' });
    const code = await wire.latestCode('+639170000002');
    const bySms = await client.call('login', {
      username: '9170000002',
      password: code,
      type: 'sms',
      countryDialingCode: '+63',
    });
    expect(bySms.userName).toBe('demovip');
  });

  it('resets a forgotten password by e-mail and by phone', async () => {
    await client.call('forgotPasswordEmail', { username: 'demovip', email: 'vip@demo.playsite.test' });
    const wire = new WireClient(harness.url);
    const temporary = await wire.latestCode('vip@demo.playsite.test');
    expect((await client.call('login', { username: 'demovip', password: temporary })).passwordExpired).toBe(
      true,
    );

    harness.clock.advance(3 * 60_000);
    await client.call('smsLogin', { mobileNum: '9170000002', countryDialingCode: '+63' });
    const code = await wire.latestCode('+639170000002');
    await client.call('resetPasswordByPhone', {
      newPassword: 'viaphone1',
      mobileNum: '9170000002',
      countryDialingCode: '+63',
      verificationCode: code,
    });
    expect((await client.call('login', { username: 'demovip', password: 'viaphone1' })).userName).toBe(
      'demovip',
    );
  });

  it('reads the system calls the site starts with', async () => {
    expect(await client.call('systemStatus', { url: harness.url })).toMatchObject({ maintenance: false });
    expect(await client.call('registerSettings')).toHaveProperty('username');
    expect(Array.isArray(await client.call('whitelabel'))).toBe(true);
    expect(typeof (await client.call('captcha'))).toBe('string');
    expect(await client.call('announcements', { types: 'B,PL' })).toHaveProperty('banners');
    expect(await client.call('freePlay', { os: 'linux', platform: 'W' })).toMatchObject({ customerType: 4 });
  });

  it('carries the server errorCode and the captcha flag to the caller', async () => {
    const failures = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      failures.push(await rejection(client.call('login', { username: 'demoagent1', password: 'nopenope' })));
    }
    expect(failures.map((failure) => failure.errorCode)).toEqual(Array(3).fill('login.credentials.invalid'));
    expect(failures[2]?.value).toEqual({ captcha: true });
  });
});
